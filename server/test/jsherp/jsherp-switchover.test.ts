import { Writable } from 'node:stream';
import type { Pool, ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJsh, type TenantOutcome } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { printOutcomes } from '../../src/ops/jsherp/report.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import type { SyncCount } from '../../src/ops/jsherp/sync.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { COMPANIES } from './support/company-spec.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';

// A weekend switch-over (issue 35 item 3): the small company is imported, keeps working in jshERP (a new bill, an edited
// bill, an edited finance document, edited and deleted products, a new partner) while a product is also edited here
// and a bill is made here; the next run brings in exactly those changes — nothing twice, stock and balances reconciled
// (the bill made here kept, left out of the comparison) — and reports the product changed on both sides as a
// conflict, leaving ours as it is. A dry run of it first writes nothing.

const A = COMPANIES[0]!.ownerId;
const quiet = () => new Progress(new Writable({ write: (_c, _e, done) => done() }));

let app: TestApp;
let jsh: JshDatabase;
let source: Awaited<ReturnType<typeof openSource>>;

const run = (dryRun = false) => importJsh(app.db, source, { dryRun, balances: app.balances, progress: quiet() });
const tenantA = (outcomes: TenantOutcome[]) => outcomes.find((o) => o.sourceTenantId === String(A))!;
const count = (o: TenantOutcome, table: string): Omit<SyncCount, 'table'> => {
  const { table: _t, ...c } = o.sync?.counts.find((x) => x.table === table) ?? { table, new: 0, updated: 0, unchanged: 0, deleted: 0, conflicts: 0 };
  return c;
};

async function rows(pool: Pool, sql: string, params: unknown[] = []): Promise<RowDataPacket[]> {
  return (await pool.query<RowDataPacket[]>(sql, params))[0];
}

/** A copy of a source row (as jshERP's own insert would write it) with some columns set; its new id. */
async function cloneRow(pool: Pool, table: string, id: number, set: Record<string, string>): Promise<number> {
  const columns = (await rows(pool, 'SELECT column_name AS c FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ?', [table]))
    .map((r) => String(r.c))
    .filter((c) => c !== 'id');
  const picked = columns.map((c) => set[c] ?? `\`${c}\``).join(', ');
  const [result] = await pool.query<ResultSetHeader>(
    `INSERT INTO ${table} (${columns.map((c) => `\`${c}\``).join(', ')}) SELECT ${picked} FROM ${table} WHERE id = ?`,
    [id],
  );
  return result.insertId;
}

/** Our id of a source row, from the import's map. */
async function ours(table: string, sourceId: number | string): Promise<string> {
  const r = await app.db
    .selectFrom('import_source_map')
    .select('target_id')
    .where('source_table', '=', table)
    .where('source_id', '=', String(sourceId))
    .executeTakeFirstOrThrow();
  return r.target_id;
}

/** Row counts of every table an import writes, and the map with its fingerprints: what a dry run must leave. */
async function snapshot() {
  const out: Record<string, unknown> = {};
  for (const table of ['depot_head', 'depot_item', 'account_head', 'account_item', 'material', 'material_extend', 'supplier', 'stock_movement'] as const) {
    const r = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = r.n;
  }
  out.map = await app.db.selectFrom('import_source_map').selectAll().orderBy('source_table').orderBy('source_id').execute();
  out.stock = await app.db.selectFrom('stock_current').select(['material_id', 'depot_id', 'quantity']).orderBy('material_id').orderBy('depot_id').execute();
  out.names = await app.db.selectFrom('material').select(['id', 'name', 'delete_flag']).orderBy('id').execute();
  return out;
}

// The rows changed in jshERP after the first import.
const changed = { newBill: 0, editedBill: 0, editedFinance: 0, renamed: 0, deleted: 0, both: 0, newPartner: 0, madeHere: 0, newFinance: 0, newProduct: 0 };
/** The number our bill made during the trial took — and jshERP's new bill too. */
let madeHereNumber: string;
/** The same for an income document (收入单) made here and one made in jshERP, and for a product's barcode. */
const collided = { financeNumber: '', financeHere: '', barcode: '', productHere: '' };
let dry: TenantOutcome[];
let before: Awaited<ReturnType<typeof snapshot>>;
let afterDry: Awaited<ReturnType<typeof snapshot>>;
let second: TenantOutcome[];

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  await loadSmallCompany(jsh);
  source = await openSource(jsh.url);
  const first = await run();
  expect(first.map((o) => o.status)).toEqual(['imported', 'imported']);

  const pool = jsh.pool;
  // Purchase receipts of tenant A without serials or batches (a copy must not receive a serial twice).
  const receipts = await rows(
    pool,
    `SELECT h.id FROM jsh_depot_head h WHERE h.tenant_id = ? AND h.sub_type = '采购' AND h.delete_flag = '0'
       AND NOT EXISTS (SELECT 1 FROM jsh_depot_item i WHERE i.header_id = h.id AND (COALESCE(i.sn_list, '') <> '' OR COALESCE(i.batch_number, '') <> ''))
     ORDER BY h.id`,
    [A],
  );
  const copied = Number(receipts[0]?.id);
  // A new bill: a copy of a receipt with its lines, under a number of its own.
  changed.newBill = await cloneRow(pool, 'jsh_depot_head', copied, { number: "CONCAT(number, '-2')", default_number: "CONCAT(default_number, '-2')" });
  for (const line of await rows(pool, "SELECT id FROM jsh_depot_item WHERE header_id = ? AND delete_flag = '0'", [copied]))
    await cloneRow(pool, 'jsh_depot_item', Number(line.id), { header_id: String(changed.newBill) });
  // An edited bill (the receipt copied): jshERP writes an edited bill's lines anew (new ids), here each one more than before.
  changed.editedBill = copied;
  await pool.query("UPDATE jsh_depot_head SET remark = '周末改过' WHERE id = ?", [copied]);
  for (const line of await rows(pool, 'SELECT id FROM jsh_depot_item WHERE header_id = ?', [copied])) {
    await cloneRow(pool, 'jsh_depot_item', Number(line.id), { basic_number: 'basic_number + 1', oper_number: 'oper_number + 1' });
    await pool.query('DELETE FROM jsh_depot_item WHERE id = ?', [line.id]);
  }
  // An edited finance document.
  changed.editedFinance = Number(
    (await rows(pool, "SELECT id FROM jsh_account_head WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1", [A]))[0]?.id,
  );
  await pool.query("UPDATE jsh_account_head SET remark = '周末改过' WHERE id = ?", [changed.editedFinance]);
  // Products: one renamed there, one deleted there, one renamed there and here.
  const products = (await rows(pool, "SELECT id FROM jsh_material WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id", [A])).map((r) => Number(r.id));
  [changed.renamed, changed.deleted, changed.both] = products as [number, number, number];
  await pool.query("UPDATE jsh_material SET name = '改名商品' WHERE id IN (?, ?)", [changed.renamed, changed.both]);
  await pool.query("UPDATE jsh_material SET delete_flag = '1' WHERE id = ?", [changed.deleted]);
  // A new partner.
  const partner = Number((await rows(pool, "SELECT id FROM jsh_supplier WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1", [A]))[0]?.id);
  changed.newPartner = await cloneRow(pool, 'jsh_supplier', partner, { supplier: "'周末新客户'", begin_need_get: '0', begin_need_pay: '0' });
  // Here: the same product edited in Suanpan after the import (what the product form writes, the name).
  await app.db
    .updateTable('material')
    .set({ name: '我们改的名字' })
    .where('id', '=', await ours('jsh_material', changed.both))
    .execute();

  // Here: a purchase receipt made in Suanpan during the trial (kept, left out of the reconciliation).
  const tenantId = first.find((o) => o.sourceTenantId === String(A))!.tenantId!;
  const owner = COMPANIES[0]!.owner;
  const token = await app.login(owner.login, owner.password);
  // The first live row of a basic-data table (the tables share the columns read here).
  const live = (table: 'depot' | 'account' | 'supplier') =>
    app.db
      .selectFrom(table as 'depot')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('delete_flag', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const barcode = await app.db
    .selectFrom('material_extend')
    .select('bar_code')
    .where('material_id', '=', await ours('jsh_material', changed.renamed))
    .where('delete_flag', '=', false)
    .executeTakeFirstOrThrow();
  const info = { type: '入库', subType: '采购', organId: (await live('supplier')).id, accountId: (await live('account')).id, changeAmount: '6', status: '1' };
  const saved = await app.call('POST', '/depotHead/addDepotHeadAndDetail', {
    token,
    body: {
      info: JSON.stringify(info),
      rows: JSON.stringify([{ barCode: barcode.bar_code, operNumber: '3', unitPrice: '2', depotId: (await live('depot')).id }]),
    },
  });
  expect(saved.status, saved.text).toBe(200);
  // Meanwhile jshERP's clerk gave the new bill the same number (each side counts on from the last imported number).
  madeHereNumber = saved.body.data.number;
  await pool.query('UPDATE jsh_depot_head SET number = ? WHERE id = ?', [madeHereNumber, changed.newBill]);
  // The same for a finance document and a barcode: an income document and a product made here during the trial, and
  // jshERP's clerk giving its new income document and its new product's barcode the same values.
  const incomeItem = await app.db
    .selectFrom('in_out_item')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', '收入')
    .where('delete_flag', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const income = await app.call('POST', '/accountHead/addAccountHeadAndDetail', {
    token,
    body: {
      info: JSON.stringify({ type: '收入', accountId: (await live('account')).id, billTime: '2026-11-20 10:00:00', totalPrice: '7' }),
      rows: JSON.stringify([{ inOutItemId: incomeItem.id, eachAmount: '7' }]),
    },
  });
  expect(income.status, income.text).toBe(200);
  collided.financeNumber = income.body.data.billNo;
  collided.financeHere = String(income.body.data.id);
  const theirIncome = Number(
    (await rows(pool, "SELECT id FROM jsh_account_head WHERE tenant_id = ? AND type = '收入' AND delete_flag = '0' ORDER BY id LIMIT 1", [A]))[0]?.id,
  );
  changed.newFinance = await cloneRow(pool, 'jsh_account_head', theirIncome, { bill_no: `'${collided.financeNumber}'` });
  for (const line of await rows(pool, "SELECT id FROM jsh_account_item WHERE header_id = ? AND delete_flag = '0'", [theirIncome]))
    await cloneRow(pool, 'jsh_account_item', Number(line.id), { header_id: String(changed.newFinance) });
  collided.barcode = '6900000035035';
  const product = await app.call('POST', '/material/add', {
    token,
    body: { name: '周末我们的商品', unit: '个', meList: [{ barCode: collided.barcode, commodityUnit: '个' }] },
  });
  expect(product.status, product.text).toBe(200);
  collided.productHere = String(product.body.data.id);
  changed.newProduct = await cloneRow(pool, 'jsh_material', changed.renamed, { name: "'周末新商品'" });
  const theirBarcode = Number(
    (await rows(pool, "SELECT id FROM jsh_material_extend WHERE material_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1", [changed.renamed]))[0]?.id,
  );
  await cloneRow(pool, 'jsh_material_extend', theirBarcode, { material_id: String(changed.newProduct), bar_code: `'${collided.barcode}'` });
  changed.madeHere = Number(
    (
      await app.db
        .selectFrom('depot_head')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).id,
  );

  before = await snapshot();
  dry = await run(true);
  afterDry = await snapshot();
  second = await run();
}, 600_000);

afterAll(async () => {
  await source?.close();
  await jsh?.drop();
  await app?.close();
});

describe('npm run import:jsherp on a source imported before — a weekend switch-over', () => {
  it('a dry run reports what it would bring in and writes nothing', async () => {
    expect(dry.map((o) => o.status)).toEqual(['dry-run', 'dry-run']);
    expect(count(tenantA(dry), 'jsh_depot_head')).toMatchObject({ new: 1, updated: 1 });
    expect(tenantA(dry).sync?.conflicts.map((c) => [c.table, c.sourceId])).toEqual([['jsh_material', String(changed.both)]]);
    expect(afterDry).toEqual(before);
    // The real run afterwards found the same: the dry run left nothing behind.
    expect(tenantA(second).sync?.counts).toEqual(tenantA(dry).sync?.counts);
  });

  it('brings in exactly what changed in jshERP, counts per table, and reconciles', () => {
    expect(second.map((o) => [o.status, o.message])).toEqual([
      ['updated', undefined],
      ['updated', undefined],
    ]);
    for (const o of second) expect(o.reconciliation?.filter((r) => r.verdict === 'fail')).toEqual([]);
    const a = tenantA(second);
    expect(count(a, 'jsh_depot_head')).toMatchObject({ new: 1, updated: 1, deleted: 0, conflicts: 0 });
    expect(count(a, 'jsh_account_head')).toMatchObject({ new: 1, updated: 1, deleted: 0, conflicts: 0 });
    expect(count(a, 'jsh_material')).toMatchObject({ new: 1, updated: 1, deleted: 1, conflicts: 1 });
    expect(count(a, 'jsh_supplier')).toMatchObject({ new: 1, updated: 0, deleted: 0, conflicts: 0 });
    expect(count(a, 'jsh_user')).toMatchObject({ new: 0, updated: 0, deleted: 0, conflicts: 0 });
    expect(a.sync?.madeHere).toEqual({ bills: 1, finance: 1 });
    // The other tenant did not change.
    const b = second.find((o) => o !== a)!;
    expect(b.sync?.counts.filter((c) => c.new + c.updated + c.deleted + c.conflicts > 0)).toEqual([]);
  });

  it('duplicates nothing: the new bill once, the edited bill keeps its id with its new lines only', async () => {
    const newBill = await ours('jsh_depot_head', changed.newBill);
    const editedBill = await ours('jsh_depot_head', changed.editedBill);
    const [theirLines] = await jsh.pool.query<RowDataPacket[]>("SELECT COUNT(*) AS n FROM jsh_depot_item WHERE header_id = ? AND delete_flag = '0'", [
      changed.editedBill,
    ]);
    const live = await app.db
      .selectFrom('depot_item')
      .select(['header_id', 'basic_number'])
      .where('header_id', 'in', [newBill, editedBill])
      .where('delete_flag', '=', false)
      .execute();
    expect(live.filter((l) => l.header_id === editedBill)).toHaveLength(Number(theirLines[0]?.n));
    expect(live.filter((l) => l.header_id === newBill).length).toBeGreaterThan(0);
    // Its number, already taken here by the bill made during the trial, is suffixed (duplicateCode), not refused.
    const numbers = await app.db
      .selectFrom('depot_head')
      .select(['id', 'number'])
      .where('id', 'in', [newBill, String(changed.madeHere)])
      .orderBy('id')
      .execute();
    expect(numbers.map((b) => b.number)).toEqual([madeHereNumber, `${madeHereNumber}-${changed.newBill}`]);
    const bill = await app.db.selectFrom('depot_head').select(['remark', 'stock_applied']).where('id', '=', editedBill).executeTakeFirstOrThrow();
    expect(bill).toEqual({ remark: '周末改过', stock_applied: true });
    // Every bill of the source once: our bills of the tenant are jshERP's and the one made here.
    const [n] = await jsh.pool.query<RowDataPacket[]>('SELECT COUNT(*) AS n FROM jsh_depot_head WHERE tenant_id = ?', [A]);
    const tenantId = tenantA(second).tenantId!;
    const mine = await app.db
      .selectFrom('depot_head')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(mine.n)).toBe(Number(n[0]?.n) + 1); // and the one made here
    // The bill made here is kept, posted, and no source row became it.
    expect(
      await app.db.selectFrom('depot_head').select(['delete_flag', 'stock_applied']).where('id', '=', String(changed.madeHere)).executeTakeFirstOrThrow(),
    ).toEqual({
      delete_flag: false,
      stock_applied: true,
    });
    const partners = await app.db.selectFrom('supplier').select('id').where('tenant_id', '=', tenantId).where('supplier', '=', '周末新客户').execute();
    expect(partners).toHaveLength(1);
  });

  it("a finance number and a barcode taken here meanwhile are kept by our rows; jshERP's newcomers are suffixed, not refused", async () => {
    const newFinance = await ours('jsh_account_head', changed.newFinance);
    const finance = await app.db
      .selectFrom('account_head')
      .select(['id', 'number'])
      .where('id', 'in', [collided.financeHere, newFinance])
      .orderBy('id')
      .execute();
    expect(finance.map((f) => f.number)).toEqual([collided.financeNumber, `${collided.financeNumber}-${changed.newFinance}`]);
    const newProduct = await ours('jsh_material', changed.newProduct);
    const barcodes = await app.db
      .selectFrom('material_extend')
      .select(['material_id', 'bar_code'])
      .where('material_id', 'in', [collided.productHere, newProduct])
      .where('delete_flag', '=', false)
      .orderBy('material_id')
      .execute();
    const theirs = barcodes.find((b) => b.material_id === newProduct)!;
    expect(barcodes.find((b) => b.material_id === collided.productHere)?.bar_code).toBe(collided.barcode);
    expect(theirs.bar_code).toMatch(new RegExp(`^${collided.barcode}-\\d+$`));
    const reported = tenantA(second)
      .anomalies.filter((x) => x.kind === 'duplicateCode')
      .map((x) => `${x.table} ${x.action}`);
    expect(reported).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`jsh_account_head bill_no=${collided.financeNumber} 重复`),
        expect.stringContaining(`jsh_material_extend bar_code=${collided.barcode} 重复`),
      ]),
    );
  });

  it('the conflict leaves our row as it is; the product changed only there follows; the one deleted there is deleted here', async () => {
    const byId = async (sourceId: number) =>
      app.db
        .selectFrom('material')
        .select(['name', 'delete_flag'])
        .where('id', '=', await ours('jsh_material', sourceId))
        .executeTakeFirstOrThrow();
    expect(await byId(changed.both)).toMatchObject({ name: '我们改的名字', delete_flag: false });
    expect(await byId(changed.renamed)).toMatchObject({ name: '改名商品', delete_flag: false });
    expect((await byId(changed.deleted)).delete_flag).toBe(true);
    const lines: string[] = [];
    printOutcomes(second, false, (l) => lines.push(l));
    expect(lines.join('\n')).toContain(`冲突 conflicts（双方都已修改，保留我们的行，未覆盖 changed on both sides: ours kept）：1`);
    expect(lines.join('\n')).toContain(`jsh_material id=${changed.both} → 我们的 id`);
  });

  it('a run after it finds nothing new, and the conflict still reported until it is resolved', async () => {
    const third = await run();
    const a = tenantA(third);
    expect(a.status).toBe('updated');
    expect(a.sync?.counts.filter((c) => c.new + c.updated + c.deleted > 0)).toEqual([]);
    expect(a.sync?.conflicts.map((c) => [c.table, c.sourceId])).toEqual([['jsh_material', String(changed.both)]]);
  });
});
