import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childDatabase, ensureBuilt, startChild, TEST_DB, type ChildDatabase, type ChildServer } from '../support/child-server.js';
import { adminQuery, databaseUrl, DEMO_PASSWORD, TEST_TIME_ZONE, throwawayName } from '../support/test-db.js';
import { PDF } from '../system/file-helpers.js';

// Backup and restore (issue 14 item 2): `npm run backup` while the server runs and takes requests, `npm run restore`
// into a fresh data folder or an empty database, and a server on the restored copy that shows every bill, balance
// and uploaded file as they were. The commands run as a person runs them: the built CLI as a child process.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = path.join(ROOT, 'server/dist/ops/backup-cli.js');
const exec = promisify(execFile);

async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await exec(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', APP_TIME_ZONE: TEST_TIME_ZONE, ...env },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

async function signIn(server: ChildServer): Promise<string> {
  const res = await fetch(`${server.base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'jsh', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function get(server: ChildServer, token: string, url: string) {
  const res = await fetch(`${server.base}/api${url}`, { headers: { 'x-access-token': token } });
  return ((await res.json()) as { data: any }).data;
}

async function call(server: ChildServer, token: string, method: string, url: string, body: unknown) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { 'x-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; data: any };
  if (answer.code !== 200) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A product bought into 仓库1 (10 at 3, paid from the first account) and 4 of it sold: stock, value and money move. */
async function trade(server: ChildServer, token: string): Promise<void> {
  const barCode = `BK${Date.now().toString(36)}`;
  await call(server, token, 'POST', '/material/add', {
    name: '备份测试螺母',
    unit: '个',
    meList: [{ barCode, commodityUnit: '个', purchaseDecimal: '3', wholesaleDecimal: '5', commodityDecimal: '5', defaultFlag: '1' }],
  });
  const depot = (await get(server, token, '/depot/findDepotByCurrentUser'))[0].id;
  const account = (await get(server, token, '/account/getAccount')).accountList[0].id;
  const supplier = (await call(server, token, 'POST', '/supplier/findBySelect_sup', {}))[0].id;
  const customer = (await call(server, token, 'POST', '/supplier/findBySelect_cus', {}))[0].id;
  const post = (info: Record<string, unknown>, rows: unknown[]) =>
    call(server, token, 'POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify(info), rows: JSON.stringify(rows) });
  await post({ type: '入库', subType: '采购', organId: supplier, accountId: account, changeAmount: '30', status: '1' }, [
    { barCode, operNumber: '10', unitPrice: '3', depotId: depot },
  ]);
  await post({ type: '出库', subType: '销售', organId: customer, accountId: account, changeAmount: '20', status: '1' }, [
    { barCode, operNumber: '4', unitPrice: '5', depotId: depot },
  ]);
}

/** What a company would check after a restore: its bills, stock value, account balances. */
async function figures(server: ChildServer, token: string) {
  const page = 'currentPage=1&pageSize=100';
  const bills = await get(server, token, `/depotHead/list?search=${encodeURIComponent('{}')}&${page}`);
  const stock = await get(server, token, `/material/getListWithStock?${page}&zeroStock=1`);
  const accounts = await get(server, token, `/account/listWithBalance?search=${encodeURIComponent('{}')}&${page}`);
  return {
    bills: bills.total as number,
    numbers: (bills.rows as Array<{ number: string }>).map((b) => b.number).sort(),
    stock: [stock.currentStock, stock.currentStockPrice],
    balances: (accounts.rows as Array<{ name: string; currentAmount: string }>).map((a) => `${a.name}:${a.currentAmount}`).sort(),
  };
}

let original: ChildDatabase;
let work: string;
beforeAll(async () => {
  ensureBuilt();
  original = await childDatabase('demo');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-backup-'));
});
afterAll(async () => {
  await original.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${TEST_DB})`, () => {
  it('backs up while the server runs; the restored copy shows every bill, balance and file; restoring over data is refused', async () => {
    const server = await startChild(original.env);
    let before: Awaited<ReturnType<typeof figures>>;
    let stored: string;
    const out = path.join(work, 'backup');
    try {
      const token = await signIn(server);
      await trade(server, token);
      const form = new FormData();
      form.append('biz', 'bill');
      form.append('file', new Blob([PDF]), '合同.pdf');
      const upload = await fetch(`${server.base}/api/systemConfig/upload`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
      stored = ((await upload.json()) as { data: string }).data;
      expect(typeof stored).toBe('string');
      before = await figures(server, token);
      expect(before.bills).toBeGreaterThan(0);

      const made = await cli(['backup', out], original.env);
      expect(made.code, made.out).toBe(0);
      expect(made.out).toContain('备份完成');
      // The server kept serving while and after it answered the backup.
      expect(await figures(server, token)).toEqual(before);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as { database: string; files: number };
    expect(manifest).toMatchObject({ database: TEST_DB, files: 1 });

    // Restoring over the live data is refused, and changes nothing.
    const over = await cli(['restore', out], original.env);
    expect(over.code).toBe(1);
    expect(over.out).toMatch(/不是空的|已有数据库/);

    const filesDir = path.join(work, 'restored-files');
    let target: Record<string, string>;
    let dropTarget = async () => {};
    if (TEST_DB === 'pglite') {
      target = { DATA_DIR: path.join(work, 'restored-data'), FILES_DIR: filesDir };
    } else {
      const name = throwawayName('suanpan_restore');
      await adminQuery(`create database ${name}`);
      target = { DATABASE_URL: databaseUrl(name), FILES_DIR: filesDir };
      dropTarget = async () => {
        await adminQuery(`drop database if exists ${name} with (force)`);
      };
    }
    try {
      const restored = await cli(['restore', out], target);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toContain('恢复完成');
      const copy = await startChild(target);
      try {
        const token = await signIn(copy);
        expect(await figures(copy, token)).toEqual(before!);
        const file = await fetch(`${copy.base}/api/systemConfig/static/${stored!}`, { headers: { 'x-access-token': token } });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
      } finally {
        copy.process.kill('SIGTERM');
        await copy.exited;
      }
    } finally {
      await dropTarget();
    }
  }, 300_000);

  it('explains a folder that is not a backup', async () => {
    const res = await cli(['restore', work], { DATA_DIR: path.join(work, 'nowhere') });
    expect(res.code).toBe(1);
    expect(res.out).toContain('不是备份目录');
    expect((await cli([], {})).code).toBe(2);
  });
});
