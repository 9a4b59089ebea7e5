import { sql } from 'kysely';
import type { SourceTable } from './source-tables.js';
import type { SourceRow } from './source.js';
import type { TenantImport } from './tenant-import.js';
import { columnLimits, cut } from './cleaning.js';
import { deleted } from './values.js';

/**
 * Repairs of single fields the areas apply while mapping (docs/migration.md, "Dirty data"): a NULL date filled, a
 * duplicate or empty key suffixed. Each is reported with the source row.
 */

/** Per import: the tenant's earliest date, and the keys taken so far per (table, column). */
interface RepairState {
  earliest: string;
  taken: Map<string, Set<string>>;
}

const state = new WeakMap<TenantImport, RepairState>();

function stateOf(ctx: TenantImport): RepairState {
  let s = state.get(ctx);
  if (!s) state.set(ctx, (s = { earliest: now(), taken: new Map() }));
  return s;
}

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * Reads the tenant's earliest date once, before any row needs it: its first bill's or finance document's date (the
 * business it did first), else the tenant row's own creation, else now.
 */
export async function loadEarliestDate(ctx: TenantImport, tenantCreated: unknown): Promise<void> {
  const valid = (c: string) => `${c} > '1000-01-01'`;
  const [row] = await ctx.source.all(
    `select min(d) as d from (
      select min(oper_time) as d from jsh_depot_head where tenant_id = ? and ${valid('oper_time')}
      union all select min(create_time) from jsh_depot_head where tenant_id = ? and ${valid('create_time')}
      union all select min(bill_time) from jsh_account_head where tenant_id = ? and ${valid('bill_time')}) x`,
    [ctx.sourceTenantId, ctx.sourceTenantId, ctx.sourceTenantId],
  );
  const created = tenantCreated === null || tenantCreated === undefined ? null : String(tenantCreated);
  stateOf(ctx).earliest = row?.d ? String(row.d) : (created ?? now());
}

/**
 * A date the row must have: its own, else the first of its other dates that it has, else the tenant's earliest date —
 * the fill reported with the column.
 */
export function fillDate(ctx: TenantImport, table: SourceTable, r: SourceRow, column: string, others: readonly string[] = []): string {
  const own = r[column];
  if (own !== null && own !== undefined && own !== '') return String(own);
  const other = others.find((c) => r[c] !== null && r[c] !== undefined && r[c] !== '');
  const value = other ? String(r[other]) : stateOf(ctx).earliest;
  ctx.report('nullDate', table, r.id, `${column} 为空 → ${other ? `${other} ` : '租户最早的日期 (tenant earliest) '}${value}`);
  return value;
}

/** Where a key must be unique beyond the rows being written (login names: across every tenant). */
export interface KeyScope {
  /** Live rows: only they must be unique (our unique indexes are partial). */
  live?: (r: SourceRow) => boolean;
  /** Values our database already holds (another tenant's of ours, one imported before). */
  taken?: Iterable<string>;
  /** The same table's live rows of other source tenants holding these values: in id order they claim a value first. */
  others?: readonly SourceRow[];
}

/**
 * Makes `column` unique among the rows that must hold it uniquely, across every batch of the tenant: the first row in
 * jshERP id order keeps a value — also against `scope.others`, so the outcome never depends on which tenant is imported
 * first or whether a dry run rolled the other back — and each later one with the same value, or with none, gets
 * `<value>-<jshERP id>` (cut to fit our column, numbered on if that is taken too), reported with the original.
 */
export async function uniqueKeys(
  ctx: TenantImport,
  from: { table: SourceTable; rows: readonly SourceRow[] },
  column: string,
  target: { table: string; column: string },
  scope: KeyScope = {},
): Promise<void> {
  const live = scope.live ?? ((r: SourceRow) => !deleted(r));
  const key = `${from.table}.${column}`;
  const s = stateOf(ctx);
  let used = s.taken.get(key);
  if (!used) s.taken.set(key, (used = new Set()));
  for (const value of scope.taken ?? []) used.add(value);
  const limit = (await columnLimits(ctx.trx, target.table)).get(target.column) ?? 50;
  const others = new Set(scope.others ?? []);
  const rows = others.size ? [...from.rows, ...others].sort((a, b) => Number(a.id) - Number(b.id)) : from.rows;
  for (const r of rows) {
    const original = r[column] === null || r[column] === undefined ? '' : String(r[column]).trim();
    const mustBeUnique = live(r);
    if (original !== '' && !(mustBeUnique && used.has(original))) {
      if (mustBeUnique) used.add(original);
      continue;
    }
    if (others.has(r)) continue;
    let value = '';
    for (let n = 1; value === '' || used.has(value); n++) {
      const suffix = `-${String(r.id)}${n > 1 ? `-${n}` : ''}`;
      value = `${cut(original || 'jsh', limit - suffix.length)}${suffix}`;
    }
    r[column] = value;
    if (mustBeUnique) used.add(value);
    ctx.report('duplicateCode', from.table, r.id, original === '' ? `${column} 为空 → ${value}` : `${column}=${original} 重复 → ${value}（保留最早的一行）`);
  }
}

/** Our tables whose key a source row must not take from a live row already there, and the key's column. */
type HeldKey =
  | { table: 'depot_head' | 'account_head'; column: 'number' }
  | { table: 'material_extend'; column: 'bar_code' }
  | { table: 'tenant' | 'app_user'; column: 'login_name' };

/**
 * The values of `column` that live rows of ours already hold in `target` — of this tenant, or of any (`acrossTenants`:
 * login names) —, other than the rows these very source rows became on an earlier run: a bill, finance document,
 * barcode or login made here (during a weekend switch-over's trial, or by another tenant) keeps its value and
 * jshERP's newcomer with the same one is suffixed, never refused by the index.
 */
export async function heldHere(
  ctx: TenantImport,
  from: { table: SourceTable; rows: readonly SourceRow[] },
  column: string,
  target: HeldKey,
  acrossTenants = false,
): Promise<string[]> {
  const live = from.rows.filter((r) => !deleted(r) && r[column] !== null && r[column] !== undefined);
  const values = [...new Set(live.map((r) => String(r[column]).trim()))];
  if (values.length === 0) return [];
  const mapped = ctx.ids(from.table);
  const own = new Set(from.rows.map((r) => mapped.get(String(r.id))));
  const tenant = acrossTenants ? sql`` : sql`tenant_id = ${ctx.tenantId} and`;
  const held = await sql<{ id: string; value: string }>`select id, ${sql.ref(target.column)} as value from ${sql.table(target.table)}
    where ${tenant} not delete_flag and ${sql.ref(target.column)} = any(${values}::text[])`.execute(ctx.trx);
  return held.rows.filter((r) => !own.has(String(r.id))).map((r) => r.value);
}

/** Live rows of `table` in the source's other tenants whose `column` is one of `values` (trimmed): competitors for a key. */
export async function otherTenantsRows(ctx: TenantImport, table: 'jsh_user' | 'jsh_tenant', column: string, values: readonly unknown[]): Promise<SourceRow[]> {
  const wanted = [...new Set(values.filter((v) => v !== null && v !== undefined && String(v).trim() !== '').map((v) => String(v).trim()))];
  if (wanted.length === 0) return [];
  const rows = await ctx.source.all(
    `select id, trim(${column}) as ${column} from ${table} where tenant_id is not null and tenant_id <> 0 and tenant_id <> ? and coalesce(delete_flag, '0') <> '1' and trim(${column}) in (${wanted.map(() => '?').join(', ')})`,
    [ctx.sourceTenantId, ...wanted],
  );
  return rows.map((r) => ({ ...r, delete_flag: '0' }));
}
