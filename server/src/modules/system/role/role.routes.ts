import { BUTTON, systemRequests } from '@suanpan/contracts';
import { badRequest } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { page, route } from '../../../app/route.js';
import { writeLog } from '../../../platform/audit-log.js';
import { assertRoleOfTenant, grantable, setRoleButtons, setRoleFunctions, type ButtonGrant } from './role-grants.service.js';
import { enabledFunctions, enabledRoles, roleButtonGrants, roleFunctionIds } from './role.query.js';

const ROLE_PAGE = '/system/role';

interface FunctionNode {
  id: number;
  key: number;
  value: number;
  title: string;
  attributes: string;
  checked?: boolean;
  children?: FunctionNode[];
}

export const roleRoutes = [
  route({
    method: 'GET',
    url: '/role/allList',
    access: page([ROLE_PAGE, '/system/user']),
    summary: '全部启用的角色',
    handler: async (ctx) => enabledRoles(ctx.db, sessionOf(ctx).tenantId),
  }),
  route({
    method: 'GET',
    url: '/function/findRoleFunction',
    access: page(ROLE_PAGE),
    ...systemRequests['GET /function/findRoleFunction'],
    summary: '角色的功能树（可分配的功能）',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      await assertRoleOfTenant(ctx.db, s.tenantId, String(query.UBKeyId));
      const [allowed, functions, held] = await Promise.all([
        grantable(ctx.db, s),
        enabledFunctions(ctx.db),
        roleFunctionIds(ctx.db, s.tenantId, String(query.UBKeyId)),
      ]);
      const heldIds = new Set(held);
      const visible = functions.filter((f) => allowed.has(f.id));
      const walk = (parent: string): FunctionNode[] =>
        visible
          .filter((f) => f.parent_number === parent)
          .flatMap((f) => {
            const children = walk(f.number);
            const isFolder = functions.some((x) => x.parent_number === f.number);
            if (isFolder && children.length === 0) return [];
            const base = { id: Number(f.id), key: Number(f.id), value: Number(f.id), title: f.name, attributes: f.name };
            return [isFolder ? { ...base, children } : { ...base, checked: heldIds.has(f.id) }];
          });
      return [{ id: 0, key: 0, value: 0, title: '功能列表', attributes: '功能列表', children: walk('0') }];
    },
  }),
  route({
    method: 'GET',
    url: '/function/findRoleFunctionsById',
    access: page(ROLE_PAGE),
    ...systemRequests['GET /function/findRoleFunctionsById'],
    summary: '角色的功能与按钮',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      await assertRoleOfTenant(ctx.db, s.tenantId, String(query.roleId));
      const allowed = await grantable(ctx.db, s);
      const rows = await roleButtonGrants(ctx.db, s.tenantId, String(query.roleId));
      const list = rows
        .filter((r) => allowed.has(r.id))
        .map((r) => {
          // Only the buttons the caller may hand out are offered for this page.
          const offered = [...(allowed.get(r.id)?.pushBtn ?? [])].filter((b) => allowed.get(r.id)?.grant.buttons.has(b));
          return { id: Number(r.id), name: r.name, pushBtn: offered.join(','), btnStr: r.btn_str };
        });
      return { rows: list, total: list.length };
    },
  }),
  route({
    // The role dialog's 分配功能: the complete list of function ids the role should hold.
    method: 'POST',
    url: '/role/setFunctions',
    access: page(ROLE_PAGE, BUTTON.edit),
    ...systemRequests['POST /role/setFunctions'],
    summary: '设置角色的功能',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await setRoleFunctions(ctx.db, s, String(body.roleId), [...new Set(body.functionIds.map(String))]);
      await writeLog(ctx.db, s, ctx.ip, '角色', `设置功能 角色${body.roleId}`);
      return '成功';
    },
  }),
  route({
    method: 'POST',
    url: '/userBusiness/updateBtnStr',
    access: page(ROLE_PAGE, BUTTON.edit),
    ...systemRequests['POST /userBusiness/updateBtnStr'],
    summary: '设置角色的按钮权限',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      const grants: ButtonGrant[] = body.btnStr;
      if (new Set(grants.map((g) => g.funId)).size !== grants.length) throw badRequest('按钮权限中有重复的功能', 'btnStr');
      await setRoleButtons(ctx.db, s, String(body.roleId), grants);
      await writeLog(ctx.db, s, ctx.ip, '角色', `设置按钮权限 角色${body.roleId}`);
      return '成功';
    },
  }),
];
