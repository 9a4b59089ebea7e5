import { BUTTON, idListSchema, recordId } from '@suanpan/contracts';
import type { CellValue } from 'exceljs';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { streamSheet } from '../../platform/export/sheet-writer.js';
import { planOf, purchaseForPlan } from './material-plan.service.js';
import { PRODUCTION_ORDER } from './production-order.service.js';

const ids = z.object({ ids: idListSchema });
const n = (v: string | null): CellValue => (v === null ? null : Number(v));

/** 物料计划 of chosen production orders, the purchase orders for its shortfalls, and its sheet (WuLiao). */
export const materialPlanRoutes = [
  route({
    method: 'GET',
    url: '/productionOrder/materialPlan',
    access: page(PRODUCTION_ORDER.page),
    query: ids,
    summary: '物料计划',
    handler: async (ctx, { query }) => ({ rows: await planOf(ctx.db, sessionOf(ctx).tenantId, query.ids) }),
  }),
  route({
    method: 'POST',
    url: '/productionOrder/purchaseOrders',
    access: page(PRODUCTION_ORDER.page, BUTTON.edit),
    body: ids.extend({
      suppliers: z
        .array(z.object({ materialId: recordId('商品'), supplierId: recordId('供应商') }), { error: '供应商选择格式不正确' })
        .max(1000)
        .optional()
        .default([]),
    }),
    summary: '物料计划生成采购订单',
    handler: async (ctx, { body }) => {
      const bills = await purchaseForPlan(documentContext(ctx), body.ids, body.suppliers);
      return { bills, message: `已生成${bills.length}张采购订单` };
    },
  }),
  route({
    method: 'GET',
    url: '/productionOrder/exportWuLiao',
    access: page(PRODUCTION_ORDER.page, BUTTON.export),
    query: ids,
    summary: '导出物料计划(WuLiao)',
    handler: async (ctx, { query }) => {
      const rows = await planOf(ctx.db, sessionOf(ctx).tenantId, query.ids);
      return streamSheet({
        fileName: '物料计划.xlsx',
        sheetName: '物料计划',
        tip: `物料计划（生产订单${query.ids.length}张，数量按基本单位）`,
        headers: ['序号', '条码', '物料名称', '规格', '型号', '单位', '需求数量', '库存', '在途', '缺口', '供应商', '采购单价'],
        batches: [
          rows.map((r, i): CellValue[] => [
            i + 1,
            r.barCode,
            r.name,
            r.standard,
            r.model,
            r.unit,
            n(r.required),
            n(r.stock),
            n(r.onOrder),
            n(r.shortfall),
            r.supplierName,
            n(r.purchasePrice),
          ]),
        ],
      });
    },
  }),
];
