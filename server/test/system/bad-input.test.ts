import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, sessionFor, tableCounts } from '../support/fixtures.js';
import { createTestApp, nextIp, type CallOptions, type TestApp } from '../support/test-app.js';

let t: TestApp;
let jsh: string;
let admin: string;
let personId: number;
let before: Record<string, number>;

interface Case {
  name: string;
  method: string;
  url: string;
  options: CallOptions;
  status: number | number[];
}

const INJECTION = "'; drop table app_user; --";

beforeAll(async () => {
  t = await createTestApp();
  jsh = await sessionFor(t, 'jsh');
  admin = await sessionFor(t, 'admin');
  personId = Number((await t.db.selectFrom('person').select('id').where('name', '=', '小李').executeTakeFirstOrThrow()).id);
  before = await tableCounts(t);
});
afterAll(async () => t.close());

/** Every refused request leaves every table as it was. */
async function expectNoWrite(): Promise<void> {
  expect(await tableCounts(t)).toEqual(before);
}

async function runCases(cases: Case[]): Promise<void> {
  for (const c of cases) {
    const res = await t.call(c.method, c.url, c.options);
    const expected = Array.isArray(c.status) ? c.status : [c.status];
    expect(expected, `${c.name}: ${res.status} ${res.text}`).toContain(res.status);
    expectErrorEnvelope(res, res.status, res.body?.code);
    expect(res.body.code, c.name).toBe(res.status === 409 || res.status === 422 ? res.body.code : res.status);
  }
  await expectNoWrite();
}

const json = (payload: string): CallOptions['raw'] => ({ payload, contentType: 'application/json' });

describe('malformed bodies', () => {
  it('refuses broken, empty, mistyped and oversized bodies with 4xx envelopes', async () => {
    const auth = { token: jsh };
    await runCases([
      { name: 'truncated JSON', method: 'POST', url: '/person/add', options: { ...auth, raw: json('{"name":"x",') }, status: 400 },
      { name: 'not JSON at all', method: 'POST', url: '/person/add', options: { ...auth, raw: json('name=x') }, status: 400 },
      { name: 'empty JSON body', method: 'POST', url: '/person/add', options: { ...auth, raw: json('') }, status: 400 },
      { name: 'JSON null', method: 'POST', url: '/person/add', options: { ...auth, raw: json('null') }, status: 400 },
      { name: 'JSON array', method: 'POST', url: '/person/add', options: { ...auth, raw: json('[{"name":"x","type":"销售员"}]') }, status: 400 },
      { name: 'JSON string', method: 'POST', url: '/person/add', options: { ...auth, raw: json('"x"') }, status: 400 },
      { name: 'JSON number', method: 'PUT', url: '/person/update', options: { ...auth, raw: json('42') }, status: 400 },
      {
        name: 'prototype pollution',
        method: 'POST',
        url: '/person/add',
        options: { ...auth, raw: json('{"name":"p1","type":"销售员","__proto__":{"tenant_id":"0"}}') },
        status: 400,
      },
      {
        name: 'constructor pollution',
        method: 'POST',
        url: '/person/add',
        options: { ...auth, raw: json('{"name":"p2","type":"销售员","constructor":{"prototype":{"x":1}}}') },
        status: 400,
      },
      { name: 'number for text', method: 'POST', url: '/person/add', options: { ...auth, body: { name: 123, type: '销售员' } }, status: 400 },
      { name: 'object for text', method: 'POST', url: '/person/add', options: { ...auth, body: { name: { $gt: '' }, type: '销售员' } }, status: 400 },
      { name: 'array for text', method: 'POST', url: '/person/add', options: { ...auth, body: { name: ['a'], type: '销售员' } }, status: 400 },
      {
        name: 'string for boolean',
        method: 'POST',
        url: '/person/add',
        options: { ...auth, body: { name: 'p3', type: '销售员', enabled: 'true' } },
        status: 400,
      },
      { name: 'string id in update', method: 'PUT', url: '/person/update', options: { ...auth, body: { id: 'abc', name: 'x' } }, status: 400 },
      { name: 'negative id in update', method: 'PUT', url: '/person/update', options: { ...auth, body: { id: -1, name: 'x' } }, status: 400 },
      {
        name: 'status not a status',
        method: 'POST',
        url: '/person/batchSetStatus',
        options: { ...auth, body: { status: 'maybe', ids: String(personId) } },
        status: 400,
      },
      {
        name: 'status as object',
        method: 'POST',
        url: '/person/batchSetStatus',
        options: { ...auth, body: { status: { a: 1 }, ids: String(personId) } },
        status: 400,
      },
      {
        name: 'ids as object',
        method: 'POST',
        url: '/person/batchSetStatus',
        options: { ...auth, body: { status: false, ids: { 0: personId } } },
        status: 400,
      },
      {
        name: 'extra key in status body',
        method: 'POST',
        url: '/person/batchSetStatus',
        options: { ...auth, body: { status: false, ids: String(personId), tenantId: 1 } },
        status: 400,
      },
      {
        name: 'form encoded',
        method: 'POST',
        url: '/person/add',
        options: { ...auth, raw: { payload: 'name=x&type=销售员', contentType: 'application/x-www-form-urlencoded' } },
        status: 415,
      },
      {
        name: 'text/plain JSON',
        method: 'POST',
        url: '/person/add',
        options: { ...auth, raw: { payload: '{"name":"p4","type":"销售员"}', contentType: 'text/plain' } },
        status: [400, 415],
      },
      { name: 'login with array', method: 'POST', url: '/user/login', options: { body: [], ip: nextIp() }, status: 400 },
      {
        name: 'login name as object',
        method: 'POST',
        url: '/user/login',
        options: { body: { loginName: { $ne: null }, password: 'x' }, ip: nextIp() },
        status: 400,
      },
      { name: 'updatePwd with numbers', method: 'POST', url: '/user/updatePwd', options: { ...auth, body: { oldpassword: 1, password: 2 } }, status: 400 },
      { name: 'msg status outside 1/2', method: 'POST', url: '/msg/batchUpdateStatus', options: { ...auth, body: { ids: '1', status: '3' } }, status: 400 },
      { name: 'NUL in a body field', method: 'POST', url: '/person/add', options: { ...auth, body: { name: 'a\u0000b', type: '销售员' } }, status: 400 },
      {
        name: 'NUL in a login name',
        method: 'POST',
        url: '/user/login',
        options: { body: { loginName: 'jsh\u0000', password: 'x' }, ip: nextIp() },
        status: 400,
      },
      { name: 'NUL in a query', method: 'GET', url: '/person/checkIsNameExist', options: { ...auth, query: { id: 0, name: '\u0000' } }, status: 400 },
      {
        name: 'platform config value as object',
        method: 'POST',
        url: '/platformConfig/updatePlatformConfigByKey',
        options: { token: admin, body: { platformKey: 'platform_name', platformValue: { x: 1 } } },
        status: 400,
      },
    ]);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), type: '销售员' });
    await runCases([
      { name: 'big add', method: 'POST', url: '/person/add', options: { token: jsh, raw: json(big) }, status: 413 },
      { name: 'big login', method: 'POST', url: '/user/login', options: { raw: json(big), ip: nextIp() }, status: 413 },
      { name: 'big, no token', method: 'POST', url: '/person/add', options: { raw: json(big) }, status: [401, 413] },
    ]);
  });

  it('refuses over-long fields rather than truncating or failing in the database', async () => {
    await runCases([
      { name: 'long name', method: 'POST', url: '/person/add', options: { token: jsh, body: { name: '名'.repeat(51), type: '销售员' } }, status: 400 },
      {
        name: 'long search',
        method: 'GET',
        url: '/person/list',
        options: { token: jsh, query: { search: JSON.stringify({ name: 'x'.repeat(5000) }) } },
        status: 400,
      },
      {
        name: 'long search value',
        method: 'GET',
        url: '/person/list',
        options: { token: jsh, query: { search: JSON.stringify({ name: 'x'.repeat(300) }) } },
        status: 400,
      },
      { name: 'long column', method: 'GET', url: '/person/list', options: { token: jsh, query: { column: 'x'.repeat(100) } }, status: 400 },
      {
        name: 'long remark',
        method: 'POST',
        url: '/organization/add',
        options: { token: jsh, body: { orgAbr: 'x', orgNo: 'long1', remark: 'x'.repeat(501) } },
        status: 400,
      },
      {
        name: 'long login name',
        method: 'POST',
        url: '/user/login',
        options: { body: { loginName: 'x'.repeat(101), password: 'x' }, ip: nextIp() },
        status: 400,
      },
    ]);
  });
});

describe('bad ids', () => {
  it('refuses negative, zero, fractional, huge and non-numeric ids', async () => {
    const ids = ['-1', '0', '1.5', '1e400', '99999999999999999999', 'abc', '', ' ', '1 or 1=1', '1;drop table person', 'NaN', 'Infinity', '[1]', '{}'];
    const cases: Case[] = [];
    for (const id of ids) {
      cases.push({ name: `info id=${id}`, method: 'GET', url: '/person/info', options: { token: jsh, query: { id } }, status: 400 });
      cases.push({ name: `delete id=${id}`, method: 'DELETE', url: '/person/delete', options: { token: jsh, query: { id } }, status: 400 });
      cases.push({ name: `queryById id=${id}`, method: 'GET', url: '/sys/annountCement/queryById', options: { token: jsh, query: { id } }, status: 400 });
      cases.push({ name: `findById id=${id}`, method: 'GET', url: '/organization/findById', options: { token: jsh, query: { id } }, status: 400 });
    }
    cases.push({ name: 'missing id', method: 'GET', url: '/person/info', options: { token: jsh }, status: 400 });
    cases.push({ name: 'repeated id', method: 'GET', url: '/person/info?id=1&id=2', options: { token: jsh }, status: 400 });
    await runCases(cases);
  });

  it('refuses malformed id lists, all or nothing', async () => {
    const lists = [
      `${personId},abc`,
      ',',
      '-1',
      `${personId};2`,
      `${personId} 2`,
      '0',
      `${personId},0`,
      '1.5',
      'x'.repeat(100),
      Array.from({ length: 1001 }, (_, i) => i + 1).join(','),
    ];
    const cases: Case[] = [];
    for (const ids of lists) {
      cases.push({
        name: `deleteBatch ids=${ids.slice(0, 20)}`,
        method: 'DELETE',
        url: '/person/deleteBatch',
        options: { token: jsh, query: { ids } },
        status: 400,
      });
      cases.push({
        name: `batchSetStatus ids=${ids.slice(0, 20)}`,
        method: 'POST',
        url: '/person/batchSetStatus',
        options: { token: jsh, body: { status: false, ids } },
        status: 400,
      });
      cases.push({
        name: `msg batchUpdateStatus ids=${ids.slice(0, 20)}`,
        method: 'POST',
        url: '/msg/batchUpdateStatus',
        options: { token: jsh, body: { status: '2', ids } },
        status: 400,
      });
    }
    const tooMany = await t.call('DELETE', '/person/deleteBatch', { token: jsh, query: { ids: lists.at(-1)! } });
    expect(tooMany.body.data.message).toBe('一次最多操作1000条记录');
    await runCases(cases);
  });
});

describe('injection strings', () => {
  it('are plain text in search values: no rows, no error, no write', async () => {
    for (const value of [INJECTION, "' or '1'='1", '%', '\\', '_', '"; select pg_sleep(1); --', '\u0000']) {
      const res = await t.call('GET', '/person/list', { token: jsh, query: { search: JSON.stringify({ name: value }) } });
      expect(res.status, `${value}: ${res.text}`).toBeLessThan(500);
      if (res.status === 200) expect(res.body.data).toEqual({ rows: [], total: 0 });
      else expectErrorEnvelope(res, res.status);
    }
    const log = await t.call('GET', '/log/list', { token: jsh, query: { search: JSON.stringify({ userInfo: INJECTION, content: INJECTION }) } });
    expect(log.body.data).toEqual({ rows: [], total: 0 });
    expect((await t.call('GET', '/user/login')).status).toBe(404);
    await expectNoWrite();
  });

  it('are refused in sort parameters, search keys and search shapes', async () => {
    const list = (query: Record<string, string>): Case => ({
      name: JSON.stringify(query),
      method: 'GET',
      url: '/person/list',
      options: { token: jsh, query },
      status: 400,
    });
    await runCases([
      list({ column: INJECTION }),
      list({ column: 'name', order: INJECTION }),
      list({ orderByColumn: INJECTION, isAsc: 'asc' }),
      list({ column: 'name desc, (select 1)' }),
      list({ search: JSON.stringify({ [INJECTION]: 'x' }) }),
      list({ search: JSON.stringify({ 'name = name or 1=1 --': 'x' }) }),
      list({ search: INJECTION }),
      list({ search: '[]' }),
      list({ search: '["name"]' }),
      list({ search: 'null' }),
      list({ search: '1' }),
      list({ search: '{"name":"a"}{"x":1}' }),
      { name: 'tenant list sort', method: 'GET', url: '/tenant/list', options: { token: admin, query: { column: INJECTION } }, status: 400 },
      { name: 'log list sort', method: 'GET', url: '/log/list', options: { token: jsh, query: { column: 'content; drop table operation_log' } }, status: 400 },
      {
        name: 'injection as platform key',
        method: 'POST',
        url: '/platformConfig/updatePlatformConfigByKey',
        options: { token: admin, body: { platformKey: INJECTION, platformValue: 'x' } },
        status: 404,
      },
    ]);
    const res = await t.call('GET', '/person/list', { token: jsh, query: { column: INJECTION } });
    expect(res.body.data.field).toBe('column');
  });
});

describe('path tricks over a real socket', () => {
  let base: { host: string; port: number };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as AddressInfo;
    base = { host: '127.0.0.1', port: address.port };
  });

  /** Sends the path exactly as written (no client-side normalisation). */
  function raw(path: string, token?: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ ...base, path, method: 'GET', headers: token ? { 'x-access-token': token } : {} }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers 400 or 404 with the envelope, never the resource', async () => {
    const paths: Array<[string, number]> = [
      ['/api/../api/user/getUserSession', 400],
      ['/api/user/../user/getUserSession', 400],
      ['/api/%2e%2e/api/user/getUserSession', 400],
      ['/api/user/%2E%2E/user/getUserSession', 400],
      ['/api/user%2fgetUserSession', 400],
      ['/api/user/getUserSession%00', 400],
      ['/api/user/getUserSession%5c', 400],
      ['/api/user\\getUserSession', 400],
      ['/api/user/getUserSession;jsessionid=abc', 404],
      ['/api/user/getUserSession;.json', 404],
      ['/api/user/getUserSession.json', 404],
      ['/api/user/getUserSession/', 404],
      ['//api/user/getUserSession', 404],
      ['/api//user/getUserSession', 404],
      ['/API/user/getUserSession', 404],
      ['/api/tenant/list;x', 404],
      ['/api/', 404],
      ['/api/nope', 404],
    ];
    for (const [path, status] of paths) {
      for (const token of [undefined, jsh]) {
        const res = await raw(path, token);
        expect(res.status, `${path}: ${res.body}`).toBe(status);
        const body = JSON.parse(res.body) as { code: number; data: { message: string } };
        expect(body.code).toBe(status);
        expect(body.data.message).toMatch(/[\u4e00-\u9fa5]/);
        expect(res.body).not.toContain('loginName');
      }
    }
    // Percent-encoded plain letters name the same route, with the same access checks.
    expect((await raw('/api/%74enant/list')).status).toBe(401);
    expect((await raw('/api/%74enant/list', jsh)).status).toBe(403);
    // The plain path still works over the same socket.
    expect((await raw('/api/user/getUserSession', jsh)).status).toBe(200);
    await expectNoWrite();
  });
});
