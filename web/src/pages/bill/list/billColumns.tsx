import type { BillKind } from '@suanpan/contracts';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { messages } from '../../../app/i18n';
import { isTotalsRow } from '../../../platform/list/listQuery';
import type { Row } from '../../../platform/list/listTypes';
import { showsLink, viewOf } from '../billCatalogue';
import { BillStatusTag, PurchaseStatusTag } from './BillStatusTag';

const f = messages.bill.field;
const col = (dataIndex: string, title: string, width?: number): ColumnsType<Row>[number] => ({ dataIndex, title, width, ellipsis: true });

/** The number with [订] for a linked bill and [退] when a return links to it (screens §3.1). */
function numberText(row: Row): string {
  return `${String(row.number ?? '')}${row.linkNumber ? '[订]' : ''}${row.hasBackFlag ? '[退]' : ''}`;
}

/** Money columns of a kind's list, following its money rule (§3.2 default columns). */
function moneyColumns(kind: BillKind): ColumnsType<Row> {
  const v = viewOf(kind);
  if (v.retail) return [col('totalPrice', f.totalPrice, 100), col('getAmount', f.getAmount, 100), col('backAmount', f.backAmount, 80)];
  if (kind.money === 'order') return [col('totalPrice', f.totalPrice, 100), col('totalTaxLastMoney', f.totalTaxLastMoney, 100), col('changeAmount', f.orderDeposit, 90), col('lastDeposit', f.lastDeposit, 90)];
  if (kind.money === 'trade') return [col('totalPrice', f.totalPrice, 100), col('totalTaxLastMoney', f.totalTaxLastMoney, 100), col('changeAmount', f.changeAmount, 100), col('debt', f.debt, 90)];
  return v.prices ? [col('totalPrice', f.totalPrice, 100)] : [];
}

/** The list columns of one kind, built from the catalogue (one definition for all 14 screens). */
export function billColumns(kind: BillKind, actions: (row: Row) => ReactNode, flags: { purchaseBySale?: boolean; inOutManage?: boolean } = {}): ColumnsType<Row> {
  const v = viewOf(kind);
  // 采购进度: how far 以销定购 purchase orders cover a sales order (screens §3.2, only with 以销定购 on).
  const purchase: ColumnsType<Row> = flags.purchaseBySale && kind.prefix === 'XSDD'
    ? [{ dataIndex: 'purchaseStatus', title: f.purchaseStatus, width: 90, fixed: 'right', render: (s: unknown, row: Row) => (isTotalsRow(row) ? null : <PurchaseStatusTag status={String(s ?? '0')} />) }]
    : [];
  const partner = v.partner ? [col('organName', messages.bill.partner[v.partner.type], 120)] : [];
  return [
    { title: messages.common.action, key: 'action', width: kind.prefix === 'XSDD' ? 230 : 190, fixed: 'left', render: (_: unknown, row: Row) => (isTotalsRow(row) ? null : actions(row)) },
    ...partner,
    { dataIndex: 'number', title: f.number, width: 190, render: (_: unknown, row: Row) => (isTotalsRow(row) ? String(row.label ?? '') : numberText(row)) },
    ...(showsLink(kind, Boolean(flags.inOutManage)) ? [col('linkNumber', f.linkNumber, 170)] : []),
    col('materialsList', f.materialsList, 200),
    col('operTimeStr', f.operTime, 160),
    col('userName', f.userName, 80),
    col('materialCount', f.materialCount, 70),
    ...moneyColumns(kind),
    col('remark', f.remark, 120),
    {
      dataIndex: 'status', title: f.statusCol, width: 90, fixed: 'right',
      render: (s: unknown, row: Row) => (isTotalsRow(row) ? null : <BillStatusTag kind={kind} status={String(s)} closeReason={row.closeReason} />),
    },
    ...purchase,
  ];
}

/** Columns summed in the 合计 row. */
export const BILL_SUM_COLUMNS = ['materialCount', 'totalPrice', 'totalTaxLastMoney', 'changeAmount', 'debt', 'getAmount'];
