import { isPurchasedFor, purchaseForLink, type BillKind } from '@suanpan/contracts';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { messages } from '../../../app/i18n';
import { isTotalsRow } from '../../../platform/list/listQuery';
import type { Row } from '../../../platform/list/listTypes';
import { BILL_COLUMNS, layoutOf, type ColumnSpec } from './billListLayout';
import { BillStatusTag, PurchaseStatusTag } from './BillStatusTag';

const c = messages.bill.column;
const WIDTHS: Record<string, number> = {
  organName: 120,
  number: 170,
  linkNumber: 160,
  linkApply: 160,
  materialsList: 180,
  operTimeStr: 150,
  remark: 140,
  salesManStr: 100,
  accountName: 110,
  userName: 80,
  materialCount: 70,
};

/** The number with [订] for a linked bill and [退] when a return links to it (screens §3.1). */
function numberText(row: Row): string {
  return `${String(row.number ?? '')}${row.linkNumber ? '[订]' : ''}${row.hasBackFlag ? '[退]' : ''}`;
}

const dec = (v: unknown) => new Decimal(typeof v === 'string' || typeof v === 'number' ? v : 0);

/** 本次欠款: green "有付款单" once finance settled part of it (最终欠款 below it), red "暂未付款" while none did. */
export function DebtCell({ kind, row }: { kind: BillKind; row: Row }): ReactNode {
  const debt = dec(row.debt);
  if (!debt.greaterThan(0)) return String(row.debt ?? '');
  const hint = messages.bill.debtHint[kind.priceCategory === 'sale' ? 'sale' : 'buy'];
  const settled = dec(row.lastDebt).lessThan(debt);
  return (
    <Tooltip title={settled ? hint.settled : hint.open}>
      <span className={settled ? 'bill-debt-settled' : 'bill-debt-open'}>{String(row.debt)}</span>
    </Tooltip>
  );
}

/** Cell renderers; the 合计 row never reaches them (withTotalsRow draws it). */
function render(kind: BillKind, key: string): ((value: unknown, row: Row) => ReactNode) | undefined {
  if (key === 'number') return (_v, row) => numberText(row);
  if (key === 'discount') return (v) => (v && String(v) !== '0' ? `${String(v)}%` : '');
  if (key === 'debt' && kind.money === 'trade') return (_v, row) => <DebtCell kind={kind} row={row} />;
  if (key === 'status') return (s, row) => <BillStatusTag kind={kind} status={String(s)} closeReason={row.closeReason} />;
  return undefined;
}

/** Every column a kind's list offers (列设置 picks among them), in screen order; `shown` marks the defaults. */
export function billColumnSpecs(kind: BillKind, flags: { purchaseBySale?: boolean } = {}): ColumnSpec[] {
  const specs = layoutOf(BILL_COLUMNS, kind).filter(([key]) => purchaseForLink(kind)?.field !== key || flags.purchaseBySale);
  // 采购进度: how far 以销定购 purchase orders cover a sales order (only with 以销定购 on).
  return isPurchasedFor(kind) && flags.purchaseBySale ? [...specs, ['purchaseStatus', 'status', true]] : specs;
}

/** The list columns of one kind: the action column, then the chosen data columns (one definition for all 14 screens). */
export function billColumns(
  kind: BillKind,
  actions: (row: Row) => ReactNode,
  visible: readonly string[],
  flags: { purchaseBySale?: boolean } = {},
): ColumnsType<Row> {
  const data: ColumnsType<Row> = billColumnSpecs(kind, flags)
    .filter(([key]) => visible.includes(key))
    .map(([key, title]) => {
      if (key === 'purchaseStatus') {
        return {
          dataIndex: key,
          title: messages.bill.field.purchaseStatus,
          width: 90,
          fixed: 'right',
          render: (s: unknown) => <PurchaseStatusTag status={String(s ?? '0')} />,
        };
      }
      const fixed = key === 'status' ? ('right' as const) : undefined;
      return { dataIndex: key, title: c[title], width: WIDTHS[key] ?? 90, ellipsis: key !== 'status', fixed, render: render(kind, key) };
    });
  return [
    {
      title: messages.common.action,
      key: 'action',
      width: isPurchasedFor(kind) ? 230 : 190,
      fixed: 'left',
      render: (_: unknown, row: Row) => (isTotalsRow(row) ? null : actions(row)),
    },
    ...data,
  ];
}

/** Columns summed in the 合计 row. */
export const BILL_SUM_COLUMNS = [
  'materialCount',
  'totalPrice',
  'totalTaxLastMoney',
  'changeAmount',
  'debt',
  'lastDebt',
  'getAmount',
  'needInMoney',
  'needOutMoney',
  'needBackMoney',
  'otherMoney',
  'deposit',
  'lastDeposit',
];
