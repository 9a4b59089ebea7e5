import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, userOf } from '../support/fixtures.js';
import { download, readRows } from '../basic/spreadsheet.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { SHEET_COLUMNS, productWorkbook, uploadProducts } from './import-sheet.js';
import { depotIds, ledgerMatchesCurrent } from './material-helpers.js';

let t: TestApp;
let token: string;
let tenantId: string;
let depotNames: string[];

const workbook = (rows: Array<Record<string, string | number>>) => productWorkbook(rows, [...SHEET_COLUMNS, ...depotNames]);
const upload = (buffer: Buffer, importId?: string) => uploadProducts(t, token, buffer, importId);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  tenantId = (await userOf(t, 'jsh')).tenantId;
  const ids = await depotIds(t, tenantId);
  const rows = await t.db.selectFrom('depot').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
  depotNames = ids.map((id) => rows.find((r) => r.id === id)?.name ?? '');
  await t.call('POST', '/materialCategory/add', { token, body: { name: '导入类', serialNo: 'IMP' } });
});
afterAll(async () => t.close());

describe('商品导入/导出', () => {
  it('reports every bad row in Chinese and writes nothing', async () => {
    const before = await t.db
      .selectFrom('material')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(
      await workbook([
        { 名称: '好', 基本单位: '个', 基本条码: '880001', 状态: 1 },
        { 名称: '', 基本单位: '个', 基本条码: '880002', 状态: 1 },
        { 名称: '重复', 基本单位: '个', 基本条码: '880001', 状态: 1 },
        { 名称: '坏数', 基本单位: '个', 基本条码: '880003', 状态: 1, '基础重量(kg)': 'abc', 类别: '没有的类' },
        { 名称: '坏单位', 基本单位: '个', 基本条码: '880004', 副单位: '桶', 比例: 'x', 副条码: '880005', 状态: 1 },
        { 名称: '长'.repeat(101), 基本单位: '个', 基本条码: '88', 状态: 3 },
      ]),
      'bad-import-0001',
    );
    expect(res.status).toBe(400);
    const messages = res.body.data.errors.map((e: any) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '第4行名称为空',
        '抱歉，EXCEL中存在重复的条码，具体条码为：880001（第3行和第5行）',
        '第6行基础重量格式错误',
        '第6行类别没有的类不存在',
        '第7行比例格式错误',
        '第8行名称长度超出100个字符',
        '商品条码:88的长度应该为4到40位',
        '第8行状态格式错误',
      ]),
    );
    const after = await t.db
      .selectFrom('material')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const job = await t.call('GET', '/material/importProgress', { token, query: { importId: 'bad-import-0001' } });
    expect(job.body.data).toMatchObject({ status: 'failed', total: 6 });
  });

  it('imports single and multi-unit products with opening stock (ledger rows), then exports them', async () => {
    const res = await upload(
      await workbook([
        { 名称: '导入商品A', 规格: '500ml', 基本单位: '瓶', 基本条码: '770001', 采购价: 2, 零售价: 3.5, 状态: 1, 类别: '导入类', [depotNames[0] ?? '']: 12 },
        { 名称: '导入商品B', 基本单位: '个', 副单位: '箱', 比例: 12, 基本条码: '770002', 副条码: '770003', 采购价: 1.5, 状态: 1, 自定义1: 'x' },
      ]),
      'good-import-0001',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect((await t.call('GET', '/material/importProgress', { token, query: { importId: 'good-import-0001' } })).body.data).toMatchObject({
      status: 'done',
      processed: 2,
    });
    const a = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: '770001' }) } });
    expect(a.body.data.rows[0]).toMatchObject({ name: '导入商品A', stock: '12', categoryName: '导入类', mnemonic: 'drspa', commodityDecimal: '3.5' });
    await ledgerMatchesCurrent(t, tenantId, a.body.data.rows[0].id);
    const box = await t.call('GET', '/material/getMaterialByBarCode', { token, query: { barCode: '770003', prefixNo: 'CGRK' } });
    expect(box.body.data[0]).toMatchObject({ billPrice: '18', unit: '箱[12个]' });
    const again = await upload(await workbook([{ 名称: 'dup', 基本单位: '个', 基本条码: '770002', 状态: 1 }]));
    expect(again.body.code).toBe(8000005);

    const exported = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/material/exportExcel`,
      query: { search: JSON.stringify({ materialParam: '导入商品' }) },
      headers: { 'x-access-token': token },
    });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getRow(2).getCell(1).value).toBe('名称*');
    const values = [ws?.getRow(3).values, ws?.getRow(4).values].map((v) => (v as unknown[]).slice(1));
    expect(values[0]?.slice(0, 13)).toEqual(
      ['导入商品B', null, null, null, null, null, null, null, '个', '箱', '770002', '770003', 12].map((v) => v ?? undefined),
    );
    // The exported sheet imports again once its barcodes are changed: the round trip keeps the columns.
    expect(values[1]?.[0]).toBe('导入商品A');
  });

  // One statement set per table (unnest arrays), whatever the row count; the 10,000-row timing is a benchmark
  // (`npm run bench material-import`), not a timed test.
  it('imports 2,000 rows in one go, with their opening stock', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({
      名称: `批量${i}`,
      基本单位: '个',
      基本条码: `55${String(i).padStart(6, '0')}`,
      采购价: '1.25',
      状态: 1,
      [depotNames[0] ?? '']: 1,
    }));
    const res = await upload(await workbook(rows), 'big-import-0001');
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.data.total).toBe(2_000);
    const list = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: '批量1999' }) } });
    expect(list.body.data.rows[0].stock).toBe('1');
    // The load refreshed the statistics as the tables' owner (a tenant request alone may not analyze; migration 0023).
    const { rows: stats } = await sql<{ reltuples: number }>`select reltuples::float8 as reltuples from pg_class where relname = 'material'`.execute(t.db);
    expect(Number(stats[0]?.reltuples)).toBeGreaterThanOrEqual(2_000);
  });
});

describe('商品导入模板与导入进度: tenant and button', () => {
  it("each tenant's template has its own depot columns; progress is the caller's own; both need the export button", async () => {
    expect((await upload(await workbook([{ 名称: '进度商品', 基本单位: '个', 基本条码: '660001', 状态: 1 }]), 'scope-import-0001')).status).toBe(200);
    const [, header] = await readRows((await download(t, '/material/importTemplate', token)).buffer);
    expect(header?.slice(-depotNames.length)).toEqual(depotNames);

    const other = await registerTenant(t, 'matimportother');
    await t.db.insertInto('depot').values({ tenant_id: other.tenantId, name: '他家仓库' }).execute();
    const otherToken = await sessionFor(t, 'matimportother');
    const otherTemplate = await download(t, '/material/importTemplate', otherToken);
    expect(otherTemplate.status).toBe(200);
    const [, otherHeader] = await readRows(otherTemplate.buffer);
    expect(otherHeader?.at(-1)).toBe('他家仓库');
    expect(otherHeader?.some((h) => depotNames.includes(h))).toBe(false);
    const progress = (as: string, importId = 'scope-import-0001') => t.call('GET', '/material/importProgress', { token: as, query: { importId } });
    expect((await progress(otherToken)).status).toBe(404);
    expect((await progress(token, 'a b')).status).toBe(400);

    await createUser(t, tenantId, 'material_editor_only', await createRole(t, tenantId, '商品编辑无导出', [{ url: '/material/material', btnStr: '1' }]));
    const editor = await sessionFor(t, 'material_editor_only');
    expect((await download(t, '/material/importTemplate', editor)).status).toBe(403);
    expect((await progress(editor)).status).toBe(403);
  });

  it('分配仓库权限: opening stock is imported only into the depots granted to the importing user (403, nothing written)', async () => {
    const ids = await depotIds(t, tenantId);
    const importer = await createUser(
      t,
      tenantId,
      'material_importer',
      await createRole(t, tenantId, '商品导入员', [{ url: '/material/material', btnStr: '1,3' }]),
    );
    await t.db.insertInto('user_depot').values({ tenant_id: tenantId, user_id: importer, depot_id: ids[0]! }).execute();
    const as = await sessionFor(t, 'material_importer');
    const sheet = (code: string, depot: string) => workbook([{ 名称: `权限商品${code}`, 基本单位: '个', 基本条码: code, 状态: 1, [depot]: 3 }]);
    const imported = async (code: string) =>
      (await t.db.selectFrom('material_extend').select('id').where('tenant_id', '=', tenantId).where('bar_code', '=', code).execute()).length;
    const setFlag = (flag: '0' | '1') => t.db.updateTable('system_config').set({ depot_flag: flag }).where('tenant_id', '=', tenantId).execute();
    await setFlag('1');
    try {
      const refused = await uploadProducts(t, as, await sheet('650001', depotNames[1]!), 'depot-import-0001');
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.data.message).toBe(`抱歉，您没有仓库${depotNames[1]}的权限`);
      expect(await imported('650001')).toBe(0);
      expect((await t.call('GET', '/material/importProgress', { token: as, query: { importId: 'depot-import-0001' } })).body.data.status).toBe('failed');
      const granted = await uploadProducts(t, as, await sheet('650002', depotNames[0]!));
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      expect(await imported('650002')).toBe(1);
    } finally {
      await setFlag('0');
    }
  });
});
