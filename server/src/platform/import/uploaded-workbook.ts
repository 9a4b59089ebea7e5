import type { MultipartFile } from '@fastify/multipart';
import { ERR } from '@suanpan/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../app/errors.js';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', 'application/zip']);

/** The uploaded workbook of an import: one .xlsx file of at most 10 MB that really is a zip container; plus the form's text fields. */
export async function uploadedWorkbook(req: FastifyRequest): Promise<{ buffer: Buffer; fields: Record<string, string> }> {
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
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { buffer, fields };
}
