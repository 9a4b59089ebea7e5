import { Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { format, messages } from '../../../app/i18n';
import type { StockRow } from '../materialTypes';
import { BatchValueButton } from './BatchValueButton';

const f = messages.material.fields;
const t = messages.material.modal;
type QtyKey = 'initStock' | 'lowSafeStock' | 'highSafeStock';
const KEYS: QtyKey[] = ['initStock', 'lowSafeStock', 'highSafeStock'];

interface Props {
  rows: StockRow[];
  onChange: (rows: StockRow[]) => void;
  /** SKU, serial and batch products take no opening stock (business-rules §5). */
  openingAllowed: boolean;
}

/** 库存数量 tab: opening stock and the low / high warning levels per depot. */
export function StockGrid({ rows, onChange, openingAllowed }: Props) {
  const set = (depotId: number, key: QtyKey, value: string): void => onChange(rows.map((r) => (r.depotId === depotId ? { ...r, [key]: value } : r)));
  const setAll = (key: QtyKey, value: string): void => onChange(rows.map((r) => ({ ...r, [key]: value })));
  const columns: ColumnsType<StockRow> = [
    { title: f.depot, dataIndex: 'depotName', width: 140 },
    { title: f.currentStock, dataIndex: 'currentNumber', width: 90 },
    ...KEYS.map((key) => ({
      title: f[key],
      dataIndex: key,
      width: 150,
      render: (_v: unknown, row: StockRow) => (
        <Input
          size="small"
          inputMode="decimal"
          aria-label={`${row.depotName}${f[key]}`}
          value={row[key] ?? ''}
          disabled={key === 'initStock' && !openingAllowed}
          onChange={(e) => set(row.depotId, key, e.target.value)}
        />
      ),
    })),
  ];
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        {KEYS.map((key) => (
          <BatchValueButton
            key={key}
            label={format(t.batchSet, { label: f[key].replace('数量', '') })}
            placeholder={t.enterQty}
            onApply={(value) => setAll(key, value)}
          />
        ))}
      </Space>
      <Table<StockRow> rowKey="depotId" size="small" pagination={false} columns={columns} dataSource={rows} scroll={{ y: 300 }} />
    </div>
  );
}
