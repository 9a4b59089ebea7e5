import { formatMessage, MATERIAL_ERR, materialLookupRequests } from '@suanpan/contracts';
import { notFound, refused } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { billHits, lookupDepot } from './bill-hits.service.js';
import { hiddenProductPrices, pricingContext } from './bill-price.service.js';
import { suggestRows } from './bill-suggest.query.js';
import { descendantIds } from './category-tree.query.js';
import { barcodeOfRow, barcodesOfSerials, lookupShape, materialNames, pickerRows, rowsByBarcodes, rowsOfMaterial } from './material-lookup.query.js';

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
    ...materialLookupRequests['GET /material/findBySelect'],
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
    ...materialLookupRequests['GET /material/getMaterialByBarCode'],
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
    ...materialLookupRequests['GET /material/findForBill'],
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
    ...materialLookupRequests['GET /material/getMaterialByParam'],
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
    ...materialLookupRequests['GET /material/findById'],
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
    ...materialLookupRequests['GET /material/findByIdWithBarCode'],
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
    ...materialLookupRequests['GET /material/getMaterialEnableSerialNumberList'],
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
