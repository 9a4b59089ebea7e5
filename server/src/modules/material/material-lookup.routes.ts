import { blankAsAbsent, formatMessage, MATERIAL_ERR, optionalFlag, optionalId, optionalText, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { notFound, refused } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { billHits, lookupDepot } from './bill-hits.service.js';
import { hiddenProductPrices, pricingContext } from './bill-price.service.js';
import { suggestRows } from './bill-suggest.query.js';
import { descendantIds } from './category-tree.query.js';
import { barcodeOfRow, barcodesOfSerials, lookupShape, materialNames, pickerRows, rowsByBarcodes, rowsOfMaterial } from './material-lookup.query.js';
import { pickerPaging } from './lookup-params.js';

const pickerQuery = z.object({
  categoryId: optionalId('类别'),
  q: optionalText('关键词'),
  standardOrModel: optionalText('规格型号'),
  depotId: optionalId('仓库'),
  color: optionalText('颜色'),
  brand: optionalText('品牌'),
  mfrs: optionalText('制造商'),
  mpList: optionalText('mpList', 500),
  otherField1: optionalText('自定义1'),
  otherField2: optionalText('自定义2'),
  otherField3: optionalText('自定义3'),
  enableSerialNumber: optionalFlag('序列号'),
  enableBatchNumber: optionalFlag('批号'),
  ...pickerPaging,
});

/** The 条码 cell's search as a clerk types (barcode, name, 规格, 型号, 助记码): a few rows, no count. */
const forBillQuery = z.object({
  q: z.string({ error: '关键词不能为空' }).trim().min(1, '关键词不能为空').max(100, '关键词不能超过100个字符'),
  organId: optionalId('往来单位'),
  depotId: optionalId('仓库'),
  prefixNo: optionalText('单据类型', 10),
  rows: z.preprocess(blankAsAbsent, z.coerce.number({ error: 'rows必须是数字' }).int().min(1, 'rows不能小于1').max(20, 'rows不能大于20').default(10)),
});

const byBarCodeQuery = z.object({
  barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(2000, '条码过长'),
  organId: optionalId('往来单位'),
  depotId: optionalId('仓库'),
  mpList: optionalText('mpList', 500),
  prefixNo: optionalText('单据类型', 10),
});

/**
 * Product look-ups of the bill screens. Access is LOGIN: all seventeen bill pages, the reports
 * and the production order need them, and they return what any bill's product picker shows;
 * the product's prices are still masked by the caller's role (price limits 4/5/6), and stock read without
 * a depot counts only the depots the caller may use (分配仓库权限).
 */
export const materialLookupRoutes = [
  route({
    method: 'GET',
    url: '/material/findBySelect',
    access: LOGIN,
    query: pickerQuery,
    grants: { depots: ['depotId'] },
    summary: '商品选择',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const categoryIds = query.categoryId ? await descendantIds(ctx.db, s.tenantId, [query.categoryId]) : undefined;
      const stockIn = { depotId: query.depotId, viewer: s };
      const { total, rows } = await pickerRows(ctx.db, s.tenantId, { ...query, categoryIds, stockIn }, (query.page - 1) * query.rows, query.rows);
      // The product's prices follow the role's bill price limits (4/5/6), as on the bills they fill.
      const hidden = hiddenProductPrices((await pricingContext(ctx.db, s, undefined)).priceLimit);
      return { total, rows: rows.map((r) => ({ ...lookupShape(r), ...hidden })) };
    },
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialByBarCode',
    access: LOGIN,
    query: byBarCodeQuery,
    grants: { depots: ['depotId'], customer: 'organId' },
    summary: '按条码取商品',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const codes = [
        ...new Set(
          query.barCode
            .split(/[,，]/)
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ].slice(0, 200);
      const depotId = await lookupDepot(ctx.db, s, query);
      const stockIn = { depotId, viewer: s };
      let rows = await rowsByBarcodes(ctx.db, s.tenantId, codes, stockIn, true);
      const missing = codes.filter((c) => !rows.some((r) => r.bar_code === c));
      if (missing.length) {
        // A scanned serial number stands for its product's default barcode.
        const serials = await barcodesOfSerials(ctx.db, s.tenantId, missing);
        rows = rows.concat(await rowsByBarcodes(ctx.db, s.tenantId, serials, stockIn, true));
        if (serials.length === 0 && rows.length === 0)
          throw refused(MATERIAL_ERR.barcodeNotExist, formatMessage(MATERIAL_ERR.barcodeNotExist.message, missing[0] ?? ''), 'barCode');
      }
      return billHits(ctx.db, s, rows, query, depotId);
    },
  }),
  route({
    method: 'GET',
    url: '/material/findForBill',
    access: LOGIN,
    query: forBillQuery,
    grants: { depots: ['depotId'], customer: 'organId' },
    summary: '单据行搜索商品',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const depotId = await lookupDepot(ctx.db, s, query);
      return billHits(ctx.db, s, await suggestRows(ctx.db, s.tenantId, query.q, { depotId, viewer: s }, query.rows), query, depotId);
    },
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialByParam',
    access: LOGIN,
    query: z.object({ q: optionalText('关键词') }),
    summary: '商品搜索建议',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      if (!query.q) return [];
      const { rows } = await pickerRows(ctx.db, s.tenantId, { q: query.q }, 0, 20, { count: false });
      return rows.map((r) => ({ barCode: r.bar_code, materialStr: [r.bar_code, r.name, r.standard, r.model, r.sku].filter(Boolean).join(' ') }));
    },
  }),
  route({
    method: 'GET',
    url: '/material/findById',
    access: LOGIN,
    query: z.object({ id: recordId('id'), depotId: optionalId('仓库') }),
    grants: { depots: ['depotId'] },
    summary: '商品条码行',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const rows = await rowsOfMaterial(ctx.db, s.tenantId, String(query.id), { depotId: query.depotId, viewer: s });
      if (rows.length === 0) throw notFound('商品不存在或已被删除');
      const hidden = hiddenProductPrices((await pricingContext(ctx.db, s, undefined)).priceLimit);
      return rows.map((r) => ({ ...lookupShape(r), ...hidden }));
    },
  }),
  route({
    method: 'GET',
    url: '/material/findByIdWithBarCode',
    access: LOGIN,
    query: z.object({ meId: recordId('meId'), mpList: optionalText('mpList', 500) }),
    summary: '按条码行取商品',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const code = await barcodeOfRow(ctx.db, s.tenantId, query.meId);
      const [row] = code ? await rowsByBarcodes(ctx.db, s.tenantId, [code], { viewer: s }, false) : [];
      if (!row) throw notFound('商品条码不存在');
      const shaped = { ...lookupShape(row), ...hiddenProductPrices((await pricingContext(ctx.db, s, undefined)).priceLimit) };
      return { ...shaped, materialOther: [row.mfrs, row.other_field1, row.other_field2, row.other_field3].filter(Boolean).join('/') };
    },
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialNameList',
    access: LOGIN,
    summary: '商品名称列表',
    handler: async (ctx) => materialNames(ctx.db, sessionOf(ctx).tenantId),
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialEnableSerialNumberList',
    access: LOGIN,
    query: z.object({ q: optionalText('关键词'), ...pickerPaging }),
    summary: '序列号商品',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const filter = { q: query.q, enableSerialNumber: '1' as const, stockIn: { viewer: s } };
      const { total, rows } = await pickerRows(ctx.db, s.tenantId, filter, (query.page - 1) * query.rows, query.rows);
      const hidden = hiddenProductPrices((await pricingContext(ctx.db, s, undefined)).priceLimit);
      return { total, rows: rows.map((r) => ({ ...lookupShape(r), ...hidden })) };
    },
  }),
];
