import { sql, type Kysely } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import type { Database } from '../../db/schema.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';

export interface PartnerBalance {
  allNeedGet: string;
  allNeedPay: string;
  advanceIn: string;
}

/**
 * Receivable, payable and prepayment of the given partners, in one set-based query. Movements on
 * partner balances (business-rules §10) are the union of `BalanceSources.partner`: each source is a
 * query of the tenant's rows with columns `supplier_id`, `need_get`, `need_pay` and `advance_in`
 * (signed deltas), contributed by the modules whose documents move them (bills today, receipts/
 * payments and 收预付款 next); without any, every balance is its stored opening part.
 */
export async function partnerBalances(
  db: Kysely<Database>,
  sources: BalanceSources,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, PartnerBalance>> {
  if (ids.length === 0) return new Map();
  const movements = sources.partner.length
    ? sql`select m.supplier_id, sum(m.need_get) as need_get, sum(m.need_pay) as need_pay, sum(m.advance_in) as advance_in
          from (${sql.join(
            sources.partner.map((s) => s(tenantId)),
            sql` union all `,
          )}) m group by m.supplier_id`
    : sql`select null::bigint as supplier_id, 0::numeric as need_get, 0::numeric as need_pay, 0::numeric as advance_in where false`;
  const { rows } = await sql<{ id: string; get: string; pay: string; adv: string }>`
    select s.id,
      (s.begin_need_get + coalesce(mv.need_get, 0))::text as get,
      (s.begin_need_pay + coalesce(mv.need_pay, 0))::text as pay,
      (s.begin_advance_in + coalesce(mv.advance_in, 0))::text as adv
    from supplier s left join (${movements}) mv on mv.supplier_id = s.id
    where s.tenant_id = ${tenantId} and s.id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((r) => [String(r.id), { allNeedGet: trimDecimal(r.get), allNeedPay: trimDecimal(r.pay), advanceIn: trimDecimal(r.adv) }]));
}

/**
 * What is still owed on a partner's opening balance (`/supplier/getBeginNeedByOrganId`). Amounts
 * settled against it are 收款/付款 lines that name no bill (the reference's `QiChu` rows), the union
 * of `BalanceSources.openingSettlement`: each yields `supplier_id`, `amount`; finance documents
 * contribute theirs when they land (account_head / account_item), until then nothing is settled.
 */
export async function openingDebt(
  db: Kysely<Database>,
  sources: BalanceSources,
  tenantId: string,
  partner: { id: string; type: string; begin_need_get: string; begin_need_pay: string },
) {
  const settled = sources.openingSettlement.length
    ? sql`select abs(coalesce(sum(m.amount), 0)) as amount from (${sql.join(
        sources.openingSettlement.map((s) => s(tenantId)),
        sql` union all `,
      )}) m where m.supplier_id = ${partner.id}`
    : sql`select 0::numeric as amount`;
  const need = partner.type === '供应商' ? partner.begin_need_pay : partner.type === '客户' ? partner.begin_need_get : '0';
  const { rows } = await sql<{ need: string; finish: string; rest: string }>`
    select ${need}::numeric::text as need, s.amount::text as finish, (${need}::numeric - s.amount)::text as rest from (${settled}) s`.execute(db);
  const row = rows[0];
  return { needDebt: trimDecimal(row?.need ?? '0'), finishDebt: trimDecimal(row?.finish ?? '0'), eachAmount: trimDecimal(row?.rest ?? '0') };
}
