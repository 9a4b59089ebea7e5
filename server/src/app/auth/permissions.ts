import { parseButtonString, type ButtonCode } from '@suanpan/contracts';
import type { Db } from '../../db/database.js';
import { PLATFORM_TENANT_ID, type Session } from './session.js';

export interface Grant {
  functionId: string;
  url: string;
  buttons: Set<ButtonCode>;
}

/**
 * The menu functions a user may use, with the buttons on each. Platform staff use their own role;
 * a tenant owner uses the tenant's package (a platform template role); any other user gets their
 * role's grants narrowed to the package, so nobody exceeds what the tenant has.
 */
export async function effectiveGrants(db: Db, s: Session, urls?: readonly string[]): Promise<Map<string, Grant>> {
  const own = ownRole(s);
  if (!own) return new Map();
  const bound = s.isPlatform || s.isOwner ? undefined : s.packageRoleId;
  if (!s.isPlatform && !s.isOwner && !bound) return new Map();

  let q = db
    .selectFrom('role_function as rf')
    .innerJoin('role as r', (j) => j.onRef('r.tenant_id', '=', 'rf.tenant_id').onRef('r.id', '=', 'rf.role_id'))
    .innerJoin('sys_function as f', 'f.id', 'rf.function_id')
    .select(['f.id as functionId', 'f.url', 'rf.btn_str as btnStr'])
    .where('rf.tenant_id', '=', own.tenantId)
    .where('rf.role_id', '=', own.roleId)
    .where('r.enabled', '=', true)
    .where('r.delete_flag', '=', false)
    .where('f.enabled', '=', true)
    .where('f.delete_flag', '=', false);
  if (urls) q = q.where('f.url', 'in', urls.length ? urls : ['']);

  if (bound) {
    const rows = await q
      .innerJoin('role_function as pf', (j) => j.onRef('pf.function_id', '=', 'f.id').on('pf.tenant_id', '=', PLATFORM_TENANT_ID).on('pf.role_id', '=', bound))
      .select('pf.btn_str as packageBtnStr')
      .execute();
    return new Map(
      rows.map((r) => {
        const allowed = parseButtonString(r.packageBtnStr);
        const buttons = new Set([...parseButtonString(r.btnStr)].filter((b) => allowed.has(b)));
        return [r.url, { functionId: r.functionId, url: r.url, buttons }];
      }),
    );
  }
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.url, { functionId: r.functionId, url: r.url, buttons: parseButtonString(r.btnStr) }]));
}

function ownRole(s: Session): { tenantId: string; roleId: string } | undefined {
  if (s.isOwner && !s.isPlatform) return s.packageRoleId ? { tenantId: PLATFORM_TENANT_ID, roleId: s.packageRoleId } : undefined;
  return s.roleId ? { tenantId: s.tenantId, roleId: s.roleId } : undefined;
}

/** Whether the caller holds any of the pages, with the button when one is required. */
export async function mayUse(db: Db, s: Session, pages: readonly string[], button?: ButtonCode): Promise<boolean> {
  const grants = await effectiveGrants(db, s, pages);
  for (const grant of grants.values()) {
    if (!button || grant.buttons.has(button)) return true;
  }
  return false;
}
