import { BUTTON, basicDataQuerySchema, oneValueBodySchema, userGrantBodySchema, valueExistQuerySchema, type UserBusinessType } from '@suanpan/contracts';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { roleFunctionGrants, userRoleIds } from './user-grants.query.js';
import { assignToUsers, formatIdList, parseIdList, replaceUserGrants, userGrantIds } from './user-grants.service.js';

/** Pages whose screens read or maintain each relation kind (a caller needs one of them). */
const TYPE_PAGES: Record<UserBusinessType, readonly string[]> = {
  UserRole: ['/system/user'],
  RoleFunctions: ['/system/role'],
  UserDepot: ['/system/user', '/system/depot'],
  UserCustomer: ['/system/user', '/system/customer'],
};
const ALL_PAGES = [...new Set(Object.values(TYPE_PAGES).flat())];

async function assertTypePage(ctx: RequestContext, s: Session, pages: readonly string[], button?: '1'): Promise<void> {
  if (!(await mayUse(ctx.db, s, pages, button))) throw forbidden();
}

interface UserBusinessRow {
  id: number;
  type: UserBusinessType;
  keyId: string;
  value: string;
  btnStr: string | null;
}

/**
 * The reference kept every relation as `[1][2]` strings in jsh_user_business; here they live in
 * normalised tables (app_user.role_id, role_function, user_depot, user_customer) and this builds
 * the old row shape from them. The row id is the key id: there is one row per (type, key).
 */
async function relationRow(ctx: RequestContext, s: Session, type: UserBusinessType, keyId: number): Promise<UserBusinessRow | undefined> {
  const key = String(keyId);
  let ids: string[];
  let btnStr: string | null = null;
  if (type === 'UserDepot' || type === 'UserCustomer') {
    ids = await userGrantIds(ctx.db, type, s.tenantId, key);
  } else if (type === 'UserRole') {
    ids = await userRoleIds(ctx.db, s.tenantId, key);
  } else {
    const rows = await roleFunctionGrants(ctx.db, s.tenantId, key);
    ids = rows.map((r) => String(r.function_id));
    const buttons = rows.filter((r) => r.btn_str !== '').map((r) => ({ funId: String(r.function_id), btnStr: r.btn_str }));
    btnStr = buttons.length ? JSON.stringify(buttons) : null;
  }
  if (ids.length === 0) return undefined;
  return { id: keyId, type, keyId: key, value: formatIdList(ids), btnStr };
}

/** `/userBusiness`: the reference's relation endpoints as a façade over the normalised grants. */
export const userBusinessRoutes = [
  route({
    method: 'GET',
    url: '/userBusiness/getBasicData',
    access: page(ALL_PAGES),
    query: basicDataQuerySchema,
    summary: '查询关联关系',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      await assertTypePage(ctx, s, TYPE_PAGES[query.Type]);
      const row = await relationRow(ctx, s, query.Type, query.KeyId);
      return { userBusinessList: row ? [row] : [] };
    },
  }),
  route({
    method: 'GET',
    url: '/userBusiness/checkIsValueExist',
    access: page(ALL_PAGES),
    query: valueExistQuerySchema,
    summary: '关联关系是否存在',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      await assertTypePage(ctx, s, TYPE_PAGES[query.type]);
      const row = await relationRow(ctx, s, query.type, query.keyId);
      return row ? { id: row.id } : {};
    },
  }),
  ...(['add', 'update'] as const).map((op) =>
    route({
      method: op === 'add' ? 'POST' : 'PUT',
      url: `/userBusiness/${op}`,
      access: page('/system/user', BUTTON.edit),
      body: userGrantBodySchema,
      summary: op === 'add' ? '新增关联关系' : '修改关联关系',
      handler: async (ctx, { body }) => {
        const s = sessionOf(ctx);
        const ids = parseIdList(body.value);
        await ctx.db.transaction().execute((trx) => replaceUserGrants(trx, s, ctx.ip, body.type, String(body.keyId), ids));
        return { message: '成功' };
      },
    }),
  ),
  route({
    method: 'POST',
    url: '/userBusiness/updateOneValueByKeyIdAndType',
    access: page(['/system/depot', '/system/customer'], BUTTON.edit),
    body: oneValueBodySchema,
    summary: '分配用户',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await assertTypePage(ctx, s, [body.type === 'UserDepot' ? '/system/depot' : '/system/customer'], BUTTON.edit);
      const userIds = parseIdList(body.keyIds.join(','));
      await ctx.db.transaction().execute((trx) => assignToUsers(trx, s, ctx.ip, body.type, String(body.oneValue), userIds));
      return { message: '成功' };
    },
  }),
];
