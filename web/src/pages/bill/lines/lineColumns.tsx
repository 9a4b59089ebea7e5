import type { BillKind, LineRole } from '@suanpan/contracts';
import { WarningOutlined } from '@ant-design/icons';
import { Input, Select, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { format, messages } from '../../../app/i18n';
import type { Option } from '../billApi';
import { viewOf } from '../billCatalogue';
import { SerialCell } from '../entry/SerialCell';
import { BarcodeCell } from './BarcodeCell';
import { BatchCell } from './BatchCell';
import type { BillLine } from './lineTypes';
import { NumberCell } from './NumberCell';
import { COUNT_ROLES, MADE, rolesOf } from './productionLines';
import { dec, text } from './lineMath';
import { UnitCell } from './UnitCell';
import type { LineGridState } from './useLineGrid';
import type { LineStock } from './useLineStock';

const c = messages.bill.line;
const p = messages.bill.production;

interface Ctx {
  kind: BillKind;
  grid: LineGridState;
  depots: Option[];
  organId: number | undefined;
  readOnly: boolean;
  /** Opens 选择商品 for a line, with what its 条码 cell holds. */
  onBrowse?: ((key: string, text: string) => void) | undefined;
  /** Live stock of the lines and those going out beyond it (the editor; a count's 账面数量 is its own). */
  stock?: LineStock | undefined;
}

const txt = (key: keyof BillLine, title: string, width: number) => ({ key, dataIndex: key, title, width, ellipsis: true });

/**
 * Grid columns of a kind (screens §3.4): depot(s), barcode, product facts, unit, serial/batch (only when some line is
 * tracked), linked quantities (only when some line is linked), quantity, prices and tax by the money rule.
 */
export function lineColumns({ kind, grid, depots, organId, readOnly, onBrowse, stock }: Ctx): ColumnsType<BillLine> {
  const v = viewOf(kind);
  const lines = grid.lines;
  const linked = lines.some((l) => l.linkId !== undefined);
  const serial = v.tracked && lines.some((l) => l.enableSerialNumber === '1');
  const batch = v.tracked && lines.some((l) => l.enableBatchNumber === '1');
  const num = (key: 'operNumber' | 'unitPrice' | 'allPrice' | 'taxRate' | 'taxLastMoney', title: string, width = 90) => ({
    key,
    title,
    width,
    render: (_: unknown, l: BillLine) => (
      <NumberCell
        aria-label={title}
        value={l[key]}
        disabled={readOnly}
        status={key === 'operNumber' && stock?.shortageOf(l) ? 'warning' : undefined}
        onChange={(val) => grid.edit(l.key, key, val)}
      />
    ),
  });
  // A production receipt's prices are its cost (useProductionCost): shown, not typed.
  const costed = (key: 'unitPrice' | 'allPrice', title: string) => ({
    key,
    title: <Tooltip title={p.costTip}>{title}</Tooltip>,
    width: 100,
    align: 'right' as const,
    render: (_: unknown, l: BillLine) => l.barCode && <span aria-label={title}>{l[key] || '0'}</span>,
  });
  const depotCell = (key: 'depotId' | 'anotherDepotId', title: string) => ({
    key,
    title: <span className="required-title">{title}</span>,
    width: 120,
    render: (_: unknown, l: BillLine) => (
      <Select
        size="small"
        style={{ width: '100%' }}
        aria-label={title}
        value={l[key]}
        options={depots}
        disabled={readOnly}
        onChange={(d: number) => grid.edit(l.key, key, d)}
      />
    ),
  });
  const usage = (key: 'unitUsage' | 'lossRate', title: string) => ({
    key,
    title,
    width: 90,
    render: (_: unknown, l: BillLine) =>
      l.mType !== MADE && <NumberCell aria-label={title} value={l[key]} disabled={readOnly} onChange={(val) => grid.edit(l.key, key, val)} />,
  });
  const roleCell = {
    key: 'mType',
    title: <span className="required-title">{c.mType}</span>,
    width: 90,
    render: (_: unknown, l: BillLine) => (
      <Select
        size="small"
        style={{ width: '100%' }}
        aria-label={c.mType}
        value={l.mType}
        options={COUNT_ROLES.map((r) => ({ value: r, label: r }))}
        disabled={readOnly}
        onChange={(r: LineRole) => grid.edit(l.key, 'mType', r)}
      />
    ),
  };
  const counting = kind.stockCount === 'entry';
  const stockCell = {
    key: 'stock',
    dataIndex: 'stock',
    className: 'bill-line-stock',
    title: c.stock,
    width: 80,
    ellipsis: true,
    render: (_: unknown, l: BillLine) => {
      const figure = stock?.stockOf(l) ?? l.stock;
      const short = stock?.shortageOf(l);
      if (!short) return figure;
      const tip = `${format(c.shortTip, { available: short.available, unit: short.unit })}${stock?.minusStock ? c.shortAllowed : c.shortRefused}`;
      return (
        <Tooltip title={tip}>
          <Typography.Text type="warning" className="bill-line-short">
            <WarningOutlined /> {figure}
          </Typography.Text>
        </Tooltip>
      );
    },
  };
  return [
    ...(rolesOf(kind) ? [txt('mType', c.mType, 80)] : []),
    ...(kind.stockCount === 'adjust' ? [roleCell] : []),
    ...(v.hasDepot ? [depotCell('depotId', c.depot)] : []),
    ...(v.transfer ? [depotCell('anotherDepotId', c.anotherDepot)] : []),
    {
      key: 'barCode',
      title: <span className="required-title">{c.barCode}</span>,
      width: 130,
      render: (_: unknown, l: BillLine) => (
        <BarcodeCell
          value={l.barCode}
          disabled={readOnly || linked}
          onLookup={(code) => void grid.lookup(l.key, code)}
          search={(text, signal) => grid.search(text, l.key, signal)}
          onPick={(row) => grid.place(l.key, [{ row, quantity: '1' }])}
          onBrowse={onBrowse && ((text) => onBrowse(l.key, text))}
        />
      ),
    },
    txt('name', c.name, 120),
    txt('standard', c.standard, 80),
    txt('model', c.model, 80),
    // A SKU product's lines differ only by their attributes (红色,L): shown once some line has them.
    ...(lines.some((l) => l.sku) ? [txt('sku', c.sku, 90)] : []),
    ...(v.hasDepot ? [counting ? txt('stock', p.bookNumber, 80) : stockCell] : []),
    {
      key: 'unit',
      title: c.unit,
      width: 90,
      render: (_: unknown, l: BillLine) => (
        <UnitCell line={l} prefix={kind.prefix} organId={organId} disabled={readOnly || l.linkId !== undefined} onSwitch={(o) => grid.switchUnit(l.key, o)} />
      ),
    },
    ...(serial
      ? [
          {
            key: 'snList',
            title: c.snList,
            width: 180,
            render: (_: unknown, l: BillLine) =>
              l.enableSerialNumber === '1' && (
                <SerialCell line={l} picker={kind.serials === 'issue' && !readOnly} disabled={readOnly} onChange={(v) => grid.edit(l.key, 'snList', v)} />
              ),
          },
        ]
      : []),
    ...(batch
      ? [
          {
            key: 'batchNumber',
            title: c.batchNumber,
            width: 120,
            render: (_: unknown, l: BillLine) =>
              l.enableBatchNumber === '1' &&
              (kind.serials === 'issue' && !readOnly ? (
                <BatchCell
                  line={l}
                  onPick={(b, exp) => {
                    grid.edit(l.key, 'batchNumber', b);
                    grid.edit(l.key, 'expirationDate', exp);
                  }}
                />
              ) : (
                <Input size="small" value={l.batchNumber} disabled={readOnly} onChange={(e) => grid.edit(l.key, 'batchNumber', e.target.value)} />
              )),
          },
          {
            key: 'expirationDate',
            title: c.expirationDate,
            width: 110,
            render: (_: unknown, l: BillLine) =>
              l.enableBatchNumber === '1' && (
                <Input
                  size="small"
                  value={l.expirationDate}
                  placeholder="YYYY-MM-DD"
                  disabled={readOnly || kind.serials === 'issue'}
                  onChange={(e) => grid.edit(l.key, 'expirationDate', e.target.value)}
                />
              ),
          },
        ]
      : []),
    ...(linked ? [txt('preNumber', c.preNumber, 70), txt('finishNumber', c.finishNumber, 70)] : []),
    num('operNumber', counting ? p.countedNumber : c.operNumber),
    ...(counting
      ? [{ key: 'difference', title: p.difference, width: 80, render: (_: unknown, l: BillLine) => l.barCode && text(dec(l.operNumber).minus(dec(l.stock))) }]
      : []),
    ...(kind.production === 'order' ? [usage('unitUsage', p.unitUsage), usage('lossRate', p.lossRate)] : []),
    ...(v.prices
      ? kind.cost === 'consumed'
        ? [costed('unitPrice', c.unitPrice), costed('allPrice', c.allPrice)]
        : [num('unitPrice', c.unitPrice), num('allPrice', c.allPrice, 100)]
      : []),
    ...(v.tax ? [num('taxRate', c.taxRate, 70), txt('taxMoney', c.taxMoney, 80), num('taxLastMoney', c.taxLastMoney, 100)] : []),
    {
      key: 'remark',
      title: c.remark,
      width: 110,
      render: (_: unknown, l: BillLine) => (
        <Input size="small" value={l.remark} disabled={readOnly} onChange={(e) => grid.edit(l.key, 'remark', e.target.value)} />
      ),
    },
  ];
}
