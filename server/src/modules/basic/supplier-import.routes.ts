import { basicRequests, BUTTON, partnerImportQuery, PARTNER_TYPES, PARTNER_TYPE_PAGES, type PartnerType } from '@suanpan/contracts';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { templateSheet } from '../../platform/export/sheet-writer.js';
import { importJob, importJobId, importProgressRoute } from '../../platform/import/import-job.js';
import { readSheet } from '../../platform/import/sheet-reader.js';
import { uploadedWorkbook } from '../../platform/import/uploaded-workbook.js';
import { assertPartnerTypes } from './partner-access.js';
import { PARTNER_TEMPLATE_COLUMNS, PARTNER_TEMPLATE_TIP } from './supplier-sheet.js';
import { importPartners, MAX_IMPORT_ROWS, NAME_HEADERS } from './supplier-import.service.js';

const ALL_PAGES = Object.values(PARTNER_TYPE_PAGES);

function importRoute(url: string, fixed: PartnerType | undefined) {
  return route({
    method: 'POST',
    url,
    access: page(fixed ? PARTNER_TYPE_PAGES[fixed] : ALL_PAGES, BUTTON.export),
    query: partnerImportQuery,
    summary: '导入往来单位',
    handler: async (ctx, { query }, req, reply) => {
      const s = sessionOf(ctx);
      const { buffer, fields } = await uploadedWorkbook(req);
      const requested = fixed ?? query.type ?? fields.type;
      if (requested !== undefined && !PARTNER_TYPES.includes(requested as PartnerType)) throw badRequest('类型只能是：供应商、客户、会员', 'type');
      const job = importJob(ctx.db, s, 'partner', importJobId(query.importId, fields));
      await job.report('reading', 0, 0);
      const sheet = await readSheet(buffer, NAME_HEADERS, { maxRows: MAX_IMPORT_ROWS }).catch(async (error: unknown) => {
        await job.report('failed', 0, 0, error instanceof Error ? error.message : '导入失败');
        throw error;
      });
      const outcome = await importPartners(ctx, s, sheet, requested as PartnerType | undefined, job);
      if (!outcome.ok)
        return reply.status(400).send({ code: 400, data: { message: outcome.message, importId: job.id, errors: outcome.errors.slice(0, 1000) } });
      return { message: '导入成功', importId: job.id, ...outcome.result };
    },
  });
}

/**
 * `/supplier/importExcel` (type from the query, the form or a 类型 column) and the reference's per-type paths;
 * the progress of a running import; the template of each type in the reference's columns.
 */
export const supplierImportRoutes = [
  importRoute('/supplier/importExcel', undefined),
  importRoute('/supplier/importVendor', '供应商'),
  importRoute('/supplier/importCustomer', '客户'),
  importRoute('/supplier/importMember', '会员'),
  importProgressRoute('/supplier/importProgress', page(ALL_PAGES, BUTTON.export), 'partner'),
  route({
    method: 'GET',
    url: '/supplier/importTemplate',
    access: page(ALL_PAGES, BUTTON.export),
    ...basicRequests['GET /supplier/importTemplate'],
    summary: '往来单位导入模板',
    handler: async (ctx, { query }) => {
      await assertPartnerTypes(ctx.db, sessionOf(ctx), [query.type], BUTTON.export);
      return templateSheet({
        fileName: `${query.type}导入模板.xlsx`,
        sheetName: '信息内容',
        tip: PARTNER_TEMPLATE_TIP,
        headers: PARTNER_TEMPLATE_COLUMNS[query.type],
      });
    },
  }),
];
