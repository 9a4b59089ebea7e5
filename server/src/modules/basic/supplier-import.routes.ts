import type { MultipartFile } from '@fastify/multipart';
import { BUTTON, ERR, PARTNER_TYPES, PARTNER_TYPE_PAGES, type PartnerType } from '@suanpan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { assertPartnerTypes } from './partner-access.js';
import { NAME_HEADERS, rejectionMessage, upsertPartners, validateRows } from './supplier-import.service.js';
import { readSheet } from './supplier-sheet.js';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', 'application/zip']);

/** The uploaded workbook: one .xlsx file, at most 10 MB, that really is a zip container. */
async function uploadedWorkbook(req: FastifyRequest): Promise<{ buffer: Buffer; fieldType: string | undefined }> {
  if (!req.isMultipart()) throw badRequest('请以multipart/form-data上传文件', 'file');
  let file: MultipartFile | undefined;
  try {
    file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  } catch {
    throw badRequest('上传内容不正确', 'file');
  }
  if (!file) throw badRequest('请选择要导入的文件', 'file');
  if (!/\.xlsx$/i.test(file.filename) || !XLSX_TYPES.has(file.mimetype)) {
    file.file.resume();
    throw new AppError(400, ERR.fileExtension.code, ERR.fileExtension.message, 'file');
  }
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw new AppError(413, 413, '文件大小不能超过10MB', 'file');
  }
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw new AppError(400, ERR.fileExtension.code, '文件不是有效的xlsx表格', 'file');
  const field = file.fields.type;
  const fieldType = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
  return { buffer, fieldType };
}

const typeQuery = z.object({ type: z.enum(PARTNER_TYPES, { error: '类型只能是：供应商、客户、会员' }).optional() });

function importRoute(url: string, fixed: PartnerType | undefined) {
  return route({
    method: 'POST', url, access: page(fixed ? PARTNER_TYPE_PAGES[fixed] : Object.values(PARTNER_TYPE_PAGES), BUTTON.export), query: typeQuery,
    summary: '导入往来单位',
    handler: async (ctx, { query }, req, reply) => {
      const s = sessionOf(ctx);
      const { buffer, fieldType } = await uploadedWorkbook(req);
      const requested = fixed ?? query.type ?? fieldType;
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
