import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ANOMALY, writeAnomalySheet } from '../../src/ops/jsherp/anomalies.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJsh, type TenantOutcome } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { printOutcomes } from '../../src/ops/jsherp/report.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { breakSource, type Damage } from './support/break-source.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';

// A dirty company (issue 35 item 1): links to a user, a role and a depot that are gone, a bill line of a product that
// is gone, a line whose bill is gone. Its tenant imports all the same — links dropped, the line of the gone product
// kept on a soft-deleted stand-in, the headless line skipped — each reported, and the reconciliation holds.

let app: TestApp;
let jsh: JshDatabase;
const damage: Record<string, Damage> = {};
let outcomes: TenantOutcome[];

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  await loadSmallCompany(jsh);
  for (const d of ['orphanLinks', 'unknownProduct', 'orphanLine'] as const) damage[d] = await breakSource(jsh, d);
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

  it('reports every dirty row with what was done, and nothing of the clean tenant', () => {
    const dirty = outcomes.find((o) => Number(o.sourceTenantId) === damage.orphanLinks?.tenantId)!;
    const line = damage.unknownProduct!.id;
    expect(dirty.anomalies.map((a) => [a.kind, a.table, a.action]).sort()).toEqual(
      [
        ['orphanLine', 'jsh_depot_item', 'header_id=999999 在 jsh_depot_head 中不存在'],
        ['orphanLink', 'jsh_orga_user_rel', 'user_id=999999 在 jsh_user 中不存在'],
        ['orphanLink', 'jsh_user_business', 'RoleFunctions key_id=999998 在 jsh_role 中不存在'],
        ['orphanLink', 'jsh_user_business', 'UserDepot value=999997 在 jsh_depot 中不存在'],
        ['orphanLink', 'jsh_user_business', 'UserRole key_id=999999 在 jsh_user 中不存在'],
        ['placeholder', 'jsh_depot_item', 'material_id=999999 → 已删除商品 #999999'],
        ['placeholder', 'jsh_depot_item', 'material_extend_id=999999 已不存在 → 商品的默认条码'],
      ].sort(),
    );
    expect(dirty.anomalies.find((a) => a.kind === 'orphanLine')?.id).toBe(String(damage.orphanLine!.id));
    expect(dirty.anomalies.filter((a) => a.kind === 'placeholder').map((a) => a.id)).toEqual([String(line), String(line)]);
    expect(outcomes.find((o) => o !== dirty)?.anomalies).toEqual([]);
  });

  it('the report prints a count per kind under the dirty tenant', () => {
    const lines: string[] = [];
    expect(printOutcomes(outcomes, false, (l) => lines.push(l))).toBe(0);
    const at = lines.indexOf('    脏数据 anomalies:');
    expect(lines.slice(at + 1, at + 4).map((l) => l.trim())).toEqual([`4  ${ANOMALY.orphanLink}`, `2  ${ANOMALY.placeholder}`, `1  ${ANOMALY.orphanLine}`]);
    expect(lines.filter((l) => l.includes('脏数据 anomalies:'))).toHaveLength(1);
  });

  it("lists every affected row in the command's spreadsheet: tenant, kind, table, id, what was done", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jsherp-anomalies-')), 'anomalies.xlsx');
    await writeAnomalySheet(file, outcomes);
    const book = await new ExcelJS.Workbook().xlsx.readFile(file);
    const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    const dirty = outcomes.find((o) => o.anomalies.length > 0)!;
    expect(rows).toEqual([
      ['租户 tenant', '类别 kind', '表 table', 'id', '处理 what was done'],
      ...dirty.anomalies.map((a) => [dirty.loginName, ANOMALY[a.kind], a.table, a.id, a.action]),
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
});
