import { BUTTON, idQuerySchema, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { addFormSheet, newWorkbook, workbookReply } from '../../platform/export/styled-sheet.js';
import { companyName } from '../production/sheet.repository.js';
import { adjustmentFromCount, countDifferenceReport, COUNT_ADJUST, COUNT_ENTRY, currentStockForCount } from './stock-check.service.js';

/** 盘点录入 / 盘点复盘 (docs/manufacturing.md): what the two kinds add to the bill endpoints. */
export const stockCheckRoutes = [
  route({
    method: 'GET',
    url: '/stockCheck/loadStock',
    access: page(COUNT_ENTRY.page, BUTTON.edit),
    query: z.object({ depotId: recordId('仓库'), categoryId: recordId('类别').optional() }),
    summary: '盘点加载库存',
    handler: async (ctx, { query }) => ({
      rows: await currentStockForCount(ctx.db, sessionOf(ctx), String(query.depotId), query.categoryId === undefined ? undefined : String(query.categoryId)),
    }),
  }),
  route({
    method: 'POST',
    url: '/stockCheck/adjust',
    access: page(COUNT_ADJUST.page, BUTTON.edit),
    body: idQuerySchema,
    summary: '生成盘点复盘单',
    handler: async (ctx, { body }) => adjustmentFromCount(documentContext(ctx), body.id),
  }),
  route({
    method: 'GET',
    url: '/stockCheck/differences',
    access: page(COUNT_ENTRY.page),
    query: idQuerySchema,
    summary: '盘点差异',
    handler: async (ctx, { query }) => countDifferenceReport(ctx.db, sessionOf(ctx), query.id),
  }),
  route({
    method: 'GET',
    url: '/stockCheck/exportDifferences',
    access: page(COUNT_ENTRY.page, BUTTON.export),
    query: idQuerySchema,
    summary: '导出盘点差异',
    handler: async (ctx, { query }) => {
      const report = await countDifferenceReport(ctx.db, sessionOf(ctx), query.id);
      const n = (v: string) => Number(v);
      const workbook = newWorkbook();
      addFormSheet(workbook, {
        sheetName: '盘点差异',
        company: await companyName(ctx.db, sessionOf(ctx).tenantId),
        title: '盘点差异表',
        info: [
          ['盘点单号', report.number],
          ['盘点时间', report.operTime],
          ['盘盈/盘亏', `${report.gainLines} / ${report.lossLines} 项`],
        ],
        columns: [
          { header: '序号', width: 6 },
          { header: '条码', width: 16 },
          { header: '名称', width: 18 },
          { header: '规格', width: 12 },
          { header: '型号', width: 12 },
          { header: '单位', width: 6 },
          { header: '仓库', width: 12 },
          { header: '账面数量', width: 10, numFmt: '#,##0.######' },
          { header: '实盘数量', width: 10, numFmt: '#,##0.######' },
          { header: '差异', width: 10, numFmt: '#,##0.######' },
          { header: '盘盈/盘亏', width: 10 },
        ],
        rows: report.rows.map((r, i) => [
          i + 1,
          r.barCode,
          r.name,
          r.standard,
          r.model,
          r.unit,
          r.depotName,
          n(r.bookNumber),
          n(r.countedNumber),
          n(r.difference),
          r.result,
        ]),
        signatures: ['盘点人：', '复核人：', '仓库主管：'],
      });
      return workbookReply(workbook, `盘点差异_${report.number}.xlsx`);
    },
  }),
];
