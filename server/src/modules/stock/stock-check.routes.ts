import { BUTTON, productionRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { countDifferenceSheet } from './stock-check-sheet.js';
import { adjustmentFromCount, countDifferenceReport, COUNT_ADJUST, COUNT_ENTRY, currentStockForCount } from './stock-check.service.js';

/** 盘点录入 / 盘点复盘 (docs/manufacturing.md): what the two kinds add to the bill endpoints. */
export const stockCheckRoutes = [
  route({
    method: 'GET',
    url: '/stockCheck/loadStock',
    access: page(COUNT_ENTRY.page, BUTTON.edit),
    ...productionRequests['GET /stockCheck/loadStock'],
    grants: { depots: ['depotId'] },
    summary: '盘点加载库存',
    handler: async (ctx, { query }) => ({
      rows: await currentStockForCount(ctx.db, sessionOf(ctx), String(query.depotId), query.categoryId === undefined ? undefined : String(query.categoryId)),
    }),
  }),
  route({
    method: 'POST',
    url: '/stockCheck/adjust',
    access: page(COUNT_ADJUST.page, BUTTON.edit),
    ...productionRequests['POST /stockCheck/adjust'],
    summary: '生成盘点复盘单',
    handler: async (ctx, { body }) => adjustmentFromCount(documentContext(ctx), body.id),
  }),
  route({
    method: 'GET',
    url: '/stockCheck/differences',
    access: page(COUNT_ENTRY.page),
    ...productionRequests['GET /stockCheck/differences'],
    summary: '盘点差异',
    handler: async (ctx, { query }) => countDifferenceReport(ctx.db, sessionOf(ctx), query.id),
  }),
  route({
    method: 'GET',
    url: '/stockCheck/exportDifferences',
    access: page(COUNT_ENTRY.page, BUTTON.export),
    ...productionRequests['GET /stockCheck/exportDifferences'],
    summary: '导出盘点差异',
    handler: async (ctx, { query }) => countDifferenceSheet(ctx.db, sessionOf(ctx), query.id),
  }),
];
