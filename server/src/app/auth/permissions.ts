import { parseButtonString, type ButtonCode } from '@suanpan/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import { PLATFORM_TENANT_ID, sessionQuery, sessionOf, type Session } from './session.js';

export interface Grant {
  functionId: string;
  url: string;
  buttons: Set<ButtonCode>;
}

/** Who holds the grants: the fields of a known session, or the columns of the session query (authorize). */
interface Holder {
  tenantId: Expression<string>;
  roleId: Expression<string | null>;
  packageRoleId: Expression<string | null>;
  isOwner: Expression<SqlBool>;
  isPlatform: Expression<SqlBool>;
}

const valuesOf = (s: Session): Holder => ({
  tenantId: sql.val(s.tenantId),
  roleId: sql.val(s.roleId),
  packageRoleId: sql.val(s.packageRoleId),
  isOwner: sql.val(s.isOwner),
  isPlatform: sql.val(s.isPlatform),
});

/**
 * The menu functions a holder may use, with the button strings on each. Platform staff use their own role; a tenant
 * owner uses the tenant's package (a platform template role); any other user gets their role's grants narrowed to the
 * package (`bounded`: the buttons are those of both), so nobody exceeds what the tenant has — and nothing without one.
 */
function grantRows(db: Db, h: Holder, urls?: readonly string[]) {
  const ownerOfTenant = sql<SqlBool>`(${h.isOwner}::boolean and not ${h.isPlatform}::boolean)`;
  const bound = sql<string | null>`case when ${h.isPlatform}::boolean or ${h.isOwner}::boolean then null else ${h.packageRoleId}::bigint end`;
  let q = db
    .selectFrom('sys_function as f')
    // The functions first, then the holder's grant of each by its key. Inside the session statement the holder's
    // tenant and role are columns of that statement, so the planner cannot count the role's grants and would read them
    // all, scanning the functions once per grant (1–2 ms a request); `offset 0` keeps this lookup per function.
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('role_function as g')
          .select(['g.tenant_id', 'g.role_id', 'g.btn_str'])
          .whereRef('g.function_id', '=', 'f.id')
          .where('g.tenant_id', '=', sql<string>`case when ${ownerOfTenant} then ${PLATFORM_TENANT_ID}::bigint else ${h.tenantId}::bigint end`)
          .where('g.role_id', '=', sql<string>`case when ${ownerOfTenant} then ${h.packageRoleId}::bigint else ${h.roleId}::bigint end`)
          .modifyEnd(sql`offset 0`)
          .as('rf'),
      (j) => j.onTrue(),
    )
    .innerJoin('role as r', (j) => j.onRef('r.tenant_id', '=', 'rf.tenant_id').onRef('r.id', '=', 'rf.role_id'))
    .leftJoin('role_function as pf', (j) => j.onRef('pf.function_id', '=', 'f.id').on('pf.tenant_id', '=', PLATFORM_TENANT_ID).on('pf.role_id', '=', bound))
    .select(['f.id as functionId', 'f.url', 'rf.btn_str as btnStr', 'pf.btn_str as packageBtnStr', sql<boolean>`pf.role_id is not null`.as('bounded')])
    .where(sql<SqlBool>`(${h.isPlatform}::boolean or ${h.isOwner}::boolean or pf.role_id is not null)`)
    .where('r.enabled', '=', true)
    .where('r.delete_flag', '=', false)
    .where('f.enabled', '=', true)
    .where('f.delete_flag', '=', false);
  if (urls) q = q.where('f.url', 'in', urls.length ? urls : ['']);
  return q;
}

type GrantRow = { functionId: string | number; url: string; btnStr: string | null; packageBtnStr: string | null; bounded: boolean };

function grantsOf(rows: readonly GrantRow[]): Map<string, Grant> {
  return new Map(
    rows.map((r) => {
      const own = parseButtonString(r.btnStr);
      const allowed = r.bounded ? parseButtonString(r.packageBtnStr) : undefined;
      const buttons = allowed ? new Set([...own].filter((b) => allowed.has(b))) : own;
      return [r.url, { functionId: String(r.functionId), url: r.url, buttons }];
    }),
  );
}

/** The menu functions a user may use (all, or those of `urls`), with the buttons on each. */
export async function effectiveGrants(db: Db, s: Session, urls?: readonly string[]): Promise<Map<string, Grant>> {
  return grantsOf(await grantRows(db, valuesOf(s), urls).execute());
}

/** Whether the grants hold any of their pages, with the button when one is required. */
function allows(grants: Map<string, Grant>, button?: ButtonCode): boolean {
  for (const grant of grants.values()) {
    if (!button || grant.buttons.has(button)) return true;
  }
  return false;
}

/** Whether the caller holds any of the pages, with the button when one is required. */
export async function mayUse(db: Db, s: Session, pages: readonly string[], button?: ButtonCode): Promise<boolean> {
  return allows(await effectiveGrants(db, s, pages), button);
}

/**
 * The token's session and whether it may use any of the pages (with the button): one statement, since every page
 * route asks both on every request. The same rules as `findSession` and `mayUse`, read together.
 */
export async function findSessionFor(
  db: Db,
  token: string,
  pages: readonly string[],
  button?: ButtonCode,
): Promise<{ session: Session; allowed: boolean } | undefined> {
  // The session query's own rows (s, u, t), as findSession reads them.
  const holder: Holder = {
    tenantId: sql.ref<string>('s.tenant_id'),
    roleId: sql.ref<string | null>('u.role_id'),
    packageRoleId: sql.ref<string | null>('t.package_role_id'),
    isOwner: sql<SqlBool>`(t.owner_user_id = s.user_id)`,
    isPlatform: sql<SqlBool>`(s.tenant_id = ${PLATFORM_TENANT_ID})`,
  };
  const row = await sessionQuery(db, token)
    .select(jsonArrayFrom(grantRows(db, holder, pages)).as('grants'))
    .executeTakeFirst();
  if (!row) return undefined;
  const { grants, ...rest } = row;
  return { session: sessionOf(rest), allowed: allows(grantsOf(grants as GrantRow[]), button) };
}
