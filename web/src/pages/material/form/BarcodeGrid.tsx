import { Input, Radio, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import { materialApi } from '../materialApi';
import { PRICE_KEYS, type BarcodeRow, type PriceKey } from '../materialTypes';
import type { UnitRatio } from './barcodeRows';
import { BatchValueButton } from './BatchValueButton';
import type { BarcodeRowsState } from './useBarcodeRows';

const f = messages.material.fields;
const t = messages.material.modal;
const PRICE_TITLES: Record<PriceKey, string> = { purchaseDecimal: f.purchase, commodityDecimal: f.retail, wholesaleDecimal: f.wholesale, lowDecimal: f.lowest };

interface Props {
  state: BarcodeRowsState;
  units: UnitRatio[] | undefined;
  sku: boolean;
  suggested: string | undefined;
}

/** The barcode grid: one row per unit or SKU combination, each with its barcode, prices and the default mark. */
export function BarcodeGrid({ state, units, sku, suggested }: Props) {
  const [taken, setTaken] = useState<Record<string, boolean>>({});

  // The server answers whether another row of the tenant already holds the barcode.
  const check = async (row: BarcodeRow): Promise<void> => {
    const code = row.barCode.trim();
    const exists = code.length >= 4 ? await materialApi.barCodeExists(code, row.id).catch(() => false) : false;
    setTaken((m) => ({ ...m, [row.key]: exists }));
  };

  const barcodeError = (row: BarcodeRow): string | undefined => {
    const code = row.barCode.trim();
    if (code === '') return t.barcodeRequired;
    if (code.length < 4 || code.length > 40) return t.barcodeLength;
    return taken[row.key] ? t.barcodeExists : undefined;
  };

  const columns: ColumnsType<BarcodeRow> = [
    {
      title: f.defaultRow,
      dataIndex: 'defaultFlag',
      width: 56,
      align: 'center',
      render: (_v, row) => <Radio checked={row.defaultFlag} aria-label={t.setDefault} onChange={() => state.setDefault(row.key)} />,
    },
    {
      title: f.barCode,
      dataIndex: 'barCode',
      width: 170,
      render: (_v, row) => {
        const error = barcodeError(row);
        return (
          <Tooltip
            title={error === t.barcodeExists && suggested ? `${error}，${format(t.suggestBarcode, { code: suggested })}` : error}
            open={error ? undefined : false}
          >
            <Input
              size="small"
              value={row.barCode}
              status={error ? 'error' : undefined}
              aria-label={f.barCode}
              data-testid="barcode-input"
              onChange={(e) => state.edit(row.key, { barCode: e.target.value })}
              onBlur={() => void check(row)}
            />
          </Tooltip>
        );
      },
    },
    { title: f.unit, dataIndex: 'commodityUnit', width: 70 },
    ...(sku ? [{ title: f.sku, dataIndex: 'sku', width: 110 }] : []),
    ...PRICE_KEYS.map((key) => ({
      title: PRICE_TITLES[key],
      dataIndex: key,
      width: 100,
      render: (_v: unknown, row: BarcodeRow) => (
        <Input
          size="small"
          value={row[key] ?? ''}
          aria-label={PRICE_TITLES[key]}
          inputMode="decimal"
          onChange={(e) => state.edit(row.key, { [key]: e.target.value }, units)}
        />
      ),
    })),
  ];

  return (
    <div className="material-barcode-grid">
      <Space wrap style={{ marginBottom: 8 }}>
        {PRICE_KEYS.map((key) => (
          <BatchValueButton
            key={key}
            label={format(t.batchSet, { label: PRICE_TITLES[key] })}
            placeholder={t.enterPrice}
            onApply={(value) => state.setPriceForAll(key, value, units)}
          />
        ))}
      </Space>
      <Table<BarcodeRow> rowKey="key" size="small" pagination={false} columns={columns} dataSource={state.rows} scroll={{ x: 720, y: 240 }} />
    </div>
  );
}
