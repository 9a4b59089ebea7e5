import type { Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';

/** Tables with one default row per tenant (a partial unique index backs the rule). */
export type DefaultTable = 'account' | 'depot';

/** The first live row of a tenant becomes its default (settlement accounts, depots). */
export async function defaultIfFirst(trx: Transaction<Database>, table: DefaultTable, tenantId: string): Promise<boolean> {
  const other = await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('delete_flag', '=', false).limit(1).executeTakeFirst();
  return other === undefined;
}

/** Makes one row the tenant's single default: the old default is cleared first so the unique index holds. */
export async function setDefault(trx: Transaction<Database>, table: DefaultTable, label: string, session: Session, ip: string, id: number): Promise<void> {
  const row = await trx
    .selectFrom(table)
    .select(['id', 'name'])
    .where('tenant_id', '=', session.tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`${label}不存在或已被删除`);
  await trx.updateTable(table).set({ is_default: false }).where('tenant_id', '=', session.tenantId).where('is_default', '=', true).execute();
  await trx.updateTable(table).set({ is_default: true }).where('tenant_id', '=', session.tenantId).where('id', '=', row.id).execute();
  await writeLog(trx, session, ip, label, `设置默认${label} ${row.name}`);
}
