import { BUTTON, materialCategoryContract, materialRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { categoryDetail, categoryNameTaken, categoryTree, childCategories } from './category-tree.query.js';
import { sortCategories } from './category-sort.service.js';

const PAGE = materialCategoryContract.page;
/**
 * Tree endpoints of 商品类别. The tree itself is LOGIN: product lists, pickers and reports of
 * every bill page filter by category, and it holds only names and codes.
 */
export const categoryTreeRoutes = [
  route({
    method: ['GET', 'POST'],
    url: '/materialCategory/getMaterialCategoryTree',
    access: LOGIN,
    ...materialRequests['GET /materialCategory/getMaterialCategoryTree'],
    summary: '商品类别树',
    handler: async (ctx, { query }) => categoryTree(ctx.db, sessionOf(ctx).tenantId, query.id),
  }),
  route({
    method: 'GET',
    url: '/materialCategory/findById',
    access: page(PAGE),
    ...materialRequests['GET /materialCategory/findById'],
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
    ...materialRequests['GET /materialCategory/getAllList'],
    summary: '下级商品类别',
    handler: async (ctx, { query }) => childCategories(ctx.db, sessionOf(ctx).tenantId, query.parentId),
  }),
  route({
    method: 'GET',
    url: '/materialCategory/checkIsNameExist',
    access: page(PAGE),
    ...materialRequests['GET /materialCategory/checkIsNameExist'],
    summary: '检查商品类别名称是否存在',
    handler: async (ctx, { query }) => ({ status: await categoryNameTaken(ctx.db, sessionOf(ctx).tenantId, query.name.trim(), query.id, query.parentId) }),
  }),
  route({
    method: 'POST',
    url: '/materialCategory/updateSort',
    access: page(PAGE, BUTTON.edit),
    ...materialRequests['POST /materialCategory/updateSort'],
    summary: '商品类别排序',
    handler: async (ctx, { body }) => {
      await sortCategories(ctx.db, sessionOf(ctx), ctx.ip, body.items);
      return { message: '成功' };
    },
  }),
];
