import { sql, type RawBuilder } from 'kysely';
import { applySerialEffects } from '../../modules/stock/bill-effects.service.js';
import { AUDITED, BILL_KINDS, kindOf, lineSign, type BillPrefix } from '../../modules/stock/bill-kinds.js';
import { loadLines } from '../../modules/stock/bill-lines.repository.js';
import { loadFlags, type SystemFlags } from '../../platform/tenant-config.js';
import { movingAverageCost } from './bulk-cost.js';
import { ImportError } from './source.js';
import { BATCH } from './import-scope.js';
import type { TenantImport } from './tenant-import.js';

/**
 * Posting of an imported tenant's bills in bulk (docs/migration.md, "Posting in bulk"): the same rules as posting them
 * one by one through applyEffects, in the same order (our ids follow jshERP's), applied set-based — every stock
 * movement of every bill in a few statements, stock_current / stock_batch by one delta per (product, depot[, batch]),
 * the moving-average cost in one ordered pass per product (bulk-cost.ts), serials per bill only for bills that carry
 * them. The kept summaries (stock days, months, years; bill days) follow by their statement triggers, which take a
 * whole batch's rows in one go. The result equals the one-by-one path (jsherp-bulk-posting.test.ts).
 */

/** Bills per statement when writing the ledger: bounds the embedded database's memory for a statement's rows. */
const LEDGER_CHUNK = 20_000;

/** The kinds whose bills post here: they move stock, are not left to 出入库管理. */
function postedPrefixes(flags: SystemFlags): BillPrefix[] {
  return (Object.keys(BILL_KINDS) as BillPrefix[]).filter((p) => {
    const kind = BILL_KINDS[p];
    return kind.stock !== 'none' && !(flags.inOutManage && kind.inOutManaged);
  });
}

const literals = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/** SQL: the signed base-quantity factor of line `i` on bill `h`, read from the kind catalogue (lineSign). */
function signSql(prefixes: readonly BillPrefix[]): RawBuilder<number> {
  const roles = ['组合件', '原料', '盘亏'];
  const cases = prefixes.map((p) => {
    const kind = BILL_KINDS[p];
    const byRole = roles.map((r) => sql`when ${sql.lit(r)} then ${sql.lit(lineSign(kind, r))}`);
    return sql`when ${sql.lit(p)} then case i.material_type ${sql.join(byRole, sql` `)} else ${sql.lit(lineSign(kind, null))} end`;
  });
  return sql<number>`(case h.prefix ${sql.join(cases, sql` `)} end)`;
}

/** SQL: bill `h` of the tenant posts now — live, a posted kind, audited under 强审核, not posted yet. */
function postedSql(ctx: TenantImport, prefixes: readonly BillPrefix[], flags: SystemFlags): RawBuilder<boolean> {
  return sql<boolean>`h.tenant_id = ${ctx.tenantId} and not h.delete_flag and not h.stock_applied and h.prefix in (${literals(prefixes)})
    ${flags.forceApproval ? sql`and h.status in (${literals(AUDITED)})` : sql``}`;
}

/**
 * The movements of every posted bill (movementsOf): each line in its depot, a transfer's line also in the target
 * depot, negated; lines without a depot or quantity move nothing. `ord` is the order posting one by one writes them.
 */
async function collectMovements(ctx: TenantImport, posted: RawBuilder<boolean>, prefixes: readonly BillPrefix[]): Promise<void> {
  const transfers = prefixes.filter((p) => BILL_KINDS[p].stock === 'transfer');
  await sql`drop table if exists jsh_bulk_movement`.execute(ctx.trx);
  await sql`create temp table jsh_bulk_movement on commit drop as
    select h.id as head_id, i.id as item_id, i.line_no, d.dir, i.material_id, i.material_extend_id, d.depot_id,
      i.basic_number * ${signSql(prefixes)} * d.dir as quantity, i.batch_number, i.expiration_date, h.oper_time, h.creator
    from depot_head h
    join depot_item i on i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag
    cross join lateral (values (i.depot_id, 1),
      (case when h.prefix in (${transfers.length ? literals(transfers) : sql`null`}) then i.another_depot_id end, -1)) d(depot_id, dir)
    where ${posted} and d.depot_id is not null and i.basic_number <> 0`.execute(ctx.trx);
  await sql`create index on jsh_bulk_movement (head_id)`.execute(ctx.trx);
  await sql`analyze jsh_bulk_movement`.execute(ctx.trx);
}

/**
 * Each bill's net change per (product, depot, batch) — what deltasOf gives posting one by one, zero nets dropped —
 * with the expiry date of its first movement (the one a new batch row takes). Batch '' is no batch, as there.
 */
async function collectDeltas(ctx: TenantImport): Promise<void> {
  await sql`drop table if exists jsh_bulk_delta`.execute(ctx.trx);
  await sql`create temp table jsh_bulk_delta on commit drop as
    select * from (
      select distinct on (head_id, material_id, depot_id, batch) head_id, material_id, depot_id, batch,
        sum(quantity) over w as delta, first_value(expiration_date) over (w order by line_no, dir desc) as expiration_date
      from (select *, coalesce(batch_number, '') as batch from jsh_bulk_movement) m
      window w as (partition by head_id, material_id, depot_id, batch)
    ) d where delta <> 0`.execute(ctx.trx);
  await sql`analyze jsh_bulk_delta`.execute(ctx.trx);
}
/** `jsh_depot_head id=… (number)`: a bill named as the source knows it. */
export async function sourceBill(ctx: TenantImport, headId: string, number: string): Promise<string> {
  const mapped = await ctx.trx
    .selectFrom('import_source_map')
    .select('source_id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('source_table', '=', 'jsh_depot_head')
    .where('target_id', '=', headId)
    .executeTakeFirst();
  return `jsh_depot_head id=${mapped?.source_id ?? '?'} (${number})`;
}

/**
 * The ledger rows in posting order, LEDGER_CHUNK bills per statement (its triggers keep the stock days, months and
 * years), each chunk's bills then marked posted.
 */
async function writeLedger(ctx: TenantImport, posted: RawBuilder<boolean>, bar: { add(n: number): void }): Promise<void> {
  const { rows: chunks } = await sql<{ first: string; last: string; n: number }>`
    select min(id) as first, max(id) as last, count(*)::int as n
    from (select h.id, (row_number() over (order by h.id) - 1) / ${LEDGER_CHUNK} as chunk from depot_head h where ${posted}) c
    group by chunk order by first`.execute(ctx.trx);
  for (const c of chunks) {
    await sql`insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind, bill_id, bill_item_id, batch_number, oper_time, creator)
      select ${ctx.tenantId}, material_id, material_extend_id, depot_id, quantity, 'bill', head_id, item_id, batch_number, oper_time, creator
      from jsh_bulk_movement where head_id between ${c.first} and ${c.last} order by head_id, line_no, dir desc`.execute(ctx.trx);
    await sql`update depot_head h set stock_applied = true where ${posted} and h.id between ${c.first} and ${c.last}`.execute(ctx.trx);
    bar.add(c.n);
  }
}

/** Current and batch stock: per key the sum of the bills' nets (a key a bill touched gets its row, even when it nets to zero). */
async function addStock(ctx: TenantImport): Promise<void> {
  await sql`insert into stock_current (tenant_id, material_id, depot_id, quantity)
    select ${ctx.tenantId}, material_id, depot_id, sum(delta) from jsh_bulk_delta
    group by material_id, depot_id order by material_id, depot_id
    on conflict (tenant_id, material_id, depot_id) do update set quantity = stock_current.quantity + excluded.quantity`.execute(ctx.trx);
  // A new batch row takes the first expiry date any bill gave it; an existing one keeps its own unless it has none.
  await sql`insert into stock_batch (tenant_id, material_id, depot_id, batch_number, expiration_date, quantity)
    select ${ctx.tenantId}, material_id, depot_id, batch,
      (array_agg(expiration_date order by head_id) filter (where expiration_date is not null))[1], sum(delta)
    from jsh_bulk_delta where batch <> ''
    group by material_id, depot_id, batch order by material_id, depot_id, batch
    on conflict (tenant_id, material_id, depot_id, batch_number) do update
      set quantity = stock_batch.quantity + excluded.quantity, expiration_date = coalesce(stock_batch.expiration_date, excluded.expiration_date)`.execute(
    ctx.trx,
  );
}

/** Serials received and issued, bill by bill in posting order — only the bills whose lines carry serials. */
async function postSerials(ctx: TenantImport, prefixes: readonly BillPrefix[], flags: SystemFlags): Promise<void> {
  const serialKinds = prefixes.filter((p) => BILL_KINDS[p].serials);
  if (serialKinds.length === 0) return;
  const { rows } = await sql<{ id: string; number: string; prefix: string; oper_time: string; creator: string }>`
    select h.id, h.number, h.prefix, h.oper_time::text, h.creator from depot_head h
    where ${postedSql(ctx, serialKinds, flags)} and exists (
      select 1 from depot_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag and coalesce(i.sn_list, '') <> '')
    order by h.id`.execute(ctx.trx);
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const lines = await loadLines(
      ctx.trx,
      ctx.tenantId,
      chunk.map((h) => h.id),
    );
    for (const h of chunk) {
      const head = { tenantId: ctx.tenantId, id: h.id, number: h.number, operTime: h.oper_time, creator: h.creator, kind: kindOf(h.prefix) };
      try {
        await applySerialEffects(ctx.trx, head, lines.get(h.id) ?? []);
      } catch (error) {
        throw new ImportError(`${await sourceBill(ctx, h.id, h.number)}：${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/** Whether posting in bulk covers these kinds: a production receipt's cost (valued by what it consumed) is posted one by one. */
export function bulkCovers(prefixes: readonly BillPrefix[]): boolean {
  return prefixes.every((p) => BILL_KINDS[p].cost !== 'consumed');
}

/** Posts every bill of the tenant not posted yet whose kind and status let it count, in bulk. */
export async function postInBulk(ctx: TenantImport): Promise<void> {
  const flags = await loadFlags(ctx.trx, ctx.tenantId);
  const prefixes = postedPrefixes(flags);
  const posted = postedSql(ctx, prefixes, flags);
  const count = await sql<{ n: number }>`select count(*)::int as n from depot_head h where ${posted}`.execute(ctx.trx);
  const bar = ctx.progress.table('过账 posting (depot_head)', count.rows[0]?.n ?? 0);
  await collectMovements(ctx, posted, prefixes);
  await collectDeltas(ctx);
  // No shortage check: history is posted as jshERP accepted it, oversold stock going negative whatever the tenant's
  // 负库存 setting is now (reported afterwards: bill-repairs.ts reportNegativeStock).
  await postSerials(ctx, prefixes, flags);
  await addStock(ctx);
  await movingAverageCost(ctx, posted, signSql(prefixes));
  // Last: marking the bills posted takes them out of `posted`.
  await writeLedger(ctx, posted, bar);
  await sql`drop table jsh_bulk_movement, jsh_bulk_delta`.execute(ctx.trx);
  bar.end();
}
