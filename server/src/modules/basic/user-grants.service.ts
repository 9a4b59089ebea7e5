import { sql, type Kysely, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest, notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';

export type GrantType = 'UserDepot' | 'UserCustomer';

/** Where each grant kind lives and what it points at. */
const GRANTS = {
  UserDepot: { table: 'user_depot', column: 'depot_id', target: 'depot', label: '仓库' },
  UserCustomer: { table: 'user_customer', column: 'supplier_id', target: 'supplier', label: '客户' },
} as const;

/**
 * The reference's id-list strings: `[1,2]`, `1,2` and `[1][2]` all mean ids 1 and 2; `0` and
 * blanks are dropped (the reference client sends `[0]` for "none").
 */
export function parseIdList(value: string): string[] {
  const parts = value
    .replace(/\]\s*\[/g, ',')
    .replace(/[[\]\s]/g, '')
    .split(',')
    .filter((p) => p !== '');
  for (const p of parts) {
    if (!/^\d{1,16}$/.test(p)) throw badRequest('value必须是编号列表，例如[1][2]', 'value');
  }
  return [...new Set(parts.map((p) => String(Number(p))).filter((p) => p !== '0'))];
}

export function formatIdList(ids: readonly (string | number)[]): string {
  return ids.map((id) => `[${id}]`).join('');
}

async function assertUsers(trx: Transaction<Database>, tenantId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const found = await trx
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', userIds)
    .where('delete_flag', '=', false)
    .execute();
  if (found.length !== userIds.length) throw notFound('用户不存在');
}

/** Every id must be a live depot / customer of the caller's tenant (ids of other tenants are simply not found). */
async function assertTargets(trx: Transaction<Database>, type: GrantType, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const g = GRANTS[type];
  let q = trx.selectFrom(g.target).select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).where('delete_flag', '=', false);
  if (type === 'UserCustomer') q = q.where('type', '=', '客户');
  const found = new Set((await q.execute()).map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`${g.label}不存在：${missing.join(',')}`);
}

/** Replaces a user's depot or customer grants with exactly `ids` (one delete, one insert). */
export async function replaceUserGrants(
  trx: Transaction<Database>,
  session: Session,
  ip: string,
  type: GrantType,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  const g = GRANTS[type];
  await assertUsers(trx, session.tenantId, [userId]);
  await assertTargets(trx, type, session.tenantId, ids);
  const table = sql.table(g.table);
  const column = sql.ref(g.column);
  await sql`delete from ${table} where tenant_id = ${session.tenantId} and user_id = ${userId} and not (${column} = any(${ids}::bigint[]))`.execute(trx);
  await sql`insert into ${table} (tenant_id, user_id, ${column})
    select ${session.tenantId}, ${userId}, unnest(${ids}::bigint[]) on conflict do nothing`.execute(trx);
  await writeLog(trx, session, ip, '关联关系', `分配${g.label} 用户${userId} ${formatIdList(ids)}`);
}

/** Gives one depot / customer to exactly the listed users and takes it from everyone else. */
export async function assignToUsers(
  trx: Transaction<Database>,
  session: Session,
  ip: string,
  type: GrantType,
  targetId: string,
  userIds: readonly string[],
): Promise<void> {
  const g = GRANTS[type];
  await assertTargets(trx, type, session.tenantId, [targetId]);
  await assertUsers(trx, session.tenantId, userIds);
  const table = sql.table(g.table);
  const column = sql.ref(g.column);
  await sql`delete from ${table} where tenant_id = ${session.tenantId} and ${column} = ${targetId} and not (user_id = any(${userIds}::bigint[]))`.execute(trx);
  await sql`insert into ${table} (tenant_id, user_id, ${column})
    select ${session.tenantId}, unnest(${userIds}::bigint[]), ${targetId} on conflict do nothing`.execute(trx);
  await writeLog(trx, session, ip, '关联关系', `分配${g.label}${targetId}给用户 ${formatIdList(userIds)}`);
}

/** The live depots / customers a user is granted, ordered by id. */
export async function userGrantIds(db: Kysely<Database>, type: GrantType, tenantId: string, userId: string): Promise<string[]> {
  const g = GRANTS[type];
  const { rows } = await sql<{ id: string }>`
    select t.id from ${sql.table(g.table)} ug
    join ${sql.table(g.target)} t on t.tenant_id = ug.tenant_id and t.id = ug.${sql.ref(g.column)}
    where ug.tenant_id = ${tenantId} and ug.user_id = ${userId} and not t.delete_flag
    order by t.id`.execute(db);
  return rows.map((r) => String(r.id));
}
