import { BUTTON, ERR, systemRequests } from '@suanpan/contracts';
import { conflict } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { platformPage, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { assertPackageRole } from './tenant.resource.js';
import { provisionTenant, setTenantPackage, tenantPackages } from './tenant-provisioning.service.js';
import { assertLoginNameFree } from './user/user-rules.js';

const TENANT_PAGE = '/system/tenant';

export const tenantRoutes = [
  route({
    method: 'POST',
    url: '/tenant/add',
    access: platformPage(TENANT_PAGE, BUTTON.edit),
    ...systemRequests['POST /tenant/add'],
    summary: '新增租户',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      try {
        const created = await ctx.db.transaction().execute(async (trx) => {
          await assertLoginNameFree(trx, body.loginName);
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
          if (body.roleId !== undefined) await setTenantPackage(trx, result.tenantId, body.roleId);
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
    handler: async (ctx) => tenantPackages(ctx.db),
  }),
];
