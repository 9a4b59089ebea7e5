import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/app/security-headers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Every answer carries the headers, whoever serves it: API data, refusals, unknown API paths, the web app's
// index.html and its assets. HSTS only when the request came over HTTPS (here: through a trusted proxy).
let dir: string;
let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-headers-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'export {};');
  direct = await createTestApp({ demo: false, webDir: dir });
  proxied = await createTestApp({ demo: false, webDir: dir, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const answers = (t: TestApp, headers: Record<string, string> = {}) =>
  Promise.all(
    [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/user/getUserSession' },
      { method: 'POST', url: '/api/user/login', payload: '{broken', headers: { 'content-type': 'application/json' } },
      { method: 'GET', url: '/api/no/such/route' },
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/system/user' },
      { method: 'GET', url: '/assets/index-AbC123.js' },
      { method: 'GET', url: '/assets/gone-123.js' },
    ].map(async (r) => {
      const res = await t.app.inject({ ...r, method: r.method as 'GET', headers: { ...r.headers, ...headers } });
      return { request: `${r.method} ${r.url}`, status: res.statusCode, headers: res.headers };
    }),
  );

describe('security headers', () => {
  it('are on every answer: API, refusals, 404s, the web app and its assets', async () => {
    const got = await answers(direct);
    expect(got.map((a) => a.status)).toEqual([200, 401, 400, 404, 200, 200, 200, 404]);
    for (const a of got) {
      expect(a.headers['content-security-policy'], a.request).toBe(CONTENT_SECURITY_POLICY);
      expect(a.headers['x-content-type-options'], a.request).toBe('nosniff');
      expect(a.headers['x-frame-options'], a.request).toBe('DENY');
      expect(a.headers['referrer-policy'], a.request).toBe('strict-origin-when-cross-origin');
      expect(a.headers['cross-origin-opener-policy'], a.request).toBe('same-origin');
      expect(a.headers['x-request-id'], a.request).toBeTruthy();
      expect(a.headers['strict-transport-security'], a.request).toBeUndefined();
    }
  });

  it('the policy lets the app run from its own origin only, and nobody frame it', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('connect-src')).toBe("'self'");
  });

  it('add HSTS when the request came over HTTPS through a trusted proxy, never over plain HTTP', async () => {
    for (const a of await answers(proxied, { 'x-forwarded-proto': 'https' })) {
      expect(a.headers['strict-transport-security'], a.request).toBe('max-age=63072000; includeSubDomains');
    }
    for (const a of await answers(proxied, { 'x-forwarded-proto': 'http' })) {
      expect(a.headers['strict-transport-security'], a.request).toBeUndefined();
    }
    // Without TRUST_PROXY a client cannot claim HTTPS.
    for (const a of await answers(direct, { 'x-forwarded-proto': 'https' })) {
      expect(a.headers['strict-transport-security'], a.request).toBeUndefined();
    }
  });
});

describe('compression', () => {
  it('compresses answers over 1 KB for clients that accept it, and leaves small ones and spreadsheets alone', async () => {
    const token = await direct.login('admin');
    const big = (encoding: string) =>
      direct.app.inject({
        method: 'GET',
        url: '/api/function/list',
        query: { pageSize: '100' },
        headers: { 'x-access-token': token, 'accept-encoding': encoding },
      });
    const plain = await big('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await big('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await big('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

    const small = await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    // A workbook is a zip already.
    const sheet = await direct.app.inject({
      method: 'POST',
      url: '/api/systemConfig/exportExcelByParam',
      payload: { title: '压缩', head: '名称', list: Array.from({ length: 200 }, (_, i) => [`行${i}`]) },
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip' },
    });
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a request body whose encoding is not what it claims, in the envelope', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: 'not gzip at all',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 400, data: { message: expect.stringMatching(/[\u4e00-\u9fa5]/) } });
  });
});
