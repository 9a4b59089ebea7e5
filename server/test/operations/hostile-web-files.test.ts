import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The web build's file server under odd paths (issue 33 item 3): a path no file system can hold answered 500 and
// logged a stack, without any sign-in. Every path answers the single-page app, a 404 or a 400 — never a 5xx, never an
// error log line.
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = 'export {};';

let t: TestApp;
let dir: string;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-hostile-web-'));
  fs.mkdirSync(path.join(dir, 'assets', 'nested'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  // A symbolic link that points at itself (ELOOP), and an asset name that leads into it.
  fs.symlinkSync('loop', path.join(dir, 'loop'));
  fs.symlinkSync(path.join(dir, 'loop'), path.join(dir, 'assets', 'loop.js'));
  t = await createTestApp({ demo: false, webDir: dir, logger: { write: (line) => void logLines.push(line) } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
beforeEach(() => {
  logLines.length = 0;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GETs the path byte for byte as written (no client-side normalisation), on a connection of its own. */
function get(urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const errorLines = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
const long = (length: number, char = 'a') => char.repeat(length);

describe('the web build under odd paths', () => {
  it('answers what the issue found with the app (an app route) or 404 (an asset)', async () => {
    const app = await Promise.all([`/${long(257)}`, '/index.html/foo', `/${encodeURIComponent(long(100, '算'))}`].map(get));
    for (const res of app) expect(res).toEqual({ status: 200, body: INDEX });
    const missing = await Promise.all(['/assets/index-AbC123.js/x', `/assets/${long(300)}.js`, '/assets/loop.js'].map(get));
    for (const res of missing) expect(res.status).toBe(404);
    expect(errorLines()).toEqual([]);
  });

  it('answers an unknown API or reference path as the app does without a web build, top-level message on the reference mount', async () => {
    const notFound = { code: 404, data: { message: '很抱歉，资源未找到!' } };
    expect(JSON.parse((await get(`${t.config.apiPrefix}/no/such/route`)).body)).toEqual(notFound);
    expect(JSON.parse((await get(`${t.config.referencePrefix}/no/such/route`)).body)).toEqual({ ...notFound, message: notFound.data.message });
  });

  it('never answers 5xx nor logs an error, whatever the path', async () => {
    const paths = [
      `/${long(255)}`,
      `/${long(256)}`,
      `/${long(300)}/x`,
      `/${long(200)}/${long(200)}/${long(200)}`,
      `/${Array.from({ length: 30 }, () => long(250)).join('/')}`,
      `/${long(5_000)}`,
      `/${long(60_000)}`,
      '/index.html/',
      '/index.html/foo/bar',
      '/index.html/.',
      '/assets/index-AbC123.js/',
      '/assets/index-AbC123.js/x/y',
      '/assets/nested',
      '/assets/nested/',
      '/assets/',
      '/assets',
      '/loop',
      '/loop/x',
      '/assets/index-AbC123.js%00',
      '/%00',
      '/a%00b',
      '/%2e%2e',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e/index.html',
      '/%E0%A4%A',
      '/%',
      '/%ff%fe',
      '/index.html%3f',
      '/index.html%23x',
      '//index.html',
      '///',
      '/./index.html',
      '/assets/./index-AbC123.js/.',
      `/${encodeURIComponent(long(300, '算'))}`,
      `/?${long(10_000)}`,
    ];
    for (const urlPath of paths) {
      const res = await get(urlPath);
      expect(res.status, urlPath.slice(0, 80)).toBeLessThan(500);
      expect([200, 400, 404, 414, 431], urlPath.slice(0, 80)).toContain(res.status);
      if (res.status === 200) expect(res.body, urlPath.slice(0, 80)).toMatch(/^(<!doctype html>|export)/);
    }
    // Under the API prefix an odd path is an unknown API route, never the app.
    for (const urlPath of [`${t.config.apiPrefix}/${long(257)}`, `${t.config.apiPrefix}/index.html/foo`, t.config.apiPrefix]) {
      const res = await get(urlPath);
      expect(res.status, urlPath.slice(0, 80)).toBe(404);
      expect(res.body, urlPath.slice(0, 80)).not.toContain('<!doctype html>');
    }
    expect(errorLines()).toEqual([]);
  });
});
