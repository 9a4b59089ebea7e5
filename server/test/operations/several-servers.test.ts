import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, startChild, TEST_DB, type ChildServer } from '../support/child-server.js';
import { adminQuery, databaseUrl, DEMO_PASSWORD, throwawayName } from '../support/test-db.js';
import { productWorkbook, SHEET_COLUMNS } from '../material/import-sheet.js';

// Several app servers on one PostgreSQL database (issue 14 item 4): two built servers started together on an empty
// database migrate it once; a session, a pushed message, import progress, login throttling and a captcha made on one
// hold on the other. PostgreSQL only: the embedded database belongs to one process.

let name: string;
let client: pg.Client;
let a: ChildServer;
let b: ChildServer;
/** Both servers as started (one may have failed): what afterAll stops. */
let started: Array<ChildServer | undefined> = [];

const stop = async (s: ChildServer | undefined) => {
  if (!s || s.process.exitCode !== null) return;
  s.process.kill('SIGTERM');
  await s.exited;
};

async function call(server: ChildServer, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: any } };
}

async function signIn(server: ChildServer, loginName: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) {
  return call(server, 'POST', '/user/login', { body: { loginName, password, ...extra } });
}

describe.runIf(TEST_DB === 'postgres')('two app servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    ensureBuilt();
    name = throwawayName('suanpan_pair');
    await adminQuery(`create database ${name}`);
    const env = { DATABASE_URL: databaseUrl(name), SEED_DEMO: '1', FILES_DIR: `/tmp/${name}-files` };
    // Started together on the empty database: both migrate and seed at the same moment. Both are kept even when one
    // fails to start, so that afterAll stops the other.
    const results = await Promise.allSettled([startChild(env), startChild(env)]);
    started = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = started as [ChildServer, ChildServer];
    client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
  }, 180_000);
  afterAll(async () => {
    await Promise.all(started.map(stop));
    await client?.end();
    if (name) await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('migrated and seeded the database once, one server after the other', async () => {
    const migrations = await client.query<{ version: string; n: string }>(`select version, count(*) as n from schema_migration group by version`);
    expect(migrations.rows.length).toBeGreaterThan(20);
    expect(migrations.rows.every((r) => r.n === '1')).toBe(true);
    const tenants = await client.query<{ n: string }>(`select count(*) as n from tenant where login_name = 'jsh'`);
    expect(tenants.rows[0]?.n).toBe('1');
    // Exactly one of them applied the migrations and seeded the demo tenant: the other, waiting its turn, found both done.
    const said = (text: string) => [a, b].filter((s) => s.lines().some((l) => l.includes(text))).length;
    expect(said('数据库迁移完成')).toBe(1);
    expect(said('演示租户')).toBe(1);
  });

  it('a session made on one server works on the other, and signing out on the other ends it', async () => {
    const token = (await signIn(a, 'jsh')).body.data.token as string;
    const onB = await call(b, 'GET', '/user/getUserSession', { token });
    expect(onB.status).toBe(200);
    expect(onB.body.data.user.loginName).toBe('jsh');
    expect((await call(b, 'GET', '/user/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/user/getUserSession', { token })).status).toBe(401);
  });

  it("a message sent through one server reaches the recipient's websocket on the other", async () => {
    const token = (await signIn(a, 'jsh')).body.data.token as string;
    const { rows } = await client.query<{ id: string }>(`select id from app_user where login_name = 'jsh'`);
    const userId = rows[0]!.id;
    const ws = new WebSocket(`${b.base.replace('http', 'ws')}/api/websocket/${userId}?token=${token}`);
    const received = new Promise<string>((resolve, reject) => {
      ws.on('message', (data: Buffer) => resolve(data.toString()));
      ws.on('close', (code) => reject(new Error(`websocket closed ${code}`)));
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    // The server subscribes once it has checked the token: a heartbeat's answer shows it has.
    ws.send('HeartBeat');
    await new Promise((resolve) => ws.once('message', resolve));
    const pushed = new Promise<string>((resolve) => ws.on('message', (data: Buffer) => resolve(data.toString())));
    const sent = await call(a, 'POST', '/msg/add', { token, body: { msgTitle: '跨服务器通知', msgContent: '从A发出', userId: Number(userId) } });
    expect(sent.status).toBe(200);
    expect(JSON.parse(await pushed)).toMatchObject({ cmd: 'user', msgTxt: '跨服务器通知' });
    ws.close();
    void received.catch(() => undefined);
  });

  it('import progress written by one server is read on the other', async () => {
    const token = (await signIn(a, 'jsh')).body.data.token as string;
    const form = new FormData();
    const sheet = await productWorkbook([{ 名称: '双机导入商品', 基本单位: '个', 基本条码: '880001', 状态: 1 }], SHEET_COLUMNS);
    form.append('file', new Blob([sheet]), 'goods.xlsx');
    const upload = await fetch(`${a.base}/api/material/importExcel?importId=pair-import-0001`, {
      method: 'POST',
      headers: { 'x-access-token': token },
      body: form,
    });
    expect(upload.status).toBe(200);
    const progress = await call(b, 'GET', '/material/importProgress?importId=pair-import-0001', { token });
    expect(progress.body.data).toMatchObject({ status: 'done', total: 1, processed: 1 });
  });

  it('failed sign-ins counted on both servers throttle the name on either', async () => {
    for (const server of [a, b, a, b, a]) expect((await signIn(server, 'test123', 'wrong-password')).body.data.msgTip).toBe('user password error');
    const refused = await signIn(b, 'test123');
    expect(refused.status).toBe(429);
    expect((await signIn(a, 'test123')).status).toBe(429);
  });

  it('a captcha issued by one server is checked (once) by the other', async () => {
    await client.query(`update platform_config set platform_value = '1' where platform_key = 'checkcode_flag'`);
    try {
      const issued = (await call(a, 'GET', '/user/randomImage')).body.data as { uuid: string };
      const { rows } = await client.query<{ code: string }>(`select code from captcha where uuid = $1`, [issued.uuid]);
      const answer = { code: rows[0]!.code, uuid: issued.uuid };
      const first = await signIn(b, 'jsh', DEMO_PASSWORD, answer);
      expect(first.status).toBe(200);
      expect(first.body.data.token).toMatch(/^[0-9a-f]{64}$/);
      // Used up on B: the same answer on A is refused.
      expect((await signIn(a, 'jsh', DEMO_PASSWORD, answer)).status).toBe(400);
    } finally {
      await client.query(`update platform_config set platform_value = '0' where platform_key = 'checkcode_flag'`);
    }
  });
});
