import { BILL_ERR, formatMessage } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { badRequest, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { lockDocuments } from '../../platform/document/locks.js';
import { GOODS_BILLS } from './bill-document.js';
import { auditedSql, fulfillingKinds, type BillKind, type BillPrefix } from './bill-kinds.js';
import type { LinkDrive } from '@suanpan/contracts';
import type { SystemFlags } from '../../platform/tenant-config.js';

/** The upstream bill a new or edited bill links to (business-rules §4). */
export interface Upstream {
  id: string;
  number: string;
  prefix: BillPrefix;
  changeAmount: string;
  drives: LinkDrive | null;
}

/**
 * Checks the link of a bill: one link field only, an upstream of a kind this kind may follow and in
 * a state that may be followed (the reference checked neither). Returns the upstream, if any.
 * `previousId` is the upstream an edited bill linked to: it is locked with the new one, in id order,
 * as it is recomputed after the edit — taken only then, after the stock rows, it deadlocked with a
 * delivery against it (which takes the order, then the stock) and with an edit moving the other way.
 */
export async function resolveUpstream(
  db: Kysely<Database>,
  tenantId: string,
  kind: BillKind,
  linkNumber: string | undefined,
  linkApply: string | undefined,
  flags: SystemFlags,
  previousId?: string | null,
): Promise<Upstream | undefined> {
  if (linkNumber && linkApply) throw refused(BILL_ERR.linkBoth);
  const field = linkApply ? 'linkApply' : linkNumber ? 'linkNumber' : undefined;
  if (!field) {
    await lockDocuments(db, GOODS_BILLS, tenantId, previousId ? [previousId] : []);
    return undefined;
  }
  // An empty field is no link (clients send "" for the one they leave blank).
  const number = (field === 'linkApply' ? linkApply : linkNumber) as string;
  const rule = kind.links.find((l) => l.field === field && (!l.inOutManageOnly || flags.inOutManage));
  if (!rule) throw badRequest(`${kind.label}不能关联单据`, field);
  // The reference gated 以销定购 only in its browser; the switch holds here too.
  if (rule.drives === 'purchaseStatus' && !flags.purchaseBySale) throw refused(BILL_ERR.linkInvalid, '抱歉，未开启以销定购，采购订单不能关联销售订单', field);
  // Locked to the end of the bill's transaction: simultaneous bills filling the same upstream take
  // turns, so together they can never exceed it.
  const locked = await db
    .selectFrom('depot_head')
    .select(['id', 'number', 'prefix', 'status', 'purchase_status', 'change_amount'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where((eb) => (previousId ? eb.or([eb('number', '=', number), eb('id', '=', previousId)]) : eb('number', '=', number)))
    .orderBy('id')
    .forUpdate()
    .execute();
  const up = locked.find((h) => h.number === number);
  const open =
    up &&
    rule.upstream.includes(up.prefix as BillPrefix) &&
    rule.statuses.includes(up.status) &&
    (rule.drives !== 'purchaseStatus' || ['0', '3'].includes(up.purchase_status));
  if (!up || !open) throw refused(BILL_ERR.linkInvalid, formatMessage(BILL_ERR.linkInvalid.message, number), field);
  return { id: up.id, number: up.number, prefix: up.prefix as BillPrefix, changeAmount: up.change_amount, drives: rule.drives };
}

/** Kinds whose quantities count against an upstream line for this downstream kind. */
function siblingKinds(kind: BillKind, upstream: Upstream): BillPrefix[] {
  return upstream.drives ? fulfillingKinds(upstream.prefix, upstream.drives) : [kind.prefix];
}

export interface LinkedLine {
  linkId: string;
  barCode: string;
  basicNumber: Decimal;
}

/**
 * Linked lines must name lines of the upstream (9000007), and unless 超出关联单据 is on their base
 * quantity plus what other bills already took may not exceed the upstream line (85000014) —
 * computed here in base units, not trusted from the client.
 */
export async function checkLinkedLines(
  db: Kysely<Database>,
  tenantId: string,
  kind: BillKind,
  upstream: Upstream,
  selfId: string | undefined,
  lines: readonly LinkedLine[],
  flags: SystemFlags,
): Promise<void> {
  const linked = lines.filter((l) => l.linkId);
  if (linked.length === 0) return;
  const ids = [...new Set(linked.map((l) => l.linkId))];
  const kinds = siblingKinds(kind, upstream);
  const rows = await db
    .selectFrom('depot_item as u')
    .select([
      'u.id',
      'u.basic_number',
      sql<string>`coalesce((
      select sum(d.basic_number) from depot_item d join depot_head h on h.tenant_id = d.tenant_id and h.id = d.header_id
      where d.tenant_id = u.tenant_id and d.link_id = u.id and not d.delete_flag and not h.delete_flag
        and h.prefix in (${sql.join(kinds)}) and h.id <> ${selfId ?? '0'}), 0)`.as('done'),
    ])
    .where('u.tenant_id', '=', tenantId)
    .where('u.header_id', '=', upstream.id)
    .where('u.delete_flag', '=', false)
    .where('u.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const taken = new Map<string, Decimal>();
  for (const l of linked) {
    const up = byId.get(l.linkId);
    if (!up) throw refused(BILL_ERR.linkChanged);
    // A converted upstream (a quote) names lines but sets no limit: the order may differ from the quote.
    if (upstream.drives === 'converted') continue;
    const total = (taken.get(l.linkId) ?? new Decimal(up.done)).plus(l.basicNumber);
    taken.set(l.linkId, total);
    if (!flags.overLinkBill && total.greaterThan(up.basic_number)) throw refused(BILL_ERR.overLink, formatMessage(BILL_ERR.overLink.message, l.barCode));
  }
}

/** Deposits taken from an order by its bills may not exceed the order's deposit (8500017). */
export async function checkDeposit(db: Kysely<Database>, tenantId: string, upstream: Upstream, selfId: string | undefined, deposit: Decimal): Promise<void> {
  if (deposit.isZero()) return;
  const row = await db
    .selectFrom('depot_head')
    .select(sql<string>`coalesce(sum(deposit), 0)`.as('used'))
    .where('tenant_id', '=', tenantId)
    .where('link_head_id', '=', upstream.id)
    .where('delete_flag', '=', false)
    .where('id', '<>', selfId ?? '0')
    .executeTakeFirstOrThrow();
  if (deposit.plus(row.used).greaterThan(upstream.changeAmount)) throw refused(BILL_ERR.depositOver);
}

/**
 * Recomputes an upstream's 部分/完成 status from its live downstream lines, in base units, after any
 * downstream save, delete, or edit that moved the link: no downstream → 1 (or purchase status 0),
 * every line covered → 2, otherwise 3. Deleting a downstream therefore restores 2, 3 or 1 exactly
 * (the reference only ever restored 1 or 3). Force-closed, finished or cancelled orders stay closed.
 * A `converted` upstream (a quote) is 2 while any live follow-up links to it, else 1.
 */
export async function recomputeUpstream(db: Kysely<Database>, tenantId: string, upstreamId: string | null | undefined): Promise<void> {
  if (!upstreamId) return;
  const up = await db.selectFrom('depot_head').select(['prefix']).where('tenant_id', '=', tenantId).where('id', '=', upstreamId).executeTakeFirst();
  if (!up) return;
  const converting = fulfillingKinds(up.prefix as BillPrefix, 'converted');
  if (converting.length) {
    await sql`
      update depot_head h set status = case when exists (
        select 1 from depot_head d where d.tenant_id = h.tenant_id and d.link_head_id = h.id and not d.delete_flag and d.prefix in (${sql.join(converting)})
      ) then '2' else '1' end, updated_at = localtimestamp(3)
      where h.tenant_id = ${tenantId} and h.id = ${upstreamId} and h.status in ('1', '2') and h.close_reason is null`.execute(db);
  }
  for (const drives of ['status', 'purchaseStatus'] as const) {
    const kinds = fulfillingKinds(up.prefix as BillPrefix, drives);
    if (kinds.length === 0) continue;
    const column = drives === 'status' ? sql.ref('status') : sql.ref('purchase_status');
    const idle = drives === 'status' ? '1' : '0';
    await sql`
      with lines as (
        select u.basic_number, coalesce((
          select sum(d.basic_number) from depot_item d join depot_head h on h.tenant_id = d.tenant_id and h.id = d.header_id
          where d.tenant_id = u.tenant_id and d.link_id = u.id and not d.delete_flag and not h.delete_flag and h.prefix in (${sql.join(kinds)})
        ), 0) as done
        -- A production order's components are consumed by its receipts, not filled: only its 成品 line counts.
        from depot_item u where u.tenant_id = ${tenantId} and u.header_id = ${upstreamId} and not u.delete_flag
          and u.material_type is distinct from '原料'
      ), st as (
        select case when coalesce(sum(done), 0) = 0 then ${idle} when bool_and(done >= basic_number) then '2' else '3' end as s from lines
      )
      update depot_head h set ${column} = st.s, updated_at = localtimestamp(3) from st
      where h.tenant_id = ${tenantId} and h.id = ${upstreamId} and ${auditedSql('h.status')} and h.close_reason is null`.execute(db);
  }
}
