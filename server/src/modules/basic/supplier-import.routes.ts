import { BUTTON, PARTNER_TYPES, PARTNER_TYPE_PAGES, type PartnerType } from '@suanpan/contracts';
import { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { assertPartnerTypes } from './partner-access.js';
import { NAME_HEADERS, rejectionMessage, upsertPartners, validateRows } from './supplier-import.service.js';
import { readSheet } from '../../platform/import/sheet-reader.js';
import { uploadedWorkbook } from '../../platform/import/uploaded-workbook.js';

const typeQuery = z.object({ type: z.enum(PARTNER_TYPES, { error: '类型只能是：供应商、客户、会员' }).optional() });

function importRoute(url: string, fixed: PartnerType | undefined) {
  return route({
    method: 'POST', url, access: page(fixed ? PARTNER_TYPE_PAGES[fixed] : Object.values(PARTNER_TYPE_PAGES), BUTTON.export), query: typeQuery,
    summary: '导入往来单位',
    handler: async (ctx, { query }, req, reply) => {
      const s = sessionOf(ctx);
      const { buffer, fields } = await uploadedWorkbook(req);
      const requested = fixed ?? query.type ?? fields.type;
      if (requested !== undefined && !PARTNER_TYPES.includes(requested as PartnerType)) throw badRequest('类型只能是：供应商、客户、会员', 'type');
      const sheet = await readSheet(buffer, NAME_HEADERS);
      const { rows, errors, columns } = validateRows(sheet, requested as PartnerType | undefined);
      if (errors.length) return reply.status(400).send({ code: 400, data: { message: rejectionMessage(errors), errors: errors.slice(0, 1000) } });
      if (rows.length === 0) throw badRequest('表格中没有数据', 'file');
      // Importing writes rows: the edit button of every partner type in the file is needed too.
      const types = new Set(rows.map((r) => r.type));
      await assertPartnerTypes(ctx.db, s, types, BUTTON.export);
      await assertPartnerTypes(ctx.db, s, types, BUTTON.edit);
      const result = await ctx.db.transaction().execute((trx) => upsertPartners(trx, s, ctx.ip, rows, columns));
      return { message: '导入成功', ...result };
    },
  });
}

/** `/supplier/importExcel` (type from the query, the form or a 类型 column) and the reference's per-type paths. */
export const supplierImportRoutes = [
  importRoute('/supplier/importExcel', undefined),
  importRoute('/supplier/importVendor', '供应商'),
  importRoute('/supplier/importCustomer', '客户'),
  importRoute('/supplier/importMember', '会员'),
];
