import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/build-app.js';
import { loadConfig } from '../../src/app/config.js';
import { redactUrl } from '../../src/app/logging.js';
import { createLocalBus } from '../../src/app/message-bus.js';
import { childDatabase, startChild, TEST_DB, type ChildDatabase } from '../support/child-server.js';
import { createTestApp, nextIp, type TestApp } from '../support/test-app.js';
import { ADMIN_PASSWORD, createTestDatabase, DEMO_PASSWORD, TEST_TIME_ZONE, type TestDatabase } from '../support/test-db.js';

// Operations (issue 14): health and readiness probes, request logs without secrets, and a clean stop on SIGTERM.

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(async () => t.close());

  it('answer without a session and are never cached', async () => {
    const health = await t.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ code: 200, data: { status: 'ok' } });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data.status).toBe('ready');
    expect(ready.body.data.migrations).toBeGreaterThan(10);
    // A garbage token changes nothing: the probes read no session.
    expect((await t.call('GET', '/ready', { headers: { 'x-access-token': 'garbage' } })).status).toBe(200);
  });

  it('ready answers 503 while a migration of this build is not applied', async () => {
    const last = await sql<{ version: string; name: string }>`select version, name from schema_migration order by version desc limit 1`.execute(t.db);
    const row = last.rows[0]!;
    await sql`delete from schema_migration where version = ${row.version}`.execute(t.db);
    try {
      const res = await t.call('GET', '/ready');
      expect(res.status).toBe(503);
      expect(res.body.data.message).toBe(`数据库迁移未完成：${row.version}`);
      expect((await t.call('GET', '/health')).status).toBe(200);
    } finally {
      await sql`insert into schema_migration (version, name) values (${row.version}, ${row.name})`.execute(t.db);
    }
    expect((await t.call('GET', '/ready')).status).toBe(200);
  });
});

describe('request logs', () => {
  let database: TestDatabase;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  beforeAll(async () => {
    database = await createTestDatabase('demo');
    const config = { ...loadConfig({ APP_TIME_ZONE: TEST_TIME_ZONE, LOG_LEVEL: 'debug' }), webDir: '/nonexistent' };
    ({ app } = await buildApp({ db: database.handle.db, config, bus: createLocalBus(), logger: { write: (line: string) => void lines.push(line) } }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('are JSON with a request id and hold no password, token or hash', async () => {
    const wrong = 'Wrong-Secret-7731';
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { loginName: 'jsh', password: DEMO_PASSWORD }, remoteAddress: nextIp() });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    await app.inject({ method: 'POST', url: '/api/user/login', payload: { loginName: 'jsh', password: wrong }, remoteAddress: nextIp() });
    await app.inject({ method: 'GET', url: '/api/user/getUserSession', headers: { 'x-access-token': token } });
    await app.inject({ method: 'GET', url: `/api/websocket/1?token=${token}&x=1` });
    await app.inject({
      method: 'GET',
      url: `/api/person/list?search=${encodeURIComponent(JSON.stringify({ name: 'x' }))}&TOKEN=${token}`,
      headers: { 'x-access-token': token },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/user/updatePwd',
      headers: { 'x-access-token': token },
      payload: { oldpassword: wrong, password: `${wrong}x` },
    });
    const tagged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-4711' } });
    expect(tagged.headers['x-request-id']).toBe('lb-4711');
    const untagged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'not an id; <script>' } });
    expect(untagged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const user = await database.handle.db.selectFrom('app_user').select('password_hash').where('login_name', '=', 'jsh').executeTakeFirstOrThrow();
    const secrets = [DEMO_PASSWORD, wrong, token, createHash('sha256').update(token).digest('hex'), user.password_hash, user.password_hash.split('$').at(-1)!];
    expect(lines.length).toBeGreaterThan(10);
    const parsed = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; msg: string });
    for (const [i, line] of lines.entries()) {
      for (const secret of secrets) expect(line.includes(secret), `secret in log line: ${line}`).toBe(false);
      if (parsed[i]!.req) expect(parsed[i]!.reqId, line).toBeTruthy();
    }
    expect(parsed.some((p) => p.reqId === 'lb-4711')).toBe(true);
    expect(parsed.some((p) => p.req?.url === '/api/websocket/1?token=[redacted]&x=1')).toBe(true);
    // Every request's start and end share its id.
    const ids = parsed.filter((p) => p.msg === 'incoming request').map((p) => p.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(parsed.some((p) => p.reqId === id && p.msg === 'request completed')).toBe(true);
  });

  it('redacts secret query parameters, however they are spelt', () => {
    expect(redactUrl('/a?token=abc')).toBe('/a?token=[redacted]');
    expect(redactUrl('/a?x=1&Password=p&y')).toBe('/a?x=1&Password=[redacted]&y');
    expect(redactUrl('/a?%74oken=abc')).toBe('/a?%74oken=[redacted]');
    expect(redactUrl('/a?search=%7B%7D')).toBe('/a?search=%7B%7D');
  });
});

/** A raw HTTP request whose body is sent in two parts, so the request is in flight between them. */
function splitRequest(port: number, body: string): { sendRest(): void; response: Promise<string> } {
  const socket = net.connect({ host: '127.0.0.1', port });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  const response = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return { sendRest: () => socket.write(body.slice(half)), response };
}

async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`SIGTERM on a real server process (${TEST_DB})`, () => {
  let database: ChildDatabase;
  beforeAll(async () => {
    database = await childDatabase('reference');
  });
  afterAll(async () => database.drop());

  it('stops taking requests, finishes the one in flight, closes the database and exits 0', async () => {
    const server = await startChild(database.env);
    try {
      const inFlight = splitRequest(server.port, JSON.stringify({ loginName: 'admin', password: ADMIN_PASSWORD }));
      // The request has arrived (its start is logged) and waits for the rest of its body.
      await until('the request to arrive', () => server.lines().filter((l) => l.includes('"url":"/api/user/login"')).length > 0);
      server.process.kill('SIGTERM');
      await until('shutdown to start', () => server.lines().some((l) => l.includes('"signal":"SIGTERM"')));
      // No new connection is accepted once the server is closing.
      await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
      expect(server.process.exitCode).toBeNull();
      inFlight.sendRest();
      const answer = await inFlight.response;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      const token = /"token":"([0-9a-f]{64})"/.exec(answer)?.[1];
      expect(token).toBeTruthy();
      expect(await server.exited).toBe(0);
      // The embedded database was closed: its folder lock is released (a crash leaves it behind).
      if (TEST_DB === 'pglite') expect(fs.existsSync(path.join(database.where, 'server.lock'))).toBe(false);
      const lines = server.lines().filter((l) => l.trim() !== '');
      expect(lines.some((l) => l.includes('服务已停止'))).toBe(true);
      for (const line of lines) {
        expect(line.includes(ADMIN_PASSWORD), line).toBe(false);
        expect(line.includes(token!), line).toBe(false);
        // Log lines are JSON; only the start-up notice for the person at the console is plain text.
        if (line.startsWith('{')) expect(() => JSON.parse(line) as unknown).not.toThrow();
        else expect(line).toMatch(/^\s*(算盘ERP 已启动|平台管理员|演示租户|以上初始密码)/);
      }
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
    }
  });
});
