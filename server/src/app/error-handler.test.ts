import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.js';

/** An app whose one route throws what a database driver throws for `code`. */
async function throwing(code: string) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/x', () => {
    throw Object.assign(new Error('driver text that must not reach the client'), { code });
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { status: res.statusCode, body: res.json<{ code: number; data: { message: string } }>() };
}

describe('error handler: database errors', () => {
  it.each(['40P01', '40001'])('%s (the transaction was rolled back) is a 409 the user may retry, in Chinese', async (code) => {
    const { status, body } = await throwing(code);
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, data: { message: '数据正被其他用户同时修改，本次操作未保存，请重试' } });
  });

  it('an unknown failure stays a 500 without the driver text', async () => {
    const { status, body } = await throwing('XX000');
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('driver text');
  });
});
