import { BUTTON, materialCategoryContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { categoryTree } from './category-tree.query.js';

const PAGE = materialCategoryContract.page;
const optionalId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null || v === '0' || v === 0 ? undefined : v),
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int()
      .positive(`${label}必须是有效的编号`)
      .max(Number.MAX_SAFE_INTEGER)
      .optional(),
  );
const idQuery = z.object({ id: z.coerce.number({ error: 'id必须是数字' }).int().positive('id必须是有效的编号').max(Number.MAX_SAFE_INTEGER) });
const sortBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        sort: z.string().trim().max(10, '排序不能超过10个字符'),
      }),
    )
    .min(1, '请选择要排序的类别')
    .max(1000),
});

/**
 * Tree endpoints of 商品类别. The tree itself is LOGIN: product lists, pickers and reports of
 * every bill page filter by category, and it holds only names and codes.
 */
export const categoryTreeRoutes = [
  route({
    method: ['GET', 'POST'],
    url: '/materialCategory/getMaterialCategoryTree',
    access: LOGIN,
    query: z.object({ id: optionalId('id') }),
    summary: '商品类别树',
    handler: async (ctx, { query }) => categoryTree(ctx.db, sessionOf(ctx).tenantId, query.id),
  }),
  route({
    method: 'GET',
    url: '/materialCategory/findById',
    access: page(PAGE),
    query: idQuery,
    summary: '商品类别详情',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const row = await ctx.db
        .selectFrom('material_category as c')
        .leftJoin('material_category as p', (j) => j.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.parent_id'))
        .select(['c.id', 'c.name', 'c.parent_id', 'p.name as parent_name', 'c.sort', 'c.serial_no', 'c.remark'])
        .where('c.tenant_id', '=', s.tenantId)
        .where('c.id', '=', String(query.id))
        .where('c.delete_flag', '=', false)
        .executeTakeFirst();
      if (!row) throw notFound('商品类别不存在或已被删除');
      return [
        {
          id: Number(row.id),
          name: row.name,
          parentId: row.parent_id === null ? null : Number(row.parent_id),
          parentName: row.parent_name,
          sort: row.sort,
          serialNo: row.serial_no,
          remark: row.remark,
        },
      ];
    },
  }),
  route({
    method: 'GET',
    url: '/materialCategory/getAllList',
    access: LOGIN,
    query: z.object({ parentId: optionalId('parentId') }),
    summary: '下级商品类别',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const rows = await ctx.db
        .selectFrom('material_category')
        .select(['id', 'name', 'parent_id', 'sort', 'serial_no', 'remark'])
        .where('tenant_id', '=', s.tenantId)
        .where('delete_flag', '=', false)
        .where(sql<boolean>`coalesce(parent_id, 0) = ${query.parentId ?? 0}`)
        .orderBy(sql`sort nulls last`)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        sort: r.sort,
        serialNo: r.serial_no,
        remark: r.remark,
      }));
    },
  }),
  route({
    method: 'GET',
    url: '/materialCategory/checkIsNameExist',
    access: page(PAGE),
    query: z.object({
      id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
      name: z.string().max(200),
      parentId: optionalId('parentId'),
    }),
    summary: '检查商品类别名称是否存在',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const hit = await ctx.db
        .selectFrom('material_category')
        .select('id')
        .where('tenant_id', '=', s.tenantId)
        .where('delete_flag', '=', false)
        .where('name', '=', query.name.trim())
        .where('id', '<>', String(query.id))
        .where(sql<boolean>`coalesce(parent_id, 0) = ${query.parentId ?? 0}`)
        .executeTakeFirst();
      return { status: hit !== undefined };
    },
  }),
  route({
    method: 'POST',
    url: '/materialCategory/updateSort',
    access: page(PAGE, BUTTON.edit),
    body: sortBody,
    summary: '商品类别排序',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      const ids = body.items.map((i) => String(i.id));
      await ctx.db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('material_category')
          .select(sql<string>`count(*)`.as('n'))
          .where('tenant_id', '=', s.tenantId)
          .where('id', 'in', ids)
          .where('delete_flag', '=', false)
          .executeTakeFirstOrThrow();
        if (Number(found.n) !== new Set(ids).size) throw notFound('商品类别不存在或已被删除');
        // One statement for the whole list: the new sort values arrive as two parallel arrays.
        await sql`update material_category c set sort = v.sort, updated_at = localtimestamp(3)
          from unnest(${ids}::bigint[], ${body.items.map((i) => i.sort)}::varchar[]) as v(id, sort)
          where c.tenant_id = ${s.tenantId} and c.id = v.id`.execute(trx);
        await writeLog(trx, s, ctx.ip, materialCategoryContract.label, `商品类别排序 ${ids.join(',')}`);
      });
      return { message: '成功' };
    },
  }),
];
