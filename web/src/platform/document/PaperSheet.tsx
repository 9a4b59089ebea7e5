import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import type { Row } from '../list/listTypes';

const p = messages.bill.print;

interface Props {
  testId: string;
  company?: string | null | undefined;
  title: string;
  /** Header facts, label and value, in reading order. */
  meta: ReadonlyArray<[string, ReactNode]>;
  /** Line columns: key and title. */
  cols: ReadonlyArray<[string, string]>;
  rows: readonly Row[];
  cell: (row: Row, key: string) => ReactNode;
  /** The 合计 row's cell under a column ('' where nothing is summed); the first column holds the word 合计. */
  total: (key: string) => ReactNode;
  creator: string;
  /** 审核人 of an audited document; left blank to sign by hand otherwise. */
  auditor?: string | null | undefined;
  /** Terms printed under the lines (a sale's 销售协议). */
  note?: { label: string; text: string } | null | undefined;
}

/**
 * A document as a sheet of paper — company and title, header facts, the lines with their 合计, signatures — shared by
 * the goods bills and the finance documents. It is also their read-only view; printing shows the sheet alone.
 */
export function PaperSheet({ testId, company, title, meta, cols, rows, cell, total, creator, auditor, note }: Props) {
  return (
    <div className="bill-print-sheet" data-testid={testId}>
      {company ? <div>{company}</div> : null}
      <h2>{title}</h2>
      <div className="bill-print-meta">
        {meta.map(([label, value]) => (
          <div key={label}>
            {label}：{value}
          </div>
        ))}
      </div>
      <table>
        <thead>
          <tr>
            {cols.map(([, t]) => (
              <th key={t}>{t}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={String(row.id ?? i)}>
              {cols.map(([k]) => (
                <td key={k}>{cell(row, k)}</td>
              ))}
            </tr>
          ))}
          <tr>
            {cols.map(([k], i) => (
              <td key={k}>{i === 0 ? messages.bill.line.total : total(k)}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {note ? (
        <div className="bill-print-note" data-testid={`${testId}-note`}>
          {note.label}：{note.text}
        </div>
      ) : null}
      <div className="bill-print-signs">
        <span>
          {p.signCreator}：{creator}
        </span>
        <span data-testid={`${testId}-auditor`}>
          {p.signAudit}：{auditor ?? ''}
        </span>
        <span>{p.signReceive}：</span>
        <span>
          {p.printedAt}：{dayjs().format('YYYY-MM-DD HH:mm')}
        </span>
      </div>
    </div>
  );
}
