import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

// A build folder as web/vite.config.ts writes it: hashed assets with their .br/.gz siblings, index.html,
// a public file; and a file beside the folder that must never be served.
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('算盘'.repeat(2000))};`;
const STYLE = 'body { margin: 0 }';

let t: TestApp;
let dir: string;
let base: { host: string; port: number };

function writeWithSiblings(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-web-'));
  const web = path.join(dir, 'dist');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeWithSiblings(path.join(web, 'index.html'), INDEX);
  writeWithSiblings(path.join(web, 'assets', 'index-AbC123.js'), SCRIPT);
  fs.writeFileSync(path.join(web, 'assets', 'small-XyZ789.css'), STYLE);
  fs.writeFileSync(path.join(web, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'not for the web');
  t = await createTestApp({ demo: false, webDir: web });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GETs the path exactly as written (no client-side normalisation, no decoding of the body). */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ ...base, path: urlPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web build over HTTP', () => {
  it('sends the brotli or gzip variant the browser accepts, and the plain file otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    for (const accept of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/index-AbC123.js', accept ? { 'accept-encoding': accept } : {});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding'], `accept-encoding: ${accept}`).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('marks hashed assets immutable for a year, compressed or not', async () => {
    for (const [file, accept] of [
      ['/assets/index-AbC123.js', 'br'],
      ['/assets/index-AbC123.js', ''],
      ['/assets/small-XyZ789.css', 'br'],
    ] as const) {
      const res = await get(file, { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control'], file).toBe(IMMUTABLE);
    }
    // A file without a compressed sibling is sent as it is even to a browser that accepts br.
    const css = await get('/assets/small-XyZ789.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe(STYLE);
  });

  it('has index.html, the app routes that fall back to it and public files revalidated on every load', async () => {
    for (const urlPath of ['/', '/index.html', '/user/login', '/system/user?x=1', '/bill/sale_out']) {
      const res = await get(urlPath, { 'accept-encoding': 'br' });
      expect(res.status, urlPath).toBe(200);
      expect(res.headers['cache-control'], urlPath).toBe('no-cache');
      expect(res.headers['content-type'], urlPath).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], urlPath).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).toString(), urlPath).toBe(INDEX);
    }
    const plain = await get('/user/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
    const logo = await get('/logo.svg');
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-type']).toMatch(/svg/);
    // Revalidation: the ETag answers 304 without the body.
    const again = await get('/user/login', { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing asset (a chunk of an older build) and for the API, not index.html', async () => {
    const missing = await get('/assets/index-Old999.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const api = await get('/api/no/such/route');
    expect(api.status).toBe(404);
    expect(api.body.toString()).not.toContain('<!doctype html>');
  });

  it('never sends a file outside the build folder, nor a compressed sibling as a file of its own', async () => {
    const tricks = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2E%2E/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets\\..\\..\\secret.txt',
      '/secret.txt%00.js',
    ];
    for (const urlPath of tricks) {
      const res = await get(urlPath, { 'accept-encoding': 'br, gzip' });
      expect(res.status, urlPath).toBe(400);
      expect(res.body.toString(), urlPath).not.toContain('not for the web');
    }
    const sibling = await get('/assets/index-AbC123.js.br');
    expect(sibling.status).toBe(404);
    const secretAsRoute = await get('/secret.txt');
    expect(secretAsRoute.body.toString()).toBe(INDEX);
  });
});
