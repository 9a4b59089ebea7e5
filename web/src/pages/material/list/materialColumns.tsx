import { Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';
import type { ExtraField } from '../useMaterialLookups';

const f = messages.material.fields;
const flags = messages.material.flags;

interface Actions {
  canEdit: boolean;
  onEdit: (row: Row) => void;
  onCopy: (row: Row) => void;
  onDelete: (row: Row) => void;
  onBom: (row: Row) => void;
}

const withTip = (value: unknown, tip: unknown) => (tip ? <Tooltip title={String(tip)}>{String(value ?? '')}</Tooltip> : String(value ?? ''));

/** Columns of 商品信息 (screens.md §5.1); 扩展1-3 and 制造商 carry the tenant's titles. */
export function materialColumns(titles: Record<ExtraField, string>, actions: Actions): ColumnsType<Row> {
  const c = (dataIndex: string, title: string, width = 100) => ({ dataIndex, title, width, ellipsis: true });
  return [
    {
      title: messages.common.action,
      key: 'action',
      width: 190,
      fixed: 'left',
      render: (_v, row) => (
        <Space size={4}>
          {actions.canEdit && <a onClick={() => actions.onEdit(row)}>{messages.common.edit}</a>}
          {actions.canEdit && <a onClick={() => actions.onCopy(row)}>{messages.material.list.copy}</a>}
          {actions.canEdit && (
            <Popconfirm title={messages.list.deleteOne} onConfirm={() => actions.onDelete(row)}>
              <a>{messages.common.delete}</a>
            </Popconfirm>
          )}
          <a onClick={() => actions.onBom(row)}>{messages.material.bom.action}</a>
        </Space>
      ),
    },
    c('mBarCode', f.barCode, 120),
    {
      ...c('name', f.name, 160),
      sorter: true,
      render: (v, row) => (
        <span>
          {String(v ?? '')}
          {row.enableSerialNumber === '1' && (
            <Tag color="orange" style={{ marginLeft: 4 }}>
              {flags.serialTag}
            </Tag>
          )}
          {row.enableBatchNumber === '1' && (
            <Tag color="orange" style={{ marginLeft: 4 }}>
              {flags.batchTag}
            </Tag>
          )}
        </span>
      ),
    },
    c('standard', f.standard),
    c('model', f.model),
    c('color', f.color, 80),
    c('brand', f.brand, 80),
    c('mnemonic', f.mnemonic, 90),
    c('categoryName', f.category),
    c('otherField1', titles.otherField1),
    c('otherField2', titles.otherField2),
    c('otherField3', titles.otherField3),
    { ...c('unit', f.unit, 110), render: (_v, row) => `${String(row.unitName ?? row.unit ?? '')}${row.sku ? flags.skuSuffix : ''}` },
    c('mfrs', titles.mfrs),
    { ...c('initialStock', f.initialStock, 90), render: (v, row) => withTip(v, row.bigUnitInitialStock) },
    { ...c('stock', f.stock, 90), render: (v, row) => withTip(v, row.bigUnitStock) },
    c('purchaseDecimal', f.purchase, 80),
    c('commodityDecimal', f.retail, 80),
    c('wholesaleDecimal', f.wholesale, 80),
    c('lowDecimal', f.lowest, 80),
    c('position', f.position, 90),
    c('remark', f.remark, 120),
    {
      ...c('enabled', f.enabled, 70),
      render: (v) => (v ? <Tag color="green">{flags.enabled}</Tag> : <Tag color="orange">{flags.disabled}</Tag>),
    },
  ];
}
