import { moneyInCapitals, takesPayment, type BillKind } from '@suanpan/contracts';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';
import type { PrintData } from '../billApi';
import { headExtras, viewOf } from '../billCatalogue';
import { money, text } from '../lines/lineMath';
import { amountTotal, quantityTotals, sumOf } from '../lines/lineTotals';
import { rolesOf } from '../lines/productionLines';
import { statusLabel } from '../list/BillStatusTag';
import { PaperSheet } from '../../../platform/document/PaperSheet';

const f = messages.bill.field;
const c = messages.bill.line;
const p = messages.bill.print;
const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The partner's 联系人, 联系电话 and 地址, those that are set. */
function contactFacts(partner: PrintData['partner']): Array<[string, string]> {
  if (!partner) return [];
  const facts: Array<[string, string | null]> = [
    [p.contacts, partner.contacts],
    [p.phone, partner.phone],
    [p.address, partner.address],
  ];
  return facts.filter((x): x is [string, string] => Boolean(x[1]));
}

/** The bill as a sheet of paper: header facts, lines with totals, signatures. Also the read-only view. */
export function BillPrintSheet({ kind, data }: { kind: BillKind; data: PrintData }) {
  const v = viewOf(kind);
  const b = data.bill;
  const dir = String(kind.direction) as '1' | '-1';
  const changeLabel = kind.money === 'order' ? messages.bill.editor.changeAmountOrder[dir] : messages.bill.editor.changeAmountTrade[dir];
  // In capitals: what the bill comes to — after discount where the kind has tax and discount, else its 金额合计.
  const capitalsOf = v.prices ? s(v.tax ? b.discountLastMoney : b.totalPrice) || '0' : null;
  const meta: Array<[string, string]> = [
    [f.number, s(b.number)],
    [f.operTime, s(b.operTimeStr)],
    ...(v.partner ? [[messages.bill.partner[v.partner.type], s(b.organName)] as [string, string]] : []),
    ...contactFacts(data.partner),
    ...(b.linkNumber ? [[f.linkNumber, s(b.linkNumber)] as [string, string]] : []),
    [f.statusCol, statusLabel(kind, s(b.status), b.closeReason)],
    ...(takesPayment(kind) ? [[f.accountName, s(b.accountName)] as [string, string]] : []),
    ...(v.prices ? [[f.totalPrice, money(b.totalPrice)] as [string, string]] : []),
    ...(v.tax ? ([[f.discountLastMoney, money(b.discountLastMoney)]] as Array<[string, string]>) : []),
    ...(capitalsOf ? ([[p.amountInCapitals, moneyInCapitals(capitalsOf)]] as Array<[string, string]>) : []),
    ...(takesPayment(kind) && v.tax ? ([[changeLabel, money(b.changeAmount)]] as Array<[string, string]>) : []),
    ...headExtras(kind)
      .filter((k) => k !== 'terms' && b[k])
      .map((k) => [f[k], s(b[k])] as [string, string]),
    ...(kind.money === 'trade' ? ([[f.debt, money(b.debt)]] as Array<[string, string]>) : []),
    [f.remark, s(b.remark)],
    ...(b.terms ? ([[f.terms, s(b.terms)]] as Array<[string, string]>) : []),
  ];
  // Cells are read by column key: the rows as plain records.
  const rows: Row[] = data.rows;
  const cols: Array<[keyof Row & string, string]> = [
    ...(v.hasDepot ? ([['depotName', c.depot]] as Array<[string, string]>) : []),
    ...(v.transfer ? ([['anotherDepotName', c.anotherDepot]] as Array<[string, string]>) : []),
    ...(rolesOf(kind) || kind.stockCount === 'adjust' ? ([['mType', c.mType]] as Array<[string, string]>) : []),
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
  // Every 合计 from the lines, as the editor's grid totals them: quantities per role where lines have roles, a
  // receipt's 金额 as its 成品's (the server's footer sums every line, as jshERP's detail footer does).
  const totals: Record<string, string> = {
    operNumber: quantityTotals(kind, rows)
      .map(([label, total]) => (rolesOf(kind) ? `${label}：${text(total)}` : text(total)))
      .join('　'),
    allPrice: text(amountTotal(kind, rows)),
    taxMoney: text(sumOf(rows, 'taxMoney')),
    taxLastMoney: text(sumOf(rows, 'taxLastMoney')),
  };
  return (
    <PaperSheet
      testId="bill-sheet"
      company={data.company?.companyName ? s(data.company.companyName) : null}
      title={data.title}
      meta={meta}
      cols={cols}
      rows={rows}
      cell={(r, k) => s(r[k])}
      total={(k) => totals[k] ?? ''}
      creator={s(b.userName)}
      auditor={data.auditorName}
      note={data.saleAgreement ? { label: p.saleAgreement, text: data.saleAgreement } : null}
    />
  );
}
