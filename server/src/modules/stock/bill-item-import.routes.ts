import { BUTTON, ITEM_IMPORT_PREFIXES, itemImportOrgan, itemImportPrefix, stockRequests } from '@suanpan/contracts';
import type { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import { assertCustomerGranted } from '../../app/auth/user-scope.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { templateSheet } from '../../platform/export/sheet-writer.js';
import { readSheet } from '../../platform/import/sheet-reader.js';
import { assertKindAccess } from '../../platform/document/access.js';
import { uploadedWorkbook } from '../../platform/import/uploaded-workbook.js';
import { ITEM_IMPORT_MAX_ROWS, ITEM_SHEET_TIP, itemImportLayout } from './bill-item-sheet.js';
import { importItems } from './bill-item-import.service.js';
import { BILL_KINDS } from './bill-kinds.js';

const IMPORT_PAGES = ITEM_IMPORT_PREFIXES.map((p) => BILL_KINDS[p].page);

/**
 * 导入明细 of the bill editors: the kind's template (generated, so it always matches what the import
 * reads) and the upload, which answers the lines for the editor to take — nothing is saved here.
 */
export const billItemImportRoutes = [
  route({
    method: 'POST',
    url: '/depotItem/importItemExcel',
    access: page(IMPORT_PAGES, BUTTON.edit),
    ...stockRequests['POST /depotItem/importItemExcel'],
    summary: '导入明细',
    handler: async (ctx, { query }, req, reply) => {
      const s = sessionOf(ctx);
      const { buffer, fields } = await uploadedWorkbook(req);
      // The reference client sends prefixNo (and the partner) as form fields; the query works too.
      const kindPrefix = query.prefixNo ?? parseField(itemImportPrefix, fields.prefixNo, 'prefixNo');
      const partner = query.organId ?? (fields.organId ? parseField(itemImportOrgan, fields.organId, 'organId') : undefined);
      await assertKindAccess(ctx.db, s, [BILL_KINDS[kindPrefix]], BUTTON.edit);
      // The lines are priced with this customer's last prices: theirs to use (the partner may come as a form field).
      await assertCustomerGranted(ctx.db, s, partner);
      const sheet = await readSheet(buffer, '条码', { maxRows: ITEM_IMPORT_MAX_ROWS });
      if (sheet.rows.length === 0) throw badRequest('表格中没有数据', 'file');
      const { rows, errors } = await importItems(ctx.db, s, kindPrefix, sheet, partner);
      if (errors.length) {
        const shown = errors
          .slice(0, 10)
          .map((e) => e.message)
          .join('；');
        const message = `导入失败，共${errors.length}处错误：${shown}${errors.length > 10 ? '……' : ''}`;
        return reply.status(400).send({ code: errors[0]?.code ?? 400, data: { message, errors: errors.slice(0, 1000) } });
      }
      return { rows, total: rows.length, message: `导入成功${rows.length}条` };
    },
  }),
  route({
    method: 'GET',
    url: '/depotItem/importItemTemplate',
    access: page(IMPORT_PAGES),
    ...stockRequests['GET /depotItem/importItemTemplate'],
    summary: '明细导入模板',
    handler: async (ctx, { query }) => {
      const kind = BILL_KINDS[query.prefixNo];
      await assertKindAccess(ctx.db, sessionOf(ctx), [kind]);
      return templateSheet({ fileName: `${kind.label}明细模板.xlsx`, sheetName: '明细', tip: ITEM_SHEET_TIP, headers: itemImportLayout(query.prefixNo) });
    },
  }),
];

function parseField<T>(schema: z.ZodType<T>, value: string | undefined, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? `${field}不正确`, field);
  return parsed.data;
}
