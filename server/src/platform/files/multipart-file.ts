import { FILE_ERR, formatMessage } from '@suanpan/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../app/errors.js';

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
  /** Text fields of the form, whatever their order relative to the file. */
  fields: Record<string, string>;
}

export const tooLarge = (limit: number): AppError =>
  new AppError(413, FILE_ERR.tooLarge.code, formatMessage(FILE_ERR.tooLarge.message, Math.round((limit / 1024 / 1024) * 100) / 100), 'file');

/** Reads the one `file` part (at most `limit` bytes) and the text fields of a multipart upload. */
export async function receiveFile(req: FastifyRequest, limit: number): Promise<ReceivedFile | { fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('请以multipart/form-data上传文件', 'file');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') file = { fileName: part.filename, bytes: await part.toBuffer() };
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
    if (code === 'FST_FILES_LIMIT') throw badRequest('一次只能上传一个文件', 'file');
    throw badRequest('上传内容不正确', 'file');
  }
  return file ? { ...file, fields } : { fields };
}
