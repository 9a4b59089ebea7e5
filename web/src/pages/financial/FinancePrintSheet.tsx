import { moneyInCapitals, type FinanceKind } from '@suanpan/contracts';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import type { Row } from '../../platform/list/listTypes';
import { PaperSheet } from '../../platform/document/PaperSheet';
import { accountLabel, moneyColumns, partnerOf } from './financeCatalogue';

const f = messages.finance.field;
const p = messages.bill.print;
const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const sum = (rows: readonly Row[], key: string): string => rows.reduce((t, r) => t.plus(new Decimal(s(r[key]) || '0')), new Decimal(0)).toFixed(2);

interface Props {
  kind: FinanceKind;
  /** The document as its list shows it (money already masked by the server where the role must not see it). */
  head: Row;
  lines: readonly Row[];
  companyName?: string | null | undefined;
  /** A settled bill's number as the view shows it (a link to the goods bill); plain text when absent. */
  billNumber?: (line: Row) => ReactNode;
}

/**
 * A finance document as a sheet of paper (the same look as the goods bills' sheet): company and title, header
 * facts, the lines with their 合计, signatures. It is also the read-only view; printing shows the sheet alone.
 */
export function FinancePrintSheet({ kind, head, lines, companyName, billNumber }: Props) {
  const partner = partnerOf(kind);
  const money = lines.length > 0 ? sum(lines, 'eachAmount') : null;
  const meta: Array<[string, string]> = [
    [f.billNo, s(head.billNo)],
    [f.billTime, s(head.billTimeStr)],
    ...(partner ? [[partner.label, s(head.organName)] as [string, string]] : []),
    ...(kind.headAccount ? [[accountLabel(kind), s(head.accountName)] as [string, string]] : []),
    [f.handsPerson, s(head.handsPersonName)],
    ...moneyColumns(kind).map((c) => [c.title, s(head[c.key])] as [string, string]),
    // In capitals: what the lines come to (the sheet's 合计), once they are read.
    ...(money ? ([[p.amountInCapitals, moneyInCapitals(money)]] as Array<[string, string]>) : []),
    [f.status, messages.bill.status[s(head.status) as '0' | '1' | '9'] ?? s(head.status)],
    [f.remark, s(head.remark)],
  ];
  const cols: Array<[string, string]> = [
    ...(kind.settles
      ? ([
          ['billNumber', f.billNumber],
          ['needDebt', f.needDebt],
          ['finishDebt', f.finishDebt],
        ] as Array<[string, string]>)
      : []),
    ...(kind.inOutItem ? ([['inOutItemName', `${kind.inOutItem}${f.inOutItem}`]] as Array<[string, string]>) : []),
    ...(kind.lineAccount ? ([['accountName', f.lineAccount]] as Array<[string, string]>) : []),
    ['eachAmount', f.eachAmount],
    ['remark', f.lineRemark],
  ];
  const cell = (line: Row, key: string): ReactNode => (key === 'billNumber' && billNumber ? billNumber(line) : s(line[key]));
  return (
    <PaperSheet
      testId="finance-sheet"
      company={companyName}
      title={kind.label}
      meta={meta}
      cols={cols}
      rows={lines}
      cell={cell}
      total={(k) => (k === 'eachAmount' ? sum(lines, k) : '')}
      creator={s(head.userName)}
      auditor={head.auditorName ? s(head.auditorName) : null}
    />
  );
}
