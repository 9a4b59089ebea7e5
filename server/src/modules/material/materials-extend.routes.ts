import { idOrZero, materialContract, optionalId, optionalText } from '@suanpan/contracts';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { barcodeInUse, barcodeRowByCode, identicalMaterialExists, liveMaterialId } from './material-extend.query.js';
import { barcodeRowsOf } from './material-lookup.query.js';

const PAGE = materialContract.page;

const existQuery = z.object({
  id: idOrZero('id'),
  name: z.string().trim().max(100).default(''),
  model: optionalText('型号'),
  color: optionalText('颜色', 50),
  standard: optionalText('规格'),
  mfrs: optionalText('制造商', 50),
  otherField1: optionalText('自定义1', 500),
  otherField2: optionalText('自定义2', 500),
  otherField3: optionalText('自定义3', 500),
  unit: optionalText('单位', 50),
  unitId: optionalId('多单位'),
});

/** Barcode rows (`/materialsExtend/*`) and the identical-product check of the product form. */
export const materialsExtendRoutes = [
  route({
    method: 'GET',
    url: '/materialsExtend/checkIsBarCodeExist',
    access: page(PAGE),
    query: z.object({
      id: idOrZero('id'),
      barCode: z.string().trim().min(1, '条码不能为空').max(50, '条码过长'),
    }),
    summary: '检查条码是否存在',
    handler: async (ctx, { query }) => ({ status: await barcodeInUse(ctx.db, sessionOf(ctx).tenantId, query.barCode, query.id) }),
  }),
  route({
    method: 'GET',
    url: '/materialsExtend/getDetailList',
    access: LOGIN,
    query: z.object({ materialId: idOrZero('materialId') }),
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
    query: z.object({ barCode: z.string().trim().min(1, '条码不能为空').max(50) }),
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
    query: existQuery,
    summary: '检查商品是否已存在',
    handler: async (ctx, { query }) => ({ status: await identicalMaterialExists(ctx.db, sessionOf(ctx).tenantId, query) }),
  }),
];
