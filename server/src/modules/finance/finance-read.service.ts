import { BUTTON, OPENING_BILL_NUMBER } from '@suanpan/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden, notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { grantedKinds } from '../../platform/document/access.js';
import { datedFileName } from '../../platform/export/dated-file-name.js';
import { exportList } from '../../platform/list/list-export.js';
import { listPage, type PageParams } from '../../platform/list/list-source.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { FINANCE_DOC_KINDS, financeKindOfType } from './finance-document.js';
import { financeRows, financeSource, financeWhere, presentFinance } from './finance-list.query.js';
import { maskedFinancePrefixes, maskHead } from './finance-mask.js';
import type { FinanceSearch } from './finance-search.js';

/**
 * The heads a caller may see: the kind asked for (refused without its page) or every kind whose page
 * they hold, narrowed by the role's data scope (全部/本部门/个人).
 */
async function visible(
  db: Kysely<Database>,
  session: Session,
  search: FinanceSearch,
  button?: string,
): Promise<{ where: RawBuilder<unknown>; masked: string[] }> {
  const allowed = await grantedKinds(db, session, FINANCE_DOC_KINDS, button);
  let kinds = allowed;
  if (search.type) {
    const kind = financeKindOfType(search.type);
    if (!allowed.includes(kind)) throw forbidden();
    kinds = [kind];
  }
  const scope = await loadDataScope(db, session);
  return { where: financeWhere({ tenantId: session.tenantId, creators: scope.creators }, kinds, search), masked: maskedFinancePrefixes(scope.priceLimits) };
}

export async function listFinance(db: Kysely<Database>, session: Session, search: FinanceSearch, page: PageParams) {
  const { where, masked } = await visible(db, session, search);
  return listPage(db, financeSource(where, masked), page);
}

/** 导出 of a finance list, named by its kind and the day (收款单-20261207.xlsx; 财务单据-… over every kind). */
export async function exportFinance(db: Kysely<Database>, session: Session, search: FinanceSearch) {
  const { where, masked } = await visible(db, session, search, BUTTON.export);
  const name = search.type ? financeKindOfType(search.type).label : '财务单据';
  return exportList(db, financeSource(where, masked), { fileName: await datedFileName(db, name), sheetName: name });
}

/** The visible heads `extra` picks, presented (masked where the role's price limit says), and the masked kinds. */
async function readHeads(db: Kysely<Database>, session: Session, extra: RawBuilder<unknown>) {
  const { where, masked } = await visible(db, session, {});
  const { rows } = await financeRows(sql`${where} and ${extra}`).execute(db);
  return { rows: rows.map((r) => maskHead(presentFinance(r), masked)), masked };
}

async function readRows(db: Kysely<Database>, session: Session, extra: RawBuilder<unknown>) {
  return (await readHeads(db, session, extra)).rows;
}

/** `info`: one document the caller may see; another tenant's, a deleted one or one outside the scope is not found. */
export async function financeInfo(db: Kysely<Database>, session: Session, id: string) {
  const [info] = await readRows(db, session, sql`h.id = ${id}`);
  if (!info) throw notFound('单据不存在或已被删除');
  return { info };
}

/** `getDetailByNumber`: the document of that number, or `{}` (the reference's answer for none). */
export async function financeByNumber(db: Kysely<Database>, session: Session, billNo: string) {
  const [row] = await readRows(db, session, sql`h.number = ${billNo}`);
  return row ?? {};
}

/** `getFinancialBillNoByBillId`: the visible finance documents that settled the goods bill. */
export async function financeOfBill(db: Kysely<Database>, session: Session, billId: string) {
  return readRows(
    db,
    session,
    sql`exists (select 1 from account_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and i.bill_id = ${billId} and not i.delete_flag)`,
  );
}

const dec = (v: unknown) => (v === null || v === undefined ? null : trimDecimal(String(v)));

/** `/accountItem/getDetailList`: the lines of a visible document (`QiChu` naming the opening balance). */
export async function financeLines(db: Kysely<Database>, session: Session, headerId: string) {
  if (headerId === '0') return { total: 0, rows: [] };
  const { rows: heads, masked: maskedKinds } = await readHeads(db, session, sql`h.id = ${headerId}`);
  const [head] = heads;
  if (!head) throw notFound('单据不存在或已被删除');
  const masked = maskedKinds.includes(String(head.prefix));
  const { rows } = await sql<Record<string, unknown>>`
    select i.id, i.account_id, a.name as account_name, i.in_out_item_id, io.name as in_out_item_name, i.bill_id, d.number as bill_number,
      i.need_debt, i.finish_debt, i.each_amount, i.remark
    from account_item i
    left join account a on a.tenant_id = i.tenant_id and a.id = i.account_id
    left join in_out_item io on io.tenant_id = i.tenant_id and io.id = i.in_out_item_id
    left join depot_head d on d.tenant_id = i.tenant_id and d.id = i.bill_id
    where i.tenant_id = ${session.tenantId} and i.header_id = ${headerId} and not i.delete_flag
    order by i.line_no`.execute(db);
  const settles = FINANCE_DOC_KINDS.find((k) => k.prefix === head.prefix)?.settles ?? false;
  const lines = rows.map((r) => ({
    id: Number(r.id),
    accountId: r.account_id ? Number(r.account_id) : null,
    accountName: (r.account_name as string | null) ?? null,
    inOutItemId: r.in_out_item_id ? Number(r.in_out_item_id) : null,
    inOutItemName: (r.in_out_item_name as string | null) ?? null,
    billId: r.bill_id ? Number(r.bill_id) : null,
    billNumber: (r.bill_number as string | null) ?? (settles ? OPENING_BILL_NUMBER : null),
    needDebt: dec(r.need_debt),
    finishDebt: dec(r.finish_debt),
    eachAmount: trimDecimal(String(r.each_amount)),
    remark: (r.remark as string | null) ?? null,
  }));
  return { total: lines.length, rows: masked ? lines.map((l) => ({ ...l, needDebt: '0', finishDebt: '0', eachAmount: '0' })) : lines };
}
