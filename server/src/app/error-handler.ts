import { ERR } from '@suanpan/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.js';

interface Outcome {
  status: number;
  code: number;
  message: string;
  field?: string;
}

/**
 * Translates anything thrown into the envelope; a stack trace never reaches the client. On the reference mount
 * (`referencePrefix`) the message is also at the top level, where jshERP's client shows a refusal (`data.message`
 * of the HTTP body, docs/reference-client.md).
 */
export function installErrorHandler(app: FastifyInstance, referencePrefix = ''): void {
  const onReferenceMount = (url: string) => referencePrefix !== '' && url.startsWith(`${referencePrefix}/`);
  const body = (url: string, code: number, data: { message: string; field?: string }) =>
    onReferenceMount(url) ? { code, data, message: data.message } : { code, data };
  app.setErrorHandler((error, request, reply) => {
    const outcome = classify(error);
    if (outcome.status >= 500) request.log.error({ err: error }, 'unhandled error');
    const data = outcome.field ? { message: outcome.message, field: outcome.field } : { message: outcome.message };
    return reply.status(outcome.status).send(body(request.url, outcome.code, data));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(body(request.url, 404, { message: ERR.notFound.message })));
}

function classify(error: unknown): Outcome {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
  }
  if (error instanceof ZodError) return fromZod(error);
  const pgCode = (error as { code?: unknown }).code;
  if (pgCode === '23505') return { status: 409, code: 409, message: '数据重复，请检查后再提交' };
  // PostgreSQL rolled the whole transaction back (deadlock or serialization failure): a conflict the user can retry.
  if (pgCode === '40P01' || pgCode === '40001') return { status: 409, code: ERR.writeConflict.code, message: ERR.writeConflict.message };
  if (pgCode === '23503') {
    // A write naming a row that does not exist (in the tenant) is bad input, not a blocked delete.
    if (/^insert or update/i.test(String((error as { message?: unknown }).message)))
      return { status: 400, code: 400, message: '引用的数据不存在，请检查后再提交' };
    return { status: 409, code: ERR.deleteForceConfirm.code, message: ERR.deleteForceConfirm.message };
  }
  if (pgCode === '23514' || pgCode === '22001' || pgCode === '22003' || pgCode === '22P02' || pgCode === '22021' || pgCode === '22P05') {
    return { status: 400, code: 400, message: '数据不符合要求，请检查后再提交' };
  }
  const fe = error as Partial<FastifyError>;
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) return fromFastify(fe);
  return { status: 500, code: ERR.serverError.code, message: ERR.serverError.message };
}

export function fromZod(error: ZodError): Outcome {
  const issue = error.issues[0];
  const field = issue?.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.') || undefined;
  let message = issue?.message ?? ERR.badRequest.message;
  // zod's own English defaults are replaced; our schemas carry Chinese messages.
  if (!/[\u4e00-\u9fa5]/.test(message)) message = field ? `${field}的值不正确` : ERR.badRequest.message;
  // A document line's field is named with its line, as the services name theirs (第2行单价不能为负数).
  const line = issue?.path[0] === 'rows' && typeof issue.path[1] === 'number' ? issue.path[1] + 1 : undefined;
  if (line !== undefined && !message.startsWith('第')) message = `第${line}行${message}`;
  return { status: 400, code: ERR.badRequest.code, message, ...(field ? { field } : {}) };
}

function fromFastify(fe: Partial<FastifyError>): Outcome {
  const status = fe.statusCode ?? 400;
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 413, message: '请求体过大' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 415, message: '不支持的请求内容类型' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 400, message: '请求体不能为空' };
    default:
      if (fe.code?.startsWith('FST_ERR_CTP') || fe.name === 'SyntaxError') return { status: 400, code: 400, message: '请求体不是有效的JSON' };
      return { status, code: status, message: status === 404 ? ERR.notFound.message : ERR.badRequest.message };
  }
}
