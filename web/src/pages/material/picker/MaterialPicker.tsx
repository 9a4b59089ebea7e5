import { Input, Modal, Select, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '../../../app/i18n';
import { CategoryTreeSelect } from '../CategoryTreeSelect';
import { useDepots } from '../useMaterialLookups';
import { pickerColumns } from './pickerColumns';
import type { PickedMaterial } from './pickerApi';
import { PickerPagination } from './PickerPagination';
import { useMaterialPicker } from './useMaterialPicker';

export interface MaterialPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen barcode rows (one unless `multiple`). */
  onSelect: (rows: PickedMaterial[]) => void;
  /** Depot whose stock is shown first; the user may switch it. */
  depotId?: number | undefined;
  multiple?: boolean | undefined;
  initialKeyword?: string | undefined;
}

const t = messages.material.picker;

/**
 * 选择商品: search by barcode / name / mnemonic (and spec, model) and category, paged, with stock in a depot.
 * Keyboard: type, Enter searches; ↑↓ move, Enter on an unchanged keyword takes the highlighted row.
 */
export function MaterialPicker({ open, onClose, onSelect, depotId, multiple, initialKeyword }: MaterialPickerProps) {
  const p = useMaterialPicker({ depotId, keyword: initialKeyword });
  const depots = useDepots();
  const [checked, setChecked] = useState<PickedMaterial[]>([]);
  // Enter pressed while a page is still loading takes the highlighted row once it has arrived.
  const takeWhenLoaded = useRef(false);

  const take = (row: PickedMaterial | undefined): void => {
    const chosen = multiple && checked.length > 0 ? checked : row ? [row] : [];
    if (chosen.length > 0) onSelect(chosen);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      p.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (p.search()) return;
      if (p.loading) takeWhenLoaded.current = true;
      else take(p.rows[p.active]);
    }
  };
  useEffect(() => {
    if (!takeWhenLoaded.current || p.loading) return;
    takeWhenLoaded.current = false;
    take(p.rows[p.active]);
  });

  return (
    <Modal
      open={open}
      title={t.title}
      width={1000}
      onCancel={onClose}
      onOk={() => take(p.rows[p.active])}
      okText={t.choose}
      destroyOnHidden
      className="material-picker"
      style={{ top: 40 }}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          autoFocus
          allowClear
          value={p.keyword}
          placeholder={t.keyword}
          style={{ width: 240 }}
          aria-label={t.keyword}
          onChange={(e) => p.setKeyword(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="picker-keyword"
        />
        <CategoryTreeSelect value={p.categoryId ?? null} onChange={p.setCategory} style={{ width: 160 }} />
        <Select
          allowClear
          placeholder={t.depot}
          value={p.depotId}
          onChange={p.setDepot}
          style={{ width: 140 }}
          aria-label={t.depot}
          options={(depots.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
        <Typography.Text type="secondary">{t.hint}</Typography.Text>
      </Space>
      <Table<PickedMaterial>
        rowKey="id"
        size="small"
        columns={pickerColumns}
        dataSource={p.rows}
        loading={p.loading}
        pagination={false}
        scroll={{ x: 980, y: 330 }}
        rowClassName={(_r, i) => (i === p.active ? 'ant-table-row-selected material-picker-active' : '')}
        onRow={(row, i) => ({ onClick: () => p.setActive(i ?? 0), onDoubleClick: () => take(row) })}
        rowSelection={multiple ? { selectedRowKeys: checked.map((r) => r.id), onChange: (_k, rows) => setChecked(rows) } : undefined}
      />
      <PickerPagination picker={p} />
    </Modal>
  );
}
