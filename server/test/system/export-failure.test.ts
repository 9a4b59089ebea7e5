import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/build-app.js';
import { loadConfig } from '../../src/app/config.js';
import { createLocalBus } from '../../src/app/message-bus.js';
import type { ModuleDescriptor } from '../../src/app/module-descriptor.js';
import { LOGIN, route } from '../../src/app/route.js';
import { modules } from '../../src/modules/index.js';
import { INTERRUPTED_NOTICE, streamSheet } from '../../src/platform/export/sheet-writer.js';
import { nextIp } from '../support/test-app.js';
import { createTestDatabase, DEMO_PASSWORD, TEST_TIME_ZONE, type TestDatabase } from '../support/test-db.js';

// An export reads its first batch before the answer starts (a failing query is an error answer); a failure after
// the first byte ends the file visibly with a notice and is logged, instead of resetting the connection. Over real
// HTTP, since a reset connection is what the client saw before.

/** A database failure the way the driver reports one: PostgreSQL's code on the error. */
const databaseError = (code: string) => Object.assign(new Error(`database refused (${code})`), { code });

const rows = (from: number) => Array.from({ length: 500 }, (_, i) => [from + i, `商品${from + i}`]);

const probe: ModuleDescriptor = {
  name: 'export-probe',
  routes: [
    route({
      method: 'GET',
      url: '/exportProbe/failsLater',
      access: LOGIN,
      handler: async () =>
        streamSheet({
          fileName: '中断.xlsx',
          sheetName: '中断',
          headers: ['编号', '名称'],
          batches: (async function* () {
            yield rows(1);
            yield rows(501);
            throw databaseError('57P01');
          })(),
        }),
    }),
    route({
      method: 'GET',
      url: '/exportProbe/failsFirst',
      access: LOGIN,
      handler: async () =>
        streamSheet({
          fileName: '失败.xlsx',
          sheetName: '失败',
          headers: ['编号'],
          batches: (async function* () {
            yield* [];
            throw databaseError('22021');
          })(),
        }),
    }),
  ],
};

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let token: string;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase('demo');
  const config = { ...loadConfig({ APP_TIME_ZONE: TEST_TIME_ZONE }), webDir: '/nonexistent', validateResponses: false };
  ({ app } = await buildApp({
    db: database.handle.db,
    config,
    bus: createLocalBus(),
    modules: [...modules, probe],
    logger: { write: (line: string) => void lines.push(line) },
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${config.apiPrefix}`;
  const login = await app.inject({
    method: 'POST',
    url: `${config.apiPrefix}/user/login`,
    payload: { loginName: 'jsh', password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { 'x-access-token': token } });

describe('an export that fails', () => {
  it('after its first byte: the download completes, ends with the notice, and the failure is logged', async () => {
    const res = await get('/exportProbe/failsLater');
    expect(res.status).toBe(200);
    // A reset connection would reject here; the body arrives whole and is a workbook that opens.
    const bytes = Buffer.from(await res.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 1000 + 1);
    expect(sheet.getRow(1001).getCell(2).value).toBe('商品1000');
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe(INTERRUPTED_NOTICE);
    const failure = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } })
      .find((l) => l.msg.includes('after its first byte'));
    expect(failure?.level).toBe(50);
    expect(failure?.err?.message).toContain('57P01');
  });

  it('before its first byte: an error answer, not a download', async () => {
    const res = await get('/exportProbe/failsFirst');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { data: { message: string } }).data.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('with a NUL inside its search JSON: refused with the filter named before anything is read', async () => {
    const search = encodeURIComponent(JSON.stringify({ name: 'a\u0000b' }));
    const res = await get(`/material/exportExcel?search=${search}`);
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toEqual({ code: 400, data: { message: 'search.name中包含非法字符', field: 'search.name' } });
  });
});
