import { BUTTON, materialContract, materialRequests } from '@suanpan/contracts';
import { mayUse } from '../../app/auth/permissions.js';
import { badRequest, forbidden } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { streamSheet, templateSheet } from '../../platform/export/sheet-writer.js';
import { importJob, importJobId, importProgressRoute } from '../../platform/import/import-job.js';
import { readSheet } from '../../platform/import/sheet-reader.js';
import { uploadedWorkbook } from '../../platform/import/uploaded-workbook.js';
import { parseSearch } from '../../platform/resource/list-query.js';
import { exportBatches } from './material-export.query.js';
import { importMaterials } from './material-import.service.js';
import { SHEET_MAX_ROWS, SHEET_TIP, sheetLayout } from './material-sheet.js';
import { materialResource } from './material.resource.js';

const PAGE = materialContract.page;

/**
 * 导入/导出 of 商品信息 in the reference's columns. Import: POST multipart `file` (+ optional
 * `importId` the client chose, to poll /material/importProgress while the upload runs).
 */
export const materialImportRoutes = [
  route({
    method: 'POST',
    url: '/material/importExcel',
    access: page(PAGE, BUTTON.export),
    ...materialRequests['POST /material/importExcel'],
    summary: '导入商品',
    handler: async (ctx, { query }, req, reply) => {
      const s = sessionOf(ctx);
      // Importing writes products: the page's edit button is needed as well as import/export.
      if (!(await mayUse(ctx.db, s, [PAGE], BUTTON.edit))) throw forbidden();
      const { buffer, fields } = await uploadedWorkbook(req);
      const id = importJobId(query.importId, fields);
      const sheet = await readSheet(buffer, '名称', { maxRows: SHEET_MAX_ROWS });
      if (sheet.rows.length === 0) throw badRequest('表格中没有数据', 'file');
      const outcome = await importMaterials(ctx, s, sheet, importJob(ctx.db, s, 'material', id));
      if (!outcome.ok) {
        const first = outcome.errors[0];
        return reply
          .status(400)
          .send({ code: first?.code ?? 400, data: { message: first?.message ?? '导入失败', importId: id, errors: outcome.errors.slice(0, 1000) } });
      }
      return { message: '导入成功', importId: id, total: outcome.total };
    },
  }),
  importProgressRoute('/material/importProgress', page(PAGE, BUTTON.export), 'material'),
  route({
    method: 'GET',
    url: '/material/exportExcel',
    access: page(PAGE, BUTTON.export),
    ...materialRequests['GET /material/exportExcel'],
    summary: '导出商品',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const layout = await sheetLayout(ctx.db, s.tenantId);
      const search = parseSearch(materialResource.contract, query.search);
      const batches = exportBatches(ctx, s, { search, ids: query.selections }, layout);
      return streamSheet({ fileName: '商品信息.xlsx', sheetName: '商品信息', tip: SHEET_TIP, headers: layout.headers, batches });
    },
  }),
  route({
    method: 'GET',
    url: '/material/importTemplate',
    access: page(PAGE, BUTTON.export),
    summary: '商品导入模板',
    handler: async (ctx) => {
      const layout = await sheetLayout(ctx.db, sessionOf(ctx).tenantId);
      // The template is the export's header rows without products.
      return templateSheet({ fileName: '商品Excel模板.xlsx', sheetName: '商品信息', tip: SHEET_TIP, headers: layout.headers });
    },
  }),
];
