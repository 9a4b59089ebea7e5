import { BUTTON, productionRequests, type MaterialPlanRow } from '@suanpan/contracts';
import type { CellValue } from 'exceljs';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { streamSheet } from '../../platform/export/sheet-writer.js';
import { planOf, purchaseForPlan } from './material-plan.service.js';
import { PRODUCTION_ORDER } from './production-order.service.js';

const n = (v: string | null): CellValue => (v === null ? null : Number(v));

/** 物料计划 of chosen production orders, the purchase orders for its shortfalls, and its sheet (WuLiao). */
export const materialPlanRoutes = [
  route({
    method: 'GET',
    url: '/productionOrder/materialPlan',
    access: page(PRODUCTION_ORDER.page),
    ...productionRequests['GET /productionOrder/materialPlan'],
    summary: '物料计划',
    handler: async (ctx, { query }) => ({ rows: await planOf(ctx.db, sessionOf(ctx), query.ids) }),
  }),
  route({
    method: 'POST',
    url: '/productionOrder/purchaseOrders',
    access: page(PRODUCTION_ORDER.page, BUTTON.edit),
    ...productionRequests['POST /productionOrder/purchaseOrders'],
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
    ...productionRequests['GET /productionOrder/exportWuLiao'],
    summary: '导出物料计划(WuLiao)',
    handler: async (ctx, { query }) => wuLiaoSheet(await planOf(ctx.db, sessionOf(ctx), query.ids), query.ids.length),
  }),
  // spec §7.5 WuLiao: the materials the user ticked in the plan dialog (`selectedMaterials`), as the plan of the
  // chosen orders computes them — the browser names the lines, the server supplies every figure.
  route({
    method: 'POST',
    url: '/systemConfig/exportWuLiao',
    access: page(PRODUCTION_ORDER.page, BUTTON.export),
    ...productionRequests['POST /systemConfig/exportWuLiao'],
    summary: '导出物料计划(WuLiao，所选物料)',
    handler: async (ctx, { body }) => {
      const plan = await planOf(ctx.db, sessionOf(ctx), body.ids);
      if (!body.selectedMaterials) return wuLiaoSheet(plan, body.ids.length);
      const chosen = body.selectedMaterials.map((m) => String(m.materialId));
      const missing = chosen.findIndex((m) => !plan.some((r) => String(r.materialId) === m));
      if (missing >= 0) throw badRequest('所选物料不在这些生产订单的物料计划中', `selectedMaterials.${missing}.materialId`);
      return wuLiaoSheet(
        plan.filter((r) => chosen.includes(String(r.materialId))),
        body.ids.length,
      );
    },
  }),
];

/** The WuLiao sheet of plan lines (numbers as numbers). */
function wuLiaoSheet(rows: readonly MaterialPlanRow[], orders: number) {
  return streamSheet({
    fileName: '物料计划.xlsx',
    sheetName: '物料计划',
    tip: `物料计划（生产订单${orders}张，数量按基本单位）`,
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
}
