import { addTenantSchema, BUTTON, ERR } from '@suanpan/contracts';
import { conflict, refused } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { platformPage, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { RESERVED_LOGIN_NAMES } from './auth/register.routes.js';
import { assertPackageRole } from './tenant.resource.js';
import { provisionTenant } from './tenant-provisioning.service.js';
import { PLATFORM_ADMIN_ROLE } from './role/role-names.js';

const TENANT_PAGE = '/system/tenant';

export const tenantRoutes = [
  route({
    method: 'POST',
    url: '/tenant/add',
    access: platformPage(TENANT_PAGE, BUTTON.edit),
    body: addTenantSchema,
    summary: '新增租户',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      if (RESERVED_LOGIN_NAMES.has(body.loginName.toLowerCase())) throw refused(ERR.userNameLimitUse, undefined, 'loginName');
      try {
        const created = await ctx.db.transaction().execute(async (trx) => {
          const taken = await trx
            .selectFrom('app_user')
            .select('id')
            .where('login_name', '=', body.loginName)
            .where('delete_flag', '=', false)
            .executeTakeFirst();
          if (taken) throw conflict(ERR.userLoginNameExists, undefined, 'loginName');
          if (body.roleId !== undefined) await assertPackageRole(trx, body.roleId);
          const result = await provisionTenant(trx, {
            loginName: body.loginName,
            password: body.password,
            passwordIsDefault: true,
            ...(body.userNumLimit !== undefined ? { userNumLimit: body.userNumLimit } : {}),
            ...(body.type !== undefined ? { type: body.type } : {}),
            ...(body.expireTime !== undefined ? { expireTime: body.expireTime } : {}),
            ...(body.remark ? { remark: body.remark } : {}),
          });
          if (body.roleId !== undefined)
            await trx
              .updateTable('tenant')
              .set({ package_role_id: String(body.roleId) })
              .where('id', '=', result.tenantId)
              .execute();
          await writeLog(trx, s, ctx.ip, '租户', `新增租户 ${body.loginName}`);
          return result;
        });
        return { id: Number(created.tenantId), message: '成功' };
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw conflict(ERR.userLoginNameExists, undefined, 'loginName');
        throw error;
      }
    },
  }),
  route({
    method: 'GET',
    url: '/role/tenantRoleList',
    access: platformPage(TENANT_PAGE),
    summary: '可分配给租户的套餐',
    handler: async (ctx) => {
      const rows = await ctx.db
        .selectFrom('role')
        .select(['id', 'name', 'description'])
        .where('tenant_id', '=', '0')
        .where('enabled', '=', true)
        .where('delete_flag', '=', false)
        .where('name', '<>', PLATFORM_ADMIN_ROLE)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), name: r.name, description: r.description }));
    },
  }),
];
