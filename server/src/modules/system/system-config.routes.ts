import { columnOf, systemConfigContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { toApiRow } from '../../platform/resource/row-mapping.js';

/** Company data and switches every screen reads; defaults apply when the tenant has saved none. */
export const systemConfigRoutes = [
  route({
    method: 'GET',
    url: '/systemConfig/getCurrentInfo',
    access: LOGIN,
    summary: '当前租户的系统配置',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const fields = systemConfigContract.fields;
      const row = await ctx.db
        .selectFrom('system_config')
        .select([sql<string>`id`.as('id'), ...Object.entries(fields).map(([k, f]) => sql`${sql.ref(columnOf(k, f))}`.as(k))])
        .where('tenant_id', '=', s.tenantId)
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      return row ? toApiRow(fields, row as Record<string, unknown>) : null;
    },
  }),
  route({
    method: 'GET',
    url: '/systemConfig/fileSizeLimit',
    access: LOGIN,
    summary: '上传文件大小限制',
    handler: async (ctx) => ctx.config.fileSizeLimit,
  }),
];
