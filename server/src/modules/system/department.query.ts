import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';

/** The live departments the signed-in user belongs to, in sort order. */
export async function userDepartments(db: Kysely<Database>, s: Session): Promise<Array<{ id: number; departName: string | null; orgCode: string | null }>> {
  const rows = await db
    .selectFrom('orga_user_rel as r')
    .innerJoin('organization as o', (j) => j.onRef('o.tenant_id', '=', 'r.tenant_id').onRef('o.id', '=', 'r.orga_id'))
    .select(['o.id', 'o.org_abr', 'o.org_no'])
    .where('r.tenant_id', '=', s.tenantId)
    .where('r.user_id', '=', s.userId)
    .where('r.delete_flag', '=', false)
    .where('o.delete_flag', '=', false)
    .orderBy('o.sort')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), departName: r.org_abr, orgCode: r.org_no }));
}

/** The session works in this department from now on. */
export async function setSessionDepartment(db: Kysely<Database>, s: Session, orgCode: string): Promise<void> {
  await db.updateTable('user_session').set({ org_code: orgCode }).where('tenant_id', '=', s.tenantId).where('id', '=', s.sessionId).execute();
}
