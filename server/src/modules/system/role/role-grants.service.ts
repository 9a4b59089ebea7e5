import { BUTTON, parseButtonString, type ButtonCode } from '@suanpan/contracts';
import type { Transaction } from 'kysely';
import { effectiveGrants, type Grant } from '../../../app/auth/permissions.js';
import type { Session } from '../../../app/auth/session.js';
import { badRequest, notFound } from '../../../app/errors.js';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

type Trx = Transaction<Database>;

/**
 * What the caller may hand out: platform staff hand out any function and button; anyone else only
 * what they hold themselves, so nobody can grant beyond their own (or the tenant's) permissions.
 */
export async function grantable(db: Db, s: Session): Promise<Map<string, { grant: Grant; pushBtn: Set<ButtonCode> }>> {
  const functions = await db
    .selectFrom('sys_function')
    .select(['id', 'url', 'push_btn'])
    .where('enabled', '=', true)
    .where('delete_flag', '=', false)
    .execute();
  const own = s.isPlatform ? undefined : await effectiveGrants(db, s);
  const out = new Map<string, { grant: Grant; pushBtn: Set<ButtonCode> }>();
  for (const f of functions) {
    const pushBtn = parseButtonString(f.push_btn);
    const held = own ? own.get(f.url) : { functionId: f.id, url: f.url, buttons: pushBtn };
    if (held) out.set(f.id, { grant: held, pushBtn });
  }
  return out;
}

export async function assertRoleOfTenant(db: Db | Trx, tenantId: string, roleId: string): Promise<void> {
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roleId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!role) throw notFound('角色不存在或已被删除');
}

/** Replaces the role's functions; buttons already granted on functions it keeps are kept. */
export async function setRoleFunctions(db: Db, s: Session, roleId: string, functionIds: readonly string[]): Promise<void> {
  const allowed = await grantable(db, s);
  const refused = functionIds.filter((id) => !allowed.has(id));
  if (refused.length) throw badRequest(`不能分配没有权限的功能：${refused.join(',')}`, 'value');
  await db.transaction().execute(async (trx) => {
    await assertRoleOfTenant(trx, s.tenantId, roleId);
    let remove = trx.deleteFrom('role_function').where('tenant_id', '=', s.tenantId).where('role_id', '=', roleId);
    if (functionIds.length) remove = remove.where('function_id', 'not in', [...functionIds]);
    await remove.execute();
    if (functionIds.length) {
      await trx
        .insertInto('role_function')
        .values(functionIds.map((id) => ({ tenant_id: s.tenantId, role_id: roleId, function_id: id, btn_str: '' })))
        .onConflict((oc) => oc.columns(['tenant_id', 'role_id', 'function_id']).doNothing())
        .execute();
    }
  });
}

export interface ButtonGrant {
  funId: string;
  btnStr: string;
}

/** Sets the buttons per function; each must be offered by the function and held by the caller. */
export async function setRoleButtons(db: Db, s: Session, roleId: string, grants: readonly ButtonGrant[]): Promise<void> {
  const allowed = await grantable(db, s);
  const known = new Set<string>(Object.values(BUTTON));
  await db.transaction().execute(async (trx) => {
    await assertRoleOfTenant(trx, s.tenantId, roleId);
    const held = new Set(
      (await trx.selectFrom('role_function').select('function_id').where('tenant_id', '=', s.tenantId).where('role_id', '=', roleId).execute()).map(
        (r) => r.function_id,
      ),
    );
    for (const g of grants) {
      const codes = g.btnStr
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const entry = allowed.get(g.funId);
      if (!held.has(g.funId) || !entry) throw badRequest(`功能${g.funId}不属于该角色`, 'btnStr');
      const bad = codes.filter((c) => !known.has(c) || !entry.pushBtn.has(c as ButtonCode) || !entry.grant.buttons.has(c as ButtonCode));
      if (bad.length) throw badRequest(`功能${g.funId}不能分配按钮：${bad.join(',')}`, 'btnStr');
      await trx
        .updateTable('role_function')
        .set({ btn_str: [...new Set(codes)].join(',') })
        .where('tenant_id', '=', s.tenantId)
        .where('role_id', '=', roleId)
        .where('function_id', '=', g.funId)
        .execute();
    }
  });
}
