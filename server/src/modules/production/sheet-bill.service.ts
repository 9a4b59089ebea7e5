import { BILL_KINDS, BILL_STATUS_LABELS, type BillDetailLine, type BillPrefix, type BillPrintData } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import {
  addFormSheet,
  MONEY_FORMAT,
  newWorkbook,
  numberCell,
  QTY_FORMAT,
  workbookReply,
  type Cell,
  type FormSheetSpec,
  type SheetColumn,
} from '../../platform/export/styled-sheet.js';
import { billPrintData, findBill } from '../stock/bill-read.service.js';
import { lineUsage, partnerContact } from './sheet.repository.js';

/** Which bill a sheet call names: by id (`headerId`) or by number; `organId`, when sent, must be the bill's partner. */
export interface BillRef {
  headerId?: number | undefined;
  number?: string | undefined;
  organId?: number | undefined;
}

/** The visible bill of that kind the reference names, with its lines and letterhead; otherwise 404 as for any bill one cannot read. */
export async function billForSheet(db: Kysely<Database>, session: Session, prefix: BillPrefix, ref: BillRef): Promise<BillPrintData> {
  const cond = ref.headerId ? { id: String(ref.headerId) } : { number: ref.number ?? '' };
  const bill = await findBill(db, session, cond, { prefix });
  if (!bill || bill.prefix !== prefix || (ref.organId && String(bill.organId) !== String(ref.organId))) throw notFound('单据不存在或已被删除');
  // The print data's rows are the ones `/depotHead/printData` answers with, checked against this schema there.
  return (await billPrintData(db, session, String(bill.id))) as unknown as BillPrintData;
}

const PRICED: SheetColumn[] = [
  { header: '序号', width: 6 },
  { header: '条码', width: 16 },
  { header: '名称', width: 18 },
  { header: '规格', width: 12 },
  { header: '型号', width: 12 },
  { header: '颜色', width: 8 },
  { header: '单位', width: 6 },
  { header: '数量', width: 10, numFmt: QTY_FORMAT },
  { header: '单价', width: 10, numFmt: MONEY_FORMAT },
  { header: '金额', width: 12, numFmt: MONEY_FORMAT },
  { header: '税率(%)', width: 8 },
  { header: '税额', width: 10, numFmt: MONEY_FORMAT },
  { header: '价税合计', width: 12, numFmt: MONEY_FORMAT },
  { header: '备注', width: 14 },
];

const pricedRow = (l: BillDetailLine, i: number): Cell[] => [
  i + 1,
  l.barCode,
  l.name,
  l.standard,
  l.model,
  l.color ?? l.sku,
  l.unit,
  numberCell(l.operNumber),
  numberCell(l.unitPrice),
  numberCell(l.allPrice),
  numberCell(l.taxRate),
  numberCell(l.taxMoney),
  numberCell(l.taxLastMoney),
  l.remark,
];

/** The bill's money under its lines, as the kind has it (a quote and an order have no payment). */
function moneyNote(data: BillPrintData): string {
  const b = data.bill;
  const parts = [`优惠金额：${b.discountMoney}`, `优惠后金额：${b.discountLastMoney ?? ''}`];
  if (BILL_KINDS[b.prefix].money === 'trade') parts.push(`其他费用：${b.otherMoney}`, `本次收付：${b.changeAmount}`, `本次欠款：${b.debt}`);
  if (BILL_KINDS[b.prefix].money === 'order') parts.push(`订金：${b.changeAmount}`);
  return parts.join('    ');
}

/** Header fields of a bill: partner and its contact, number, date and the kind's own dates and links. */
async function headerInfo(db: Kysely<Database>, session: Session, data: BillPrintData): Promise<[string, Cell][]> {
  const b = data.bill;
  const kind = BILL_KINDS[b.prefix];
  const info: [string, Cell][] = [];
  if (kind.partner) {
    info.push([kind.partner.type, b.organName]);
    const contact = b.organId ? await partnerContact(db, session.tenantId, String(b.organId)) : undefined;
    if (kind.partner.required) info.push(['联系人', contact?.contacts ?? ''], ['电话', contact?.telephone || contact?.phoneNum || '']);
  }
  info.push(['单据编号', b.number], ['单据日期', b.operTimeStr]);
  if (kind.money === 'quote') info.push(['有效期至', b.validUntil]);
  if (kind.production === 'order') info.push(['计划开工', b.planStartDate], ['计划完工', b.deliveryTime]);
  else if (kind.money === 'order') info.push(['交货日期', b.deliveryTime]);
  if (b.linkNumber) info.push([kind.production === 'order' ? '关联销售订单' : '关联单号', b.linkNumber]);
  if (b.salesManStr) info.push(['销售人员', b.salesManStr]);
  info.push(['状态', b.closeReason === 'close' ? '已关闭' : (BILL_STATUS_LABELS[b.status] ?? b.status)]);
  return info;
}

/** A production order's lines: role, product, usage and loss per unit, quantity and depot. */
async function productionSpec(db: Kysely<Database>, session: Session, data: BillPrintData) {
  const usage = await lineUsage(db, session.tenantId, String(data.bill.id));
  const columns: SheetColumn[] = [
    { header: '序号', width: 6 },
    { header: '类型', width: 6 },
    { header: '条码', width: 16 },
    { header: '名称', width: 18 },
    { header: '规格', width: 12 },
    { header: '型号', width: 12 },
    { header: '颜色/SKU', width: 10 },
    { header: '单位', width: 6 },
    { header: '单位用量', width: 10, numFmt: QTY_FORMAT },
    { header: '损耗率(%)', width: 9, numFmt: QTY_FORMAT },
    { header: '数量', width: 10, numFmt: QTY_FORMAT },
    { header: '仓库', width: 12 },
    { header: '备注', width: 14 },
  ];
  const rows = data.rows.map((l, i): Cell[] => {
    const u = usage.get(String(l.id));
    return [
      i + 1,
      l.mType,
      l.barCode,
      l.name,
      l.standard,
      l.model,
      l.sku ?? l.color,
      l.unit,
      numberCell(u?.unitUsage),
      numberCell(u?.lossRate),
      numberCell(l.operNumber),
      l.depotName,
      l.remark,
    ];
  });
  return { columns, rows, totals: undefined };
}

/** The bill's sheet: letterhead, title, header block, lines with 合计, money, remark and signatures. */
export async function billSheet(db: Kysely<Database>, session: Session, data: BillPrintData) {
  const b = data.bill;
  const kind = BILL_KINDS[b.prefix];
  const withDepot = kind.depot !== 'none' && kind.stock !== 'none';
  const production = kind.production === 'order';
  const table = production
    ? await productionSpec(db, session, data)
    : {
        columns: withDepot ? [...PRICED.slice(0, 7), { header: '仓库', width: 12 }, ...PRICED.slice(7)] : PRICED,
        rows: data.rows.map((l, i) => {
          const row = pricedRow(l, i);
          return withDepot ? [...row.slice(0, 7), l.depotName, ...row.slice(7)] : row;
        }),
        totals: undefined as Cell[] | undefined,
      };
  if (!production) {
    const f = data.footer;
    const sums = [numberCell(f.operNumber), null, numberCell(f.allPrice), null, numberCell(f.taxMoney), numberCell(f.taxLastMoney), null];
    table.totals = [...Array<Cell>(table.columns.length - sums.length).fill(null), ...sums];
  }
  const notes = [
    ...(production ? [] : [moneyNote(data)]),
    ...(kind.money === 'quote' && b.terms ? [`报价条款：${b.terms}`] : []),
    ...(b.remark ? [`备注：${b.remark}`] : []),
  ];
  const company = data.company;
  const spec: FormSheetSpec = {
    sheetName: kind.label,
    company: company?.companyName || null,
    title: kind.label,
    info: await headerInfo(db, session, data),
    ...table,
    notes: [
      ...notes,
      ...(company?.companyAddress || company?.companyTel ? [`地址：${company.companyAddress ?? ''}    电话：${company.companyTel ?? ''}`] : []),
    ],
    signatures: [`制单人：${b.userName}`, `审核：${data.auditorName ?? ''}`, production ? '车间签收：' : `${kind.partner?.type ?? ''}签字：`],
    landscape: true,
  };
  const workbook = newWorkbook();
  addFormSheet(workbook, spec);
  return workbookReply(workbook, `${kind.label}_${b.number}.xlsx`);
}
