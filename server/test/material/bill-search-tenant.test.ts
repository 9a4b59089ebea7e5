import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScoped, type Db } from '../../src/db/database.js';
import { withTenant } from '../../src/db/tenant-db.js';
import { suggestIds } from '../../src/modules/material/bill-suggest.query.js';
import { textMatchIds } from '../../src/modules/material/material-list.query.js';
import { registerTenant, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addSimple, freshBarcode } from './material-helpers.js';

// The 条码 cell's search as the route runs it: on the tenant-scoped handle, as the tenant role under row-level security
// (migration 0018). There `like`, `ilike` and `@>` — operators not marked leakproof — may not be index conditions, so
// the searches by index run as the owner in suanpan_products_matching / suanpan_barcodes_matching (migration 0047),
// which answer only for the tenant the session acts for.

let t: TestApp;
let scoped: Db;
let a: string;
let b: string;
const tag = unique('').slice(-6);
const nameB = `乙方专属茶杯${tag}`;
let codeB: string;

beforeAll(async () => {
  t = await createTestApp();
  scoped = tenantScoped(t.db);
  a = (await userOf(t, 'jsh')).tenantId;
  const login = unique('srch');
  b = (await registerTenant(t, login)).tenantId;
  codeB = freshBarcode();
  await addSimple(t, await sessionFor(t, login), { name: nameB, barCode: codeB });
});
afterAll(async () => t.close());

const products = (db: Db, tenant: string, columns: string[], operator: string, pattern: string, piece: string | null = null) =>
  sql<{ id: string }>`select m.id from suanpan_products_matching(${tenant}, ${columns}::text[], ${operator}, ${pattern}, ${piece}, 10, true) as m(id)`
    .execute(db)
    .then((r) => r.rows.map((x) => x.id));
const barcodes = (db: Db, tenant: string, pattern: string) =>
  sql<{ id: string }>`select m.id from suanpan_barcodes_matching(${tenant}, 'like', ${pattern}, null, 10) as m(id)`
    .execute(db)
    .then((r) => r.rows.map((x) => x.id));

/** Every scan of the products or barcodes in a JSON plan, with its conditions. */
function scans(node: any, out: Array<{ relation: string; conditions: string }> = []) {
  if (node['Relation Name'] === 'material' || node['Relation Name'] === 'material_extend') {
    out.push({ relation: node['Relation Name'], conditions: [node.Filter, node['Index Cond'], node['Recheck Cond']].filter(Boolean).join(' ') });
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

describe('findForBill as the tenant role', () => {
  it('no product or barcode scan of the statement tests the text itself: the searches are read by index, as the owner', async () => {
    // Three characters and more (trigram indexes), two (pieces), one, a barcode's digits.
    for (const text of ['茶杯专属', '茶杯', '杯', 'cbzs', codeB.slice(0, 6)]) {
      const plan = await withTenant(a, () => sql<{ 'QUERY PLAN': any }>`explain (costs off, format json) ${suggestIds(a, text, 10)}`.execute(scoped));
      const tested = scans(plan.rows[0]!['QUERY PLAN'][0].Plan).filter((s) => /~~|@>/.test(s.conditions));
      expect(tested, text).toEqual([]);
    }
  });

  it('nor does the product list’s and the 选择商品 picker’s search (textMatchIds)', async () => {
    for (const text of ['茶杯专属', '茶杯', codeB.slice(0, 6)]) {
      const plan = await withTenant(a, () =>
        sql<{
          'QUERY PLAN': any;
        }>`explain (costs off, format json) select id from material where tenant_id = ${a} and id = any(array${textMatchIds(a, text)})`.execute(scoped),
      );
      const tested = scans(plan.rows[0]!['QUERY PLAN'][0].Plan).filter((s) => /~~|@>/.test(s.conditions));
      expect(tested, text).toEqual([]);
    }
    // Found as before, for the acting tenant only: the name, the two-character pieces, the barcode.
    const ids = (tenant: string, text: string) =>
      withTenant(tenant, () => sql<{ id: string }>`select id from ${textMatchIds(tenant, text)} x(id)`.execute(scoped)).then((r) => r.rows.map((x) => x.id));
    const [own] = await withTenant(b, () => products(scoped, b, ['name'], 'like', `%${nameB}%`));
    for (const text of [nameB, '茶杯', codeB]) expect(await ids(b, text), text).toEqual([own]);
    expect(
      await withTenant(a, () => sql`select * from suanpan_text_match_ids(${b}, array['name'], 'like', ${`%${nameB}%`}, null)`.execute(scoped)),
    ).toMatchObject({
      rows: [],
    });
    expect(await withTenant(a, () => sql`select * from suanpan_text_match_ids(${b}, null, 'like', ${`%${codeB}%`}, null)`.execute(scoped))).toMatchObject({
      rows: [],
    });
    await expect(withTenant(b, () => sql`select * from suanpan_text_match_ids(${b}, array['password'], 'like', '%', null)`.execute(scoped))).rejects.toThrow(
      /columns/,
    );
    await expect(withTenant(b, () => sql`select * from suanpan_text_match_ids(${b}, null, 'like true or', '%', null)`.execute(scoped))).rejects.toThrow(
      /operator/,
    );
  });

  it('answers only for the tenant the session acts for, whatever tenant the call names', async () => {
    const pattern = `%茶杯${tag}%`;
    const [own] = await withTenant(b, () => products(scoped, b, ['name'], 'like', pattern));
    expect(own).toBeDefined();
    expect(await withTenant(b, () => barcodes(scoped, b, `${codeB}%`))).toEqual([own]);
    // Tenant a asking for b's rows gets none, as its row security would answer.
    expect(await withTenant(a, () => products(scoped, b, ['name'], 'like', pattern))).toEqual([]);
    expect(await withTenant(a, () => products(scoped, b, ['name', 'standard', 'model', 'mnemonic'], 'like', pattern, '茶杯'))).toEqual([]);
    expect(await withTenant(a, () => barcodes(scoped, b, `${codeB}%`))).toEqual([]);
    expect(await withTenant(a, () => products(scoped, a, ['name'], 'like', pattern))).toEqual([]);
    // The system handle sees every row: it answers for the tenant it names.
    expect(await products(t.db, b, ['name'], 'like', pattern)).toEqual([own]);
    expect(await products(t.db, a, ['name'], 'like', pattern)).toEqual([]);
  });

  it('runs nothing but the search: columns and operators from a fixed list, the text taken literally', async () => {
    await expect(withTenant(b, () => products(scoped, b, ['password'], 'like', '%'))).rejects.toThrow(/columns/);
    await expect(withTenant(b, () => products(scoped, b, [], 'like', '%'))).rejects.toThrow(/columns/);
    await expect(withTenant(b, () => products(scoped, b, ['name'], 'like true or', '%'))).rejects.toThrow(/operator/);
    await expect(withTenant(b, () => sql`select * from suanpan_barcodes_matching(${b}, 'similar to', '%', null, 10)`.execute(scoped))).rejects.toThrow(
      /operator/,
    );
    for (const hostile of [`%' or true or name like '%`, `%'); drop table material; --`, `%茶杯${tag}%' --`]) {
      expect(await withTenant(b, () => products(scoped, b, ['name'], 'like', hostile)), hostile).toEqual([]);
      expect(await withTenant(b, () => products(scoped, b, ['name'], 'like', hostile, `'x`)), hostile).toEqual([]);
    }
    expect(await withTenant(b, () => barcodes(scoped, b, `${codeB}' or true --`))).toEqual([]);
  });
});
