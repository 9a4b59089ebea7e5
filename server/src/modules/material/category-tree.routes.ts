import { BUTTON, idOrZero, materialCategoryContract, optionalId, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { categoryDetail, categoryNameTaken, categoryTree, childCategories } from './category-tree.query.js';
import { sortCategories } from './category-sort.service.js';

const PAGE = materialCategoryContract.page;
/** A node id where 0 (as the tree sends for its root) means none. */
const optionalNodeId = (label: string) => z.preprocess((v) => (v === '0' || v === 0 ? undefined : v), optionalId(label));
const idQuery = z.object({ id: recordId('id') });
const sortBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: recordId('id'),
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
    query: z.object({ id: optionalNodeId('id') }),
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
      const row = await categoryDetail(ctx.db, sessionOf(ctx).tenantId, query.id);
      if (!row) throw notFound('商品类别不存在或已被删除');
      return [row];
    },
  }),
  route({
    method: 'GET',
    url: '/materialCategory/getAllList',
    access: LOGIN,
    query: z.object({ parentId: optionalNodeId('parentId') }),
    summary: '下级商品类别',
    handler: async (ctx, { query }) => childCategories(ctx.db, sessionOf(ctx).tenantId, query.parentId),
  }),
  route({
    method: 'GET',
    url: '/materialCategory/checkIsNameExist',
    access: page(PAGE),
    query: z.object({
      id: idOrZero('id'),
      name: z.string().max(200),
      parentId: optionalNodeId('parentId'),
    }),
    summary: '检查商品类别名称是否存在',
    handler: async (ctx, { query }) => ({ status: await categoryNameTaken(ctx.db, sessionOf(ctx).tenantId, query.name.trim(), query.id, query.parentId) }),
  }),
  route({
    method: 'POST',
    url: '/materialCategory/updateSort',
    access: page(PAGE, BUTTON.edit),
    body: sortBody,
    summary: '商品类别排序',
    handler: async (ctx, { body }) => {
      await sortCategories(ctx.db, sessionOf(ctx), ctx.ip, body.items);
      return { message: '成功' };
    },
  }),
];
