import { materialContract, materialRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { barcodeInUse, barcodeRowByCode, identicalMaterialExists, liveMaterialId } from './material-extend.query.js';
import { barcodeRowsOf } from './material-lookup.query.js';

const PAGE = materialContract.page;

/** Barcode rows (`/materialsExtend/*`) and the identical-product check of the product form. */
export const materialsExtendRoutes = [
  route({
    method: 'GET',
    url: '/materialsExtend/checkIsBarCodeExist',
    access: page(PAGE),
    ...materialRequests['GET /materialsExtend/checkIsBarCodeExist'],
    summary: '检查条码是否存在',
    handler: async (ctx, { query }) => ({ status: await barcodeInUse(ctx.db, sessionOf(ctx).tenantId, query.barCode, query.id) }),
  }),
  route({
    method: 'GET',
    url: '/materialsExtend/getDetailList',
    access: LOGIN,
    ...materialRequests['GET /materialsExtend/getDetailList'],
    summary: '商品条码明细',
    handler: async (ctx, { query }) => {
      if (query.materialId === 0) return { total: 0, rows: [] };
      const s = sessionOf(ctx);
      const id = await liveMaterialId(ctx.db, s.tenantId, query.materialId);
      if (!id) throw notFound('商品不存在或已被删除');
      const rows = await barcodeRowsOf(ctx.db, s.tenantId, id);
      return { total: rows.length, rows };
    },
  }),
  route({
    method: 'GET',
    url: '/materialsExtend/getInfoByBarCode',
    access: LOGIN,
    ...materialRequests['GET /materialsExtend/getInfoByBarCode'],
    summary: '按条码取条码行',
    handler: async (ctx, { query }) => {
      const row = await barcodeRowByCode(ctx.db, sessionOf(ctx).tenantId, query.barCode);
      if (!row) throw notFound('商品条码不存在');
      return row;
    },
  }),
  route({
    method: 'GET',
    url: '/material/checkIsExist',
    access: page(PAGE),
    ...materialRequests['GET /material/checkIsExist'],
    summary: '检查商品是否已存在',
    handler: async (ctx, { query }) => ({ status: await identicalMaterialExists(ctx.db, sessionOf(ctx).tenantId, query) }),
  }),
];
