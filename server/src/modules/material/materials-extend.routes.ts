import { materialContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { barcodeRowsOf, trimNum } from './material-lookup.query.js';
import { optionalId, optionalText } from './lookup-params.js';

const PAGE = materialContract.page;

const existQuery = z.object({
  id: z.preprocess((v) => (v === '' ? 0 : v), z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0)),
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

/** `is not distinct from` compares blanks as equal, so '' and null name the same (empty) field. */
const same = (column: string, value: string | undefined) => sql<boolean>`coalesce(${sql.ref(column)}, '') = ${value ?? ''}`;

/** Barcode rows (`/materialsExtend/*`) and the identical-product check of the product form. */
export const materialsExtendRoutes = [
  route({
    method: 'GET',
    url: '/materialsExtend/checkIsBarCodeExist',
    access: page(PAGE),
    query: z.object({
      id: z.preprocess((v) => (v === '' ? 0 : v), z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0)),
      barCode: z.string().trim().min(1, '条码不能为空').max(50, '条码过长'),
    }),
    summary: '检查条码是否存在',
    handler: async (ctx, { query }) => {
      const hit = await ctx.db
        .selectFrom('material_extend')
        .select('id')
        .where('tenant_id', '=', sessionOf(ctx).tenantId)
        .where('delete_flag', '=', false)
        .where('bar_code', '=', query.barCode)
        .where('id', '<>', String(query.id))
        .executeTakeFirst();
      return { status: hit !== undefined };
    },
  }),
  route({
    method: 'GET',
    url: '/materialsExtend/getDetailList',
    access: LOGIN,
    query: z.object({ materialId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
    summary: '商品条码明细',
    handler: async (ctx, { query }) => {
      if (query.materialId === 0) return { total: 0, rows: [] };
      const s = sessionOf(ctx);
      const exists = await ctx.db
        .selectFrom('material')
        .select('id')
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', String(query.materialId))
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (!exists) throw notFound('商品不存在或已被删除');
      const rows = await barcodeRowsOf(ctx.db, s.tenantId, exists.id);
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
      const r = await ctx.db
        .selectFrom('material_extend')
        .selectAll()
        .where('tenant_id', '=', sessionOf(ctx).tenantId)
        .where('bar_code', '=', query.barCode)
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (!r) throw notFound('商品条码不存在');
      return {
        id: Number(r.id),
        materialId: Number(r.material_id),
        barCode: r.bar_code,
        commodityUnit: r.commodity_unit,
        sku: r.sku,
        purchaseDecimal: trimNum(r.purchase_decimal),
        commodityDecimal: trimNum(r.commodity_decimal),
        wholesaleDecimal: trimNum(r.wholesale_decimal),
        lowDecimal: trimNum(r.low_decimal),
        defaultFlag: r.default_flag ? '1' : '0',
      };
    },
  }),
  route({
    method: 'GET',
    url: '/material/checkIsExist',
    access: page(PAGE),
    query: existQuery,
    summary: '检查商品是否已存在',
    handler: async (ctx, { query }) => {
      const hit = await ctx.db
        .selectFrom('material')
        .select('id')
        .where('tenant_id', '=', sessionOf(ctx).tenantId)
        .where('delete_flag', '=', false)
        .where('id', '<>', String(query.id))
        .where('name', '=', query.name)
        .where(same('model', query.model))
        .where(same('color', query.color))
        .where(same('standard', query.standard))
        .where(same('mfrs', query.mfrs))
        .where(same('other_field1', query.otherField1))
        .where(same('other_field2', query.otherField2))
        .where(same('other_field3', query.otherField3))
        .where(query.unitId ? sql<boolean>`unit_id = ${query.unitId}` : same('unit', query.unit))
        .executeTakeFirst();
      return { status: hit !== undefined };
    },
  }),
];
