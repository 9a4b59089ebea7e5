import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { ANOMALY, countByKind, writeAnomalySheet } from '../../src/ops/jsherp/anomalies.js';
import { KNOWN } from '../../src/ops/jsherp/reconcile.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJsh, type TenantOutcome } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { printOutcomes } from '../../src/ops/jsherp/report.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { breakSource, type Damage, type SourceDamage } from './support/break-source.js';
import { DIRTS, dirty, type Dirt, type Dirtied } from './support/dirt.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';

// A dirty company (issue 35 item 1): tenant A holds every kind of dirt — links to a user, a role and a depot that are
// gone, a bill line of a product that is gone, a line whose bill is gone, a settlement of a bill that is gone, no owner
// user, duplicate barcodes and bill numbers, stray spaces, NULL and zero dates, text where numbers belong, header totals
// that disagree with their lines, stock oversold below zero, an emoji and control characters, text too long for us —
// and tenant B a login name tenant A already uses. Both import all the same, each dirty row repaired and reported,
// and the reconciliation holds (the repaired totals explained as such).

let app: TestApp;
let jsh: JshDatabase;
const damage: Record<string, Damage> = {};
const dirt = {} as Record<Dirt, Dirtied>;
let outcomes: TenantOutcome[];
const DAMAGES: SourceDamage[] = ['orphanLinks', 'unknownProduct', 'orphanLine', 'duplicateBarcode', 'duplicateBillNumber', 'negativeStock', 'duplicateLogin'];

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  await loadSmallCompany(jsh);
  for (const d of DAMAGES) damage[d] = await breakSource(jsh, d);
  for (const d of DIRTS) dirt[d] = await dirty(jsh, d);
  const source = await openSource(jsh.url);
  try {
    outcomes = await importJsh(app.db, source, {
      dryRun: false,
      balances: app.balances,
      progress: new Progress(new Writable({ write: (_c, _e, done) => done() })),
    });
  } finally {
    await source.close();
  }
});

afterAll(async () => {
  await jsh?.drop();
  await app?.close();
});

describe('npm run import:jsherp — a dirty company', () => {
  it('imports both tenants; no figure fails the reconciliation', () => {
    expect(outcomes.map((o) => [o.status, o.message])).toEqual([
      ['imported', undefined],
      ['imported', undefined],
    ]);
    for (const o of outcomes) expect(o.reconciliation?.filter((r) => r.verdict === 'fail')).toEqual([]);
  });

  it('reports dirt of every kind in tenant A, and only the duplicate login in tenant B', () => {
    const [a, b] = outcomes;
    expect([...new Set(a!.anomalies.map((x) => x.kind))].sort()).toEqual(Object.keys(ANOMALY).sort());
    expect(b!.anomalies).toEqual([
      { kind: 'duplicateCode', table: 'jsh_user', id: String(damage.duplicateLogin!.id), action: 'login_name=xiaowang 重复 → xiaowang-147（保留最早的一行）' },
    ]);
  });

  it('reports each dangling link and reference with what was done', () => {
    const dirty = outcomes[0]!;
    const line = damage.unknownProduct!.id;
    const links = dirty.anomalies.filter((a) => ['orphanLine', 'orphanLink', 'placeholder', 'goneSettledBill', 'missingOwner'].includes(a.kind));
    expect(links.map((a) => [a.kind, a.table, a.action]).sort()).toEqual(
      [
        ['goneSettledBill', 'jsh_account_item', 'bill_id=999996 在 jsh_depot_head 中不存在'],
        ['missingOwner', 'jsh_tenant', 'tenant_id=63 在 jsh_user 中不存在 → 新建所有者 jsh（无密码，由平台管理员重置）'],
        ['orphanLine', 'jsh_depot_item', 'header_id=999999 在 jsh_depot_head 中不存在'],
        ['orphanLink', 'jsh_orga_user_rel', 'user_id=999999 在 jsh_user 中不存在'],
        ['orphanLink', 'jsh_user_business', 'RoleFunctions key_id=999998 在 jsh_role 中不存在'],
        ['orphanLink', 'jsh_user_business', 'UserDepot value=999997 在 jsh_depot 中不存在'],
        ['orphanLink', 'jsh_user_business', 'UserRole key_id=999999 在 jsh_user 中不存在'],
        ['placeholder', 'jsh_depot_item', 'material_id=999999 → 已删除商品 #999999'],
        ['placeholder', 'jsh_depot_item', 'material_extend_id=999999 已不存在 → 商品的默认条码'],
      ].sort(),
    );
    const idOf = (kind: string) => links.filter((a) => a.kind === kind).map((a) => a.id);
    expect(idOf('goneSettledBill')).toEqual([String(dirt.settledBillGone.id)]);
    expect(idOf('orphanLine')).toEqual([String(damage.orphanLine!.id)]);
    expect(idOf('placeholder')).toEqual([String(line), String(line)]);
    expect(dirty.anomalies.filter((a) => a.kind === 'missingCreator' || a.kind === 'clearedReference').map((a) => [a.kind, a.action])).toEqual([
      ['clearedReference', 'category_id=999994 在 jsh_material_category 中不存在'],
      ['missingCreator', 'creator=999995 在 jsh_user 中不存在'],
    ]);
  });

  it('reports each repaired value with the row and what it was', () => {
    const of = (kind: string, table: string) =>
      outcomes[0]!.anomalies
        .filter((a) => a.kind === kind && a.table === table)
        .map((a) => [a.id, a.action])
        .sort();
    const id = (d: { id?: number }) => String(d.id);
    expect(of('duplicateCode', 'jsh_material_extend')).toEqual([
      [id(damage.duplicateBarcode!), `bar_code=6920000000020 重复 → 6920000000020-${id(damage.duplicateBarcode!)}（保留最早的一行）`],
    ]);
    expect(of('duplicateCode', 'jsh_depot_head')).toEqual([
      [id(damage.duplicateBillNumber!), expect.stringMatching(/^number=CGRK\d+ 重复 → CGRK\d+-\d+（保留最早的一行）$/)],
    ]);
    expect(of('duplicateCode', 'jsh_account_head')).toEqual([
      [id(dirt.duplicateFinanceNumber), expect.stringMatching(/^bill_no=\w+ 重复 → \w+-\d+（保留最早的一行）$/)],
    ]);
    expect(of('straySpaces', 'jsh_material')).toEqual([[id(dirt.straySpaces), 'name="  矿泉水 " → "矿泉水"']]);
    expect(of('nullDate', 'jsh_depot_head')).toContainEqual([id(dirt.nullDates), 'oper_time 为空 → create_time 2026-10-12 10:00:30']);
    expect(of('nullDate', 'jsh_msg')).toEqual([[expect.any(String), 'create_time 为空 → 租户最早的日期 (tenant earliest) 2026-10-08 09:00:00']]);
    expect(of('emptyNumber', 'jsh_supplier')).toEqual([[id(dirt.emptyNumbers), 'tax_rate="" 不是数字 → 按空值：金额、数量记 0，可空的字段留空']]);
    expect(of('headerTotal', 'jsh_depot_head')).toContainEqual([id(dirt.headerTotals), 'total_price 30 → 明细合计 15']);
    expect(of('negativeStock', 'jsh_depot_head')).toEqual([[id(damage.negativeStock!), '毛巾 @ 主仓库：库存低至 -955，照原样导入']]);
    expect(of('oddCharacters', 'jsh_supplier')).toEqual([[id(dirt.oddCharacters), expect.stringContaining('去掉控制字符')]]);
    expect(of('truncated', 'jsh_depot_head')).toEqual([[id(dirt.longText), 'remark：1200 字 → 1000 字']]);
  });

  it('the repaired totals are explained in the reconciliation; every other figure agrees', () => {
    const notEqual = outcomes[0]!.reconciliation!.filter((r) => r.verdict !== 'ok');
    expect(notEqual.map((r) => [r.item, r.verdict, r.known])).toEqual(
      ['请购单', '采购退货', '收款'].map((kind) => [`${kind} 金额合计`, 'known', KNOWN.headerTotal]),
    );
    expect(outcomes[1]!.reconciliation!.every((r) => r.verdict === 'ok')).toBe(true);
  });

  it('the report prints a count per kind under each dirty tenant', () => {
    const lines: string[] = [];
    expect(printOutcomes(outcomes, false, (l) => lines.push(l))).toBe(0);
    const at = lines.indexOf('    脏数据 anomalies:');
    const counts = countByKind(outcomes[0]!.anomalies);
    expect(counts).toHaveLength(Object.keys(ANOMALY).length);
    expect(lines.slice(at + 1, at + 1 + counts.length).map((l) => l.trim())).toEqual(counts.map((c) => `${c.n}  ${c.label}`));
    expect(counts.find((c) => c.kind === 'orphanLink')?.n).toBe(4);
    expect(lines.filter((l) => l.includes('脏数据 anomalies:'))).toHaveLength(2);
  });

  it("lists every affected row in the command's spreadsheet: tenant, kind, table, id, what was done", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jsherp-anomalies-')), 'anomalies.xlsx');
    await writeAnomalySheet(file, outcomes);
    const book = await new ExcelJS.Workbook().xlsx.readFile(file);
    const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['租户 tenant', '类别 kind', '表 table', 'id', '处理 what was done'],
      ...outcomes.flatMap((o) => o.anomalies.map((a) => [o.loginName, ANOMALY[a.kind], a.table, a.id, a.action])),
    ]);
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it("keeps the gone product's line and its stock movement on a soft-deleted stand-in 已删除商品 #999999", async () => {
    const tenantId = outcomes.find((o) => Number(o.sourceTenantId) === damage.unknownProduct?.tenantId)!.tenantId!;
    const product = await app.db
      .selectFrom('material')
      .select(['id', 'delete_flag'])
      .where('tenant_id', '=', tenantId)
      .where('name', '=', '已删除商品 #999999')
      .executeTakeFirstOrThrow();
    expect(product.delete_flag).toBe(true);
    const [line] = await app.db
      .selectFrom('depot_item')
      .select(['id', 'header_id'])
      .where('tenant_id', '=', tenantId)
      .where('material_id', '=', product.id)
      .execute();
    // The damaged line is a copy of its bill's first line: it moves stock exactly as that line does.
    const first = await app.db
      .selectFrom('depot_item')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('header_id', '=', line!.header_id)
      .where('line_no', '=', 1)
      .executeTakeFirstOrThrow();
    const moved = (itemId: string) =>
      app.db.selectFrom('stock_movement').select(['quantity', 'depot_id']).where('tenant_id', '=', tenantId).where('bill_item_id', '=', itemId).execute();
    expect(await moved(line!.id)).toEqual(await moved(first.id));
  });

  it('writes the repaired values: codes suffixed, text trimmed and cut, dates filled, numbers emptied, totals from lines', async () => {
    const tenantId = outcomes[0]!.tenantId!;
    const ours = async (table: string, sourceId: number) =>
      (
        await app.db
          .selectFrom('import_source_map')
          .select('target_id')
          .where('tenant_id', '=', tenantId)
          .where('source_table', '=', table)
          .where('source_id', '=', String(sourceId))
          .executeTakeFirstOrThrow()
      ).target_id;
    const head = async (sourceId: number) =>
      app.db
        .selectFrom('depot_head')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', await ours('jsh_depot_head', sourceId))
        .executeTakeFirstOrThrow();
    const barcode = await app.db
      .selectFrom('material_extend')
      .select('bar_code')
      .where('id', '=', await ours('jsh_material_extend', damage.duplicateBarcode!.id!))
      .executeTakeFirstOrThrow();
    expect(barcode.bar_code).toBe(`6920000000020-${damage.duplicateBarcode!.id}`);
    expect((await head(damage.duplicateBillNumber!.id!)).number).toMatch(new RegExp(`^CGRK\\d+-${damage.duplicateBillNumber!.id}$`));
    // The stand-in owner: the tenant's login, no usable password, and the owner of the tenant.
    const owner = await app.db
      .selectFrom('tenant')
      .innerJoin('app_user', 'app_user.id', 'tenant.owner_user_id')
      .select(['app_user.login_name', 'app_user.password_hash', 'app_user.delete_flag'])
      .where('tenant.id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({ login_name: 'jsh', password_hash: 'none$', delete_flag: false });
    const untrimmed = await sql<{ n: string }>`select (select count(*) from material where tenant_id = ${tenantId} and name <> btrim(name))
      + (select count(*) from material_extend where tenant_id = ${tenantId} and bar_code <> btrim(bar_code))
      + (select count(*) from depot_head where tenant_id = ${tenantId} and number <> btrim(number)) as n`.execute(app.db);
    expect(Number(untrimmed.rows[0]?.n)).toBe(0);
    expect(String((await head(dirt.nullDates.id)).oper_time)).toMatch(/^2026-10-12[ T]10:00:30/);
    const partner = await app.db
      .selectFrom('supplier')
      .select(['supplier'])
      .where('id', '=', await ours('jsh_supplier', dirt.oddCharacters.id))
      .executeTakeFirstOrThrow();
    expect(partner.supplier).toMatch(/^🍜VIP\d+$/u);
    const taxed = await app.db
      .selectFrom('supplier')
      .select(['tax_rate'])
      .where('id', '=', await ours('jsh_supplier', dirt.emptyNumbers.id))
      .executeTakeFirstOrThrow();
    expect(taxed.tax_rate).toBeNull();
    const remarks = await app.db.selectFrom('depot_head').select('remark').where('tenant_id', '=', tenantId).where('remark', 'like', '备注%').execute();
    expect(remarks).toEqual([{ remark: '备注有控制字符' }]);
    expect((await head(dirt.longText.id)).remark).toBe('长'.repeat(1000));
    const lines = await sql<{
      total: string;
    }>`select sum(all_price)::text as total from depot_item where tenant_id = ${tenantId} and header_id = ${await ours('jsh_depot_head', dirt.headerTotals.id)}`.execute(
      app.db,
    );
    expect(Number((await head(dirt.headerTotals.id)).total_price)).toBe(Math.abs(Number(lines.rows[0]?.total)));
    const settlement = await app.db
      .selectFrom('account_item')
      .select('bill_id')
      .where('id', '=', await ours('jsh_account_item', dirt.settledBillGone.id))
      .executeTakeFirstOrThrow();
    expect(settlement.bill_id).toBeNull();
    // Oversold stock stays negative, though the tenant does not allow negative stock now.
    const negative = await app.db.selectFrom('stock_current').select('quantity').where('tenant_id', '=', tenantId).where('quantity', '<', '0').execute();
    expect(negative.map((r) => Number(r.quantity))).toEqual([-955]);
    const config = await app.db.selectFrom('system_config').select('minus_stock_flag').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    expect(config.minus_stock_flag).toBe('0');
  });
});
