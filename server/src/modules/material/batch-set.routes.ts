import { BUTTON, materialBatchInfoSchema, materialBatchPriceSchema, materialBatchStockSchema } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { applyInfo, applyPrice, applyStock, infoChanges, priceChanges, stockChanges } from './batch-set.service.js';

// The product list's 批量编辑 and the three batch-set pages.
const INFO_PAGES = ['/material/material', '/material/batch_set_info'];
const PRICE_PAGES = ['/material/material', '/material/batch_set_price'];
const STOCK_PAGES = ['/material/material', '/material/batch_set_stock'];

/**
 * 批量设置: every change of a request is one set-based statement in one transaction; the
 * `…Preview` twin answers what would change (per product and field, from → to) and writes nothing.
 */
export const batchSetRoutes = [
  route({
    method: 'POST', url: '/material/batchUpdatePreview', access: page(INFO_PAGES), body: materialBatchInfoSchema, summary: '批量编辑预览',
    handler: async (ctx, { body }) => ({ changes: (await infoChanges(ctx.db, sessionOf(ctx), body)).changes }),
  }),
  route({
    method: 'POST', url: '/material/batchUpdate', access: page(INFO_PAGES, BUTTON.edit), body: materialBatchInfoSchema, summary: '批量编辑商品',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      return ctx.db.transaction().execute(async (trx) => {
        const { columns, changes } = await infoChanges(trx, s, body);
        await applyInfo(trx, s, body.ids, columns);
        await writeLog(trx, s, ctx.ip, '商品', `批量编辑商品 ${body.ids.join(',')}`);
        return { message: '成功', changed: changes.length };
      });
    },
  }),
  route({
    method: 'POST', url: '/material/batchSetPricePreview', access: page(PRICE_PAGES), body: materialBatchPriceSchema, summary: '批量设置价格预览',
    handler: async (ctx, { body }) => ({ changes: await priceChanges(ctx.db, sessionOf(ctx), body) }),
  }),
  route({
    method: 'POST', url: '/material/batchSetPrice', access: page(PRICE_PAGES, BUTTON.edit), body: materialBatchPriceSchema, summary: '批量设置价格',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      return ctx.db.transaction().execute(async (trx) => {
        const changes = await priceChanges(trx, s, body);
        await applyPrice(trx, s, body);
        await writeLog(trx, s, ctx.ip, '商品', `批量设置价格 ${body.priceField} ${body.mode} ${body.value}`);
        return { message: '成功', changed: changes.length };
      });
    },
  }),
  route({
    method: 'POST', url: '/material/batchSetStockPreview', access: page(STOCK_PAGES), body: materialBatchStockSchema, summary: '批量设置库存预览',
    handler: async (ctx, { body }) => ({ changes: await stockChanges(ctx.db, sessionOf(ctx), body) }),
  }),
  route({
    method: 'POST', url: '/material/batchSetStock', access: page(STOCK_PAGES, BUTTON.edit), body: materialBatchStockSchema, summary: '批量设置库存',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      return ctx.db.transaction().execute(async (trx) => {
        const changes = await stockChanges(trx, s, body);
        await applyStock(trx, s, body);
        await writeLog(trx, s, ctx.ip, '商品', `批量设置库存 ${body.ids.length}个商品×${body.depotIds.length}个仓库`);
        return { message: '成功', changed: changes.length };
      });
    },
  }),
];
