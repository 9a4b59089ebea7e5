import { Input, Modal, Select, Space, Table, Tree, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import { PickerPagination, useMaterialPicker, type PickedMaterial } from '../../material/picker';
import { useCategoryTree } from '../../material/useMaterialLookups';
import type { Option } from '../billApi';
import { NumberCell } from '../lines/NumberCell';
import { usePickedLines, type PickedLine } from './usePickedLines';

interface Props {
  /** The line's (or the bill's) depot: the stock shown, changeable among the user's depots. */
  depotId: number | undefined;
  depots: Option[];
  /** What the 条码 cell held when the dialog was opened from it. */
  initialKeyword?: string | undefined;
  onClose: () => void;
  /** The ticked rows with their quantities, in ticking order; the editor prices them for the kind. */
  onPick: (lines: PickedLine[]) => Promise<void>;
}

const t = messages.bill.picker;
const c = messages.bill.line;
const ALL = 'all';

interface CategoryNode {
  id: number;
  title: string;
  children?: CategoryNode[] | null;
}
interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}
const treeOf = (nodes: readonly CategoryNode[]): TreeNode[] => nodes.map((n) => ({ key: String(n.id), title: n.title, children: treeOf(n.children ?? []) }));

/**
 * 选择商品 (screens §3.4, the reference's JSelectMaterial): category tree, search by barcode / name / 规格 / 型号 /
 * 助记码, server paging over the whole catalogue, stock in a depot; every unit and SKU is its own row, so a clerk
 * ticks rows on several pages, types each one's quantity and adds them all at once.
 */
export function BillMaterialModal({ depotId, depots, initialKeyword, onClose, onPick }: Props) {
  const p = useMaterialPicker({ depotId, keyword: initialKeyword });
  const tree = useCategoryTree();
  const picked = usePickedLines();
  const [adding, setAdding] = useState(false);

  const columns: ColumnsType<PickedMaterial> = [
    { title: c.barCode, dataIndex: 'barCode', width: 130 },
    { title: c.name, dataIndex: 'name', width: 150, ellipsis: true },
    { title: c.standard, dataIndex: 'standard', width: 80, ellipsis: true },
    { title: c.model, dataIndex: 'model', width: 80, ellipsis: true },
    { title: c.color, dataIndex: 'color', width: 60, ellipsis: true },
    { title: c.sku, dataIndex: 'sku', width: 80, ellipsis: true },
    { title: c.unit, dataIndex: 'unit', width: 110, ellipsis: true },
    { title: c.stock, dataIndex: 'stock', width: 70, align: 'right' },
    {
      title: t.quantity,
      key: 'quantity',
      width: 100,
      render: (_: unknown, row) => (
        <NumberCell aria-label={`${t.quantity} ${row.barCode}`} value={picked.quantityOf(row.id)} onChange={(q) => picked.setQuantity(row, q)} />
      ),
    },
  ];

  const add = async () => {
    setAdding(true);
    try {
      await onPick(picked.lines);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Modal
      open
      title={t.title}
      width={1160}
      style={{ top: 40 }}
      className="bill-material-modal"
      onCancel={onClose}
      onOk={() => void add()}
      okText={t.add}
      okButtonProps={{ disabled: picked.lines.length === 0, loading: adding }}
      destroyOnHidden
    >
      <div className="bill-material-picker">
        <div className="bill-material-tree">
          <Tree
            // Opened whole once the categories have arrived (defaultExpandAll reads the first data only).
            key={tree.data ? 'loaded' : 'loading'}
            blockNode
            defaultExpandAll
            selectedKeys={[p.categoryId === undefined ? ALL : String(p.categoryId)]}
            treeData={[{ key: ALL, title: t.allCategories, children: treeOf(tree.data ?? []) }]}
            onSelect={(_keys, info) => {
              p.setCategory(info.node.key === ALL ? undefined : Number(info.node.key));
            }}
          />
        </div>
        <div className="bill-material-rows">
          <Space wrap style={{ marginBottom: 8 }}>
            <Input.Search
              autoFocus
              allowClear
              value={p.keyword}
              placeholder={t.keyword}
              aria-label={t.keyword}
              enterButton={t.search}
              style={{ width: 320 }}
              onChange={(e) => p.setKeyword(e.target.value)}
              onSearch={() => void p.search()}
            />
            <Select allowClear placeholder={c.depot} aria-label={c.depot} value={p.depotId} options={depots} style={{ width: 150 }} onChange={p.setDepot} />
            <Typography.Text type="secondary">{format(t.chosen, { n: picked.lines.length })}</Typography.Text>
          </Space>
          <Table<PickedMaterial>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={p.rows}
            loading={p.loading}
            pagination={false}
            scroll={{ x: 860, y: 360 }}
            rowSelection={{
              selectedRowKeys: picked.keys,
              preserveSelectedRowKeys: true,
              onSelect: (row, on) => picked.tick([row], on),
              onSelectAll: (on, _rows, changed) => picked.tick(changed, on),
            }}
            onRow={(row) => ({ onDoubleClick: () => picked.tick([row], true) })}
          />
          <PickerPagination picker={p} />
        </div>
      </div>
    </Modal>
  );
}
