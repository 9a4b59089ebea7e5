import type { Db } from '../../../db/database.js';
import type { Row } from '../../../platform/resource/define-resource.js';

/** Adds department, role and kind to a page of users with one query (api.md §2.1 /user/list). */
export async function decorateUsers(db: Db, tenantId: string, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => String(r.id));
  const extra = await db
    .selectFrom('app_user as u')
    .innerJoin('tenant as t', 't.id', 'u.tenant_id')
    .leftJoin('orga_user_rel as r', (j) => j.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.user_id', '=', 'u.id').on('r.delete_flag', '=', false))
    .leftJoin('organization as o', (j) => j.onRef('o.tenant_id', '=', 'r.tenant_id').onRef('o.id', '=', 'r.orga_id'))
    // The owner's role is the tenant package (a template role of the platform).
    .leftJoin('role as ro', (j) =>
      j.on((eb) =>
        eb.or([
          eb.and([eb('ro.tenant_id', '=', eb.ref('u.tenant_id')), eb('ro.id', '=', eb.ref('u.role_id')), eb('u.id', '<>', eb.ref('t.owner_user_id'))]),
          eb.and([
            eb('ro.tenant_id', '=', eb.ref('t.package_tenant_id')),
            eb('ro.id', '=', eb.ref('t.package_role_id')),
            eb('u.id', '=', eb.ref('t.owner_user_id')),
          ]),
        ]),
      ),
    )
    .select(['u.id', 'r.id as relId', 'r.orga_id', 'r.user_blng_orga_dspl_seq', 'o.org_abr', 'ro.id as roleId', 'ro.name as roleName', 't.owner_user_id'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', 'in', ids)
    .execute();
  const byId = new Map(extra.map((e) => [e.id, e]));
  return rows.map((r) => {
    const e = byId.get(String(r.id));
    const isOwner = e?.owner_user_id === String(r.id);
    return {
      ...r,
      orgaId: e?.orga_id ? Number(e.orga_id) : null,
      orgAbr: e?.org_abr ?? null,
      orgaUserRelId: e?.relId ? Number(e.relId) : null,
      userBlngOrgaDsplSeq: e?.user_blng_orga_dspl_seq ?? null,
      roleId: e?.roleId ? Number(e.roleId) : null,
      roleName: e?.roleName ?? null,
      userType: tenantId === '0' ? '超管' : isOwner ? '租户' : '普通',
      leaderFlagStr: r.leaderFlag === '1' ? '是' : '否',
    };
  });
}
