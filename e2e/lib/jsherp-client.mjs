/* global fetch -- Node 20 */
// jshERP's own web client (the fixture's unmodified build) served in front of our server, as a company moving from
// jshERP would run it: its files, index.html for its client-side routes, `/jshERP-boot/*` passed to our server (whose
// reference mount answers there, docs/reference-client.md).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const JSHERP_DIST = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'jsherp-web', 'dist');
const PREFIX = '/jshERP-boot';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

async function forward(req, res, target) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = { ...req.headers };
  delete headers.host;
  const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
  const body = Buffer.from(await answer.arrayBuffer());
  const out = {};
  answer.headers.forEach((value, key) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
  });
  res.writeHead(answer.status, out).end(body);
}

function serveFile(req, res) {
  const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = path.join(JSHERP_DIST, path.normalize(urlPath));
  const found = file.startsWith(JSHERP_DIST) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : path.join(JSHERP_DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(found)] ?? 'application/octet-stream' }).end(fs.readFileSync(found));
}

/** Serves the client on a free port; `target` is our server's base URL. */
export async function startJsherpClient(target) {
  const server = http.createServer((req, res) => {
    const done = req.url.startsWith(`${PREFIX}/`) ? forward(req, res, target) : Promise.resolve(serveFile(req, res));
    done.catch((error) => res.writeHead(502).end(String(error)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
