import { takesPayment, type BillKind } from '@suanpan/contracts';
import dayjs from 'dayjs';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';
import type { PrintData } from '../billApi';
import { headExtras, viewOf } from '../billCatalogue';
import { money } from '../lines/lineMath';
import { statusLabel } from '../list/BillStatusTag';

const f = messages.bill.field;
const c = messages.bill.line;
const p = messages.bill.print;
const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The bill as a sheet of paper: header facts, lines with totals, signatures. Also the read-only view. */
export function BillPrintSheet({ kind, data }: { kind: BillKind; data: PrintData }) {
  const v = viewOf(kind);
  const b = data.bill;
  const dir = String(kind.direction) as '1' | '-1';
  const changeLabel = kind.money === 'order' ? messages.bill.editor.changeAmountOrder[dir] : messages.bill.editor.changeAmountTrade[dir];
  const meta: Array<[string, string]> = [
    [f.number, s(b.number)],
    [f.operTime, s(b.operTimeStr)],
    ...(v.partner ? [[messages.bill.partner[v.partner.type], s(b.organName)] as [string, string]] : []),
    ...(b.linkNumber ? [[f.linkNumber, s(b.linkNumber)] as [string, string]] : []),
    [f.statusCol, statusLabel(kind, s(b.status), b.closeReason)],
    ...(takesPayment(kind) ? [[f.accountName, s(b.accountName)] as [string, string]] : []),
    ...(v.prices ? [[f.totalPrice, money(b.totalPrice)] as [string, string]] : []),
    ...(v.tax ? ([[f.discountLastMoney, money(b.discountLastMoney)]] as Array<[string, string]>) : []),
    ...(takesPayment(kind) && v.tax ? ([[changeLabel, money(b.changeAmount)]] as Array<[string, string]>) : []),
    ...headExtras(kind)
      .filter((k) => k !== 'terms' && b[k])
      .map((k) => [f[k], s(b[k])] as [string, string]),
    ...(kind.money === 'trade' ? ([[f.debt, money(b.debt)]] as Array<[string, string]>) : []),
    [f.remark, s(b.remark)],
    ...(b.terms ? ([[f.terms, s(b.terms)]] as Array<[string, string]>) : []),
  ];
  // Cells are read by column key: the rows and the footer as plain records.
  const rows: Row[] = data.rows;
  const footer: Row = data.footer;
  const cols: Array<[keyof Row & string, string]> = [
    ...(v.hasDepot ? ([['depotName', c.depot]] as Array<[string, string]>) : []),
    ...(v.transfer ? ([['anotherDepotName', c.anotherDepot]] as Array<[string, string]>) : []),
    ...(v.assembly ? ([['mType', c.mType]] as Array<[string, string]>) : []),
    ['barCode', c.barCode],
    ['name', c.name],
    ['standard', c.standard],
    ['unit', c.unit],
    ['operNumber', c.operNumber],
    ...(v.prices
      ? ([
          ['unitPrice', c.unitPrice],
          ['allPrice', c.allPrice],
        ] as Array<[string, string]>)
      : []),
    ...(v.tax
      ? ([
          ['taxRate', c.taxRate],
          ['taxMoney', c.taxMoney],
          ['taxLastMoney', c.taxLastMoney],
        ] as Array<[string, string]>)
      : []),
    ['remark', c.remark],
  ];
  return (
    <div className="bill-print-sheet" data-testid="bill-sheet">
      {data.company?.companyName ? <div>{s(data.company.companyName)}</div> : null}
      <h2>{data.title}</h2>
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
          {rows.map((r, i) => (
            <tr key={String(r.id ?? i)}>
              {cols.map(([k]) => (
                <td key={k}>{s(r[k])}</td>
              ))}
            </tr>
          ))}
          <tr>
            {cols.map(([k], i) => (
              <td key={k}>{i === 0 ? c.total : ['operNumber', 'allPrice', 'taxMoney', 'taxLastMoney'].includes(k) ? s(footer[k]) : ''}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <div className="bill-print-signs">
        <span>
          {p.signCreator}：{s(b.userName)}
        </span>
        <span>{p.signAudit}：</span>
        <span>{p.signReceive}：</span>
        <span>
          {p.printedAt}：{dayjs().format('YYYY-MM-DD HH:mm')}
        </span>
      </div>
    </div>
  );
}
