import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/app/register-routes.js';
import { seedDemoBills } from '../../src/db/seed-demo-bills.js';
import { registerTenant, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { postBill, PURCHASE_IN, receive, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { PNG, uploadOk } from '../system/file-helpers.js';
import { inputsOf, namesARow, requiredSamples, type RouteInput } from '../support/route-inputs.js';

// Walks every registered route and, for every input that names a row (an id, a list of ids, a bill number, a
// barcode — in the path, the query or the body), sends the victim tenant's value as another tenant would. The
// answer must be exactly the answer to a value that names no row at all (so nothing of the victim is read or even
// confirmed to exist), and the victim's rows must be byte for byte what they were. A route whose input is not
// classified here fails the walk: a new route that takes an id is tested the day it is added.

/** A table and column a row-naming input refers to. */
interface Target {
  table: string;
  column?: string;
}

/** What `id` and `ids` name, by the route's path (longest prefix wins). */
const ID_TABLES: Record<string, string> = {
  '/user/': 'app_user',
  '/role/': 'role',
  '/function/': 'sys_function',
  '/plugin/': 'plugin',
  '/person/': 'person',
  '/systemConfig/': 'system_config',
  '/platformConfig/': 'platform_config',
  '/dict/type/': 'dict_type',
  '/dict/data/': 'dict_data',
  '/log/': 'operation_log',
  '/msg/': 'message',
  '/sys/annountCement/': 'message',
  '/organization/': 'organization',
  '/tenant/': 'tenant',
  '/account/': 'account',
  '/depot/': 'depot',
  '/inOutItem/': 'in_out_item',
  '/supplier/': 'supplier',
  '/unit/': 'unit',
  '/materialCategory/': 'material_category',
  '/material/': 'material',
  '/materialsExtend/': 'material_extend',
  '/materialAttribute/': 'material_attribute',
  '/materialProperty/': 'material_property',
  '/colorYarnRatio/': 'color_yarn_ratio',
  '/materialBom/': 'material_bom',
  '/depotHead/': 'depot_head',
  '/accountHead/': 'account_head',
  '/productionOrder/': 'depot_head',
  '/stockCheck/': 'depot_head',
};

/** What every other row-naming input names, by its name. */
const NAMED_TABLES: Record<string, Target> = {
  userId: { table: 'app_user' },
  userIds: { table: 'app_user' },
  roleId: { table: 'role' },
  organId: { table: 'supplier' },
  accountId: { table: 'account' },
  depotId: { table: 'depot' },
  depotIds: { table: 'depot' },
  materialId: { table: 'material' },
  categoryId: { table: 'material_category' },
  unitId: { table: 'unit' },
  meId: { table: 'material_extend' },
  headerId: { table: 'depot_head' },
  depotItemId: { table: 'depot_item' },
  orgaId: { table: 'organization' },
  orgaUserRelId: { table: 'orga_user_rel' },
  functionIds: { table: 'sys_function' },
  tenantIds: { table: 'tenant' },
  tenantId: { table: 'tenant' },
  pluginIds: { table: 'plugin', column: 'plugin_id' },
  organizationId: { table: 'organization' },
  importId: { table: 'import_job' },
  number: { table: 'depot_head', column: 'number' },
  barCode: { table: 'material_extend', column: 'bar_code' },
};

/** Inputs whose meaning depends on the route (`METHOD /path name`). */
const ROUTE_TABLES: Record<string, Target> = {
  'GET /organization/getOrganizationTree id': { table: 'organization' },
  'POST /organization/add parentId': { table: 'organization' },
  'PUT /organization/update parentId': { table: 'organization' },
  'GET /materialCategory/getAllList parentId': { table: 'material_category' },
  'GET /materialCategory/checkIsNameExist parentId': { table: 'material_category' },
  'POST /materialCategory/add parentId': { table: 'material_category' },
  'PUT /materialCategory/update parentId': { table: 'material_category' },
  // The role whose function tree is shown; the users whose depots and customers are shown.
  'GET /function/findRoleFunction UBKeyId': { table: 'role' },
  'GET /depot/findUserDepot UBKeyId': { table: 'app_user' },
  // The product whose stock per depot the product form shows.
  'GET /depot/getAllListWithStock mId': { table: 'material' },
  'GET /supplier/getUserCustomerValue UBKeyId': { table: 'app_user' },
  // The relation rows of /userBusiness are keyed by the user (the examples below ask for UserDepot).
  'GET /userBusiness/getBasicData KeyId': { table: 'app_user' },
  'GET /userBusiness/checkIsValueExist keyId': { table: 'app_user' },
  'POST /userBusiness/add keyId': { table: 'app_user' },
  'PUT /userBusiness/update keyId': { table: 'app_user' },
  'POST /userBusiness/add id': { table: 'app_user' },
  'PUT /userBusiness/update id': { table: 'app_user' },
  'POST /userBusiness/updateOneValueByKeyIdAndType keyIds': { table: 'app_user' },
  'POST /userBusiness/updateOneValueByKeyIdAndType oneValue': { table: 'depot' },
  'GET /user/getUserWithChecked UBValue': { table: 'depot' },
  // Menu function numbers (sys_function is the platform's, shared by every tenant).
  'GET /function/checkIsNumberExist number': { table: 'sys_function', column: 'number' },
  'POST /function/add number': { table: 'sys_function', column: 'number' },
  'PUT /function/update number': { table: 'sys_function', column: 'number' },
  // Finance documents: their lines by the head, the finance documents that settled a goods bill.
  'GET /accountItem/getDetailList headerId': { table: 'account_head' },
  'GET /accountHead/getFinancialBillNoByBillId billId': { table: 'depot_head' },
};

/**
 * Inputs that name no tenant's row, each with the reason. Tables without tenant_id are found from the schema
 * below; this list is for inputs that look like ids and are not.
 */
const NOT_TENANT_ROWS: Record<string, string> = {
  'POST /msg/add busId':
    'the business reference a message opens is stored as given and never read on the server; opening it goes through the bill routes walked here',
  'PUT /msg/update busId': 'as for /msg/add',
  'POST /colorYarnRatio/add id': 'an id on add is refused (新增时不能指定id) before anything is looked up',
  'GET /websocket/:userId userId': "the websocket upgrade is not an HTTP route here; websocket.test.ts proves a token opens only its own user's socket",
};

/** Inputs the walk cannot bring to their lookup, each with the reason and where else it is proven. */
const UNREACHED: Record<string, string> = {
  'POST /supplier/importExcel importId':
    "a spreadsheet upload (multipart) comes first; the job id names the caller's new job, and importProgress with another tenant's job is walked here",
  'POST /supplier/importVendor importId': 'as for /supplier/importExcel',
  'POST /supplier/importCustomer importId': 'as for /supplier/importExcel',
  'POST /supplier/importMember importId': 'as for /supplier/importExcel',
  'POST /material/importExcel importId': 'as for /supplier/importExcel',
  'POST /depotItem/importItemExcel organId': "a spreadsheet upload (multipart) comes first; item-import.test.ts imports lines for the caller's own partner",
};

/** Inputs that need more than their schema's plain values to reach the row lookup. */
const EXAMPLES: Record<string, { path?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> }> = {
  'GET /userBusiness/getBasicData': { query: { Type: 'UserDepot' } },
  'GET /userBusiness/checkIsValueExist': { query: { type: 'UserDepot' } },
  'POST /userBusiness/add': { body: { type: 'UserDepot', value: '' } },
  'PUT /userBusiness/update': { body: { type: 'UserDepot', value: '' } },
  'POST /userBusiness/updateOneValueByKeyIdAndType': { body: { type: 'UserDepot' } },
  'GET /user/getUserWithChecked': { query: { UBType: 'UserDepot' } },
  'PUT /user/updatePwd': { body: { oldpassword: 'wrong1', password: 'plum-7421', confirmPassword: 'plum-7421' } },
  'POST /user/updatePwd': { body: { oldpassword: 'wrong1', password: 'plum-7421', confirmPassword: 'plum-7421' } },
  'POST /user/addUser': { body: { loginName: 'atkadded', username: '新用户', password: 'plum-7421' } },
  'POST /user/resetPwd': { body: { password: 'plum-7421' } },
  'POST /role/setFunctions': { body: { functionIds: [1] } },
  'POST /userBusiness/updateBtnStr': { body: { btnStr: '[]' } },
  'POST /user/batchSetStatus': { body: { status: '0' } },
  'POST /material/batchUpdatePreview': { body: { color: '红' } },
  'POST /material/batchUpdate': { body: { color: '红' } },
  'GET /accountHead/debtBills': { query: { type: '收款' } },
  // Period reports need their period.
  'GET /depotItem/getInOutStock': { query: { beginTime: '2026-01-01', endTime: '2026-12-31' } },
  'GET /depotItem/exportInOutStock': { query: { beginTime: '2026-01-01', endTime: '2026-12-31' } },
  'GET /depotItem/getInOutStockCountMoney': { query: { endTime: '2026-12-31' } },
  'GET /depotItem/getMaterialDepotStockByParam': { query: { beginTime: '2026-01-01', endTime: '2026-12-31' } },
  'GET /depotHead/findInOutDetail': { query: { type: '出库' } },
  'GET /depotHead/exportInOutDetail': { query: { type: '出库' } },
  'GET /depotHead/findInOutMaterialCount': { query: { type: '出库' } },
  'GET /depotHead/exportInOutMaterialCount': { query: { type: '出库' } },
  'GET /depotHead/getStatementAccount': { query: { supplierType: '客户', beginTime: '2026-01-01', endTime: '2026-12-31' } },
  'GET /depotHead/exportStatementAccount': { query: { supplierType: '客户', beginTime: '2026-01-01', endTime: '2026-12-31' } },
};

const MISSING_ID = 987654321;
const MISSING_TEXT = 'NOSUCHROW987654321';

let t: TestApp;
let prefix: string;
let victim: { tenantId: string; userId: string; token: string };
let attacker: { tenantId: string; userId: string; token: string };
let tenantTables: Set<string>;
/** The tables with a delete_flag (soft-deleted rows are not probed with). */
let softDeleteTables: Set<string>;
let own: StockFixture;

const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url.slice(prefix.length)}`;

function targetOf(r: RegisteredRoute, input: RouteInput): Target | undefined {
  const key = `${keyOf(r)} ${input.name}`;
  if (ROUTE_TABLES[key]) return ROUTE_TABLES[key];
  if (input.name === 'id' || input.name === 'ids') {
    const path = r.url.slice(prefix.length);
    const match = Object.keys(ID_TABLES)
      .filter((p) => path.startsWith(p))
      .sort((x, y) => y.length - x.length)[0];
    return match ? { table: ID_TABLES[match]! } : undefined;
  }
  return NAMED_TABLES[input.name];
}

/** A row of the tenant in the table: the value its `column` holds (a live row, with lines for bills). */
async function rowOf(tenantId: string, target: Target, unlike?: string): Promise<string | undefined> {
  const column = target.column ?? 'id';
  const extra: Record<string, ReturnType<typeof sql>> = {
    depot_head: sql`and exists (select 1 from depot_item i where i.tenant_id = x.tenant_id and i.header_id = x.id)`,
    message: sql`and user_id = (select id from app_user u where u.tenant_id = x.tenant_id order by id limit 1)`,
  };
  const { rows } = await sql<{ v: string }>`
    select ${sql.ref(`x.${column}`)}::text as v from ${sql.table(target.table)} x
    where ${target.table === 'tenant' ? sql`x.id` : sql`x.tenant_id`} = ${tenantId}
    ${softDeleteTables.has(target.table) ? sql`and not x.delete_flag` : sql``}
    ${extra[target.table] ?? sql``}
    ${
      unlike === undefined
        ? sql``
        : sql`and not exists (select 1 from ${sql.table(target.table)} y where y.${sql.ref(target.table === 'tenant' ? 'id' : 'tenant_id')} = ${unlike}
                and y.${sql.ref(column)} = x.${sql.ref(column)})`
    }
    order by x.${sql.ref(target.table === 'tenant' ? 'id' : 'tenant_id')}, 1 limit 1`.execute(t.db);
  return rows[0]?.v;
}

/** A fingerprint of every row the victim tenant holds, table by table — one statement for all the tables. */
async function victimRows(): Promise<Record<string, string>> {
  const digests = [...tenantTables]
    .sort()
    .map(
      (table) =>
        sql`select ${table} as t, (select md5(string_agg(x::text, '|' order by x::text)) from ${sql.table(table)} x where x.tenant_id = ${victim.tenantId}) as h`,
    );
  digests.push(sql`select 'tenant' as t, (select md5(x::text) from tenant x where x.id = ${victim.tenantId}) as h`);
  const { rows } = await sql<{ t: string; h: string | null }>`${sql.join(digests, sql` union all `)}`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.t, r.h ?? '']));
}

function encode(input: RouteInput, value: string | number): unknown {
  if (input.shape === 'array') return [Number(value)];
  if (input.shape === 'integer' && input.place === 'body') return Number(value);
  return String(value);
}

/** Sends the route with `probe` holding `value` and every other row-naming input holding the caller's own row. */
async function send(
  r: RegisteredRoute,
  inputs: RouteInput[],
  probe: RouteInput,
  value: string | number,
  caller: typeof victim,
  own: Map<string, string | undefined>,
) {
  const samples = requiredSamples(r);
  const example = EXAMPLES[keyOf(r)] ?? {};
  const query: Record<string, unknown> = { ...samples.query, ...example.query };
  const body: Record<string, unknown> = { ...samples.body, ...example.body };
  let path = r.url.slice(prefix.length);
  for (const input of inputs) {
    let v: string | number | undefined;
    if (input === probe) v = value;
    else if (namesARow(input.name)) v = own.get(input.name);
    else if (input.place === 'path') v = example.path?.[input.name];
    if (v === undefined) continue;
    if (input.place === 'path') path = path.replace(`:${input.name}`, encodeURIComponent(String(v)));
    else if (input.place === 'query') query[input.name] = encode(input, v);
    else body[input.name] = encode(input, v);
  }
  const hasBody = r.body !== undefined && r.method !== 'GET';
  return t.call(r.method, path, {
    token: caller.token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : (v as string)])),
    ...(hasBody ? { body } : {}),
  });
}

/** The answer with the probed value taken out, so two answers compare on everything else. */
function normalized(res: ApiResponse, values: Array<string | number>): string {
  // A spreadsheet is a zip stamped with the second it was written: two equal sheets differ in bytes. Report exports
  // read the same list source as their list route, which is walked here with the same inputs.
  if (String(res.headers['content-type'] ?? '').includes('spreadsheetml')) return `${res.status} xlsx`;
  let text = res.text;
  for (const v of [...values].map(String).sort((x, y) => y.length - x.length)) {
    text = text.replace(new RegExp(`(?<![\\w.-])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`, 'g'), '<value>');
  }
  return `${res.status} ${text}`;
}

beforeAll(async () => {
  t = await createTestApp();
  prefix = t.config.apiPrefix;
  await seedDemoBills(t.db, 'jsh');
  victim = { ...(await userOf(t, 'jsh')), token: await sessionFor(t, 'jsh') };
  const victimProduct = await t.db.selectFrom('material').select('id').where('tenant_id', '=', victim.tenantId).limit(1).executeTakeFirstOrThrow();
  await t.db
    .insertInto('material_bom')
    .values({ tenant_id: victim.tenantId, material_id: victimProduct.id, version: 1, effective_date: '2026-01-01', creator: victim.userId })
    .execute();
  const attackerLogin = unique('atk');
  await registerTenant(t, attackerLogin);
  own = await stockFixture(t, attackerLogin);
  const material = { name: '探针', unit: '个', meList: [{ barCode: unique('pb'), commodityUnit: '个', purchaseDecimal: '1', commodityDecimal: '1' }] };
  EXAMPLES['POST /material/add'] = { body: material };
  EXAMPLES['PUT /material/update'] = { body: material };
  const yarnRatio = { color: '蓝', items: [{ yarnMaterialId: Number(own.material.part), ratio: '100' }] };
  EXAMPLES['POST /colorYarnRatio/add'] = { body: yarnRatio };
  EXAMPLES['PUT /colorYarnRatio/update'] = { body: yarnRatio };
  EXAMPLES['POST /materialBom/save'] = { body: { effectiveDate: '2026-01-01', items: [{ barCode: own.bar.screw, quantity: '1' }] } };
  await t.db.insertInto('color_yarn_ratio').values({ tenant_id: own.tenantId, material_id: own.material.kit, color: '绿' }).execute();
  await t.db.updateTable('system_config').set({ in_out_manage_flag: '1' }).where('tenant_id', '=', own.tenantId).execute();
  // One bill of the attacker's own: its number is also the victim's first purchase's, the others are the victim's alone.
  await receive(t, own, own.bar.screw, 5);
  attacker = { ...(await userOf(t, attackerLogin)), token: await t.login(attackerLogin) };
  // The attacker's own rows of the kinds the walk leans on when it probes another input of the same route.
  await t.call('POST', '/organization/add', { token: attacker.token, body: { orgAbr: '乙部门', orgNo: unique('o').slice(-10) } });
  await t.call('POST', '/msg/add', { token: attacker.token, body: { msgTitle: '乙的消息', userId: Number(attacker.userId) } });
  await t.db.insertInto('material_category').values({ tenant_id: attacker.tenantId, name: '乙类', serial_no: 'b1' }).execute();
  // Rows the demo data has none of: an uploaded file and an import job of the victim's.
  // The victim's file is asked for by its own folder and name; only the tenant in its path is probed.
  const [biz, , name] = (await uploadOk(t, victim.token, 'bill', 'a.png', PNG)).split('/');
  EXAMPLES['GET /systemConfig/static/:biz/:tenantId/:name'] = { path: { biz: biz!, name: name! } };
  await t.db.insertInto('material_property').values({ tenant_id: victim.tenantId, native_name: '甲扩展', another_name: '甲别名' }).execute();
  // A finance document of the victim's (the demo data has none).
  const victimAccount = await t.db.selectFrom('account').select('id').where('tenant_id', '=', victim.tenantId).orderBy('id').executeTakeFirstOrThrow();
  const victimHead = await t.db
    .insertInto('account_head')
    .values({
      tenant_id: victim.tenantId,
      type: '收入',
      prefix: 'SR',
      number: unique('甲财务'),
      bill_time: '2026-01-01 00:00:00',
      creator: victim.userId,
      account_id: victimAccount.id,
      money_direction: 1,
      total_price: '1',
      change_amount: '1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('account_item').values({ tenant_id: victim.tenantId, header_id: victimHead.id, line_no: 1, each_amount: '1' }).execute();
  const yarn = await t.db.selectFrom('material').select('id').where('tenant_id', '=', victim.tenantId).orderBy('id').executeTakeFirstOrThrow();
  const ratio = await t.db
    .insertInto('color_yarn_ratio')
    .values({ tenant_id: victim.tenantId, material_id: yarn.id, color: '红' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('color_yarn_ratio_item')
    .values({ tenant_id: victim.tenantId, ratio_id: ratio.id, line_no: 1, yarn_material_id: yarn.id, ratio: '1' })
    .execute();
  await t.db
    .insertInto('import_job')
    .values({ tenant_id: victim.tenantId, id: unique('job'), user_id: victim.userId, status: 'done', kind: 'material' })
    .execute();
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'tenant_id'`.execute(t.db);
  tenantTables = new Set(rows.map((r) => r.table_name));
  const softDelete = await sql<{ table_name: string }>`
    select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'delete_flag'`.execute(t.db);
  softDeleteTables = new Set(softDelete.rows.map((r) => r.table_name));
}, 300_000);
afterAll(async () => t.close());

describe('every route that takes an id', () => {
  it("reads another tenant's id as it reads a missing one, and writes nothing of that tenant", async () => {
    const problems: string[] = [];
    let probes = 0;
    // Reads where the victim's own value answers differently from a missing one, for the victim itself: the walk
    // finds real rows rather than comparing two refusals of a malformed request.
    let distinguishing = 0;
    const routes = t.routes.filter((r) => inputsOf(r).some((i) => namesARow(i.name)));
    // Reads first: the writes may change the attacker's own rows the reads lean on.
    routes.sort((x, y) => Number(x.method !== 'GET') - Number(y.method !== 'GET'));
    // The victim's rows as the last write probe left them: between two write probes only reads run (rowOf), so
    // one probe's after-read is the next one's before-read.
    let victimNow: Record<string, string> | undefined;
    for (const r of routes) {
      const inputs = inputsOf(r);
      const own = new Map<string, string | undefined>();
      const victimValue = new Map<string, string | undefined>();
      for (const input of inputs) {
        if (!namesARow(input.name)) continue;
        const key = `${keyOf(r)} ${input.name}`;
        if (NOT_TENANT_ROWS[key]) continue;
        const target = targetOf(r, input);
        if (!target) {
          problems.push(`${key}: unclassified input — say which table it names (ROUTE_TABLES / NAMED_TABLES) or why it names none`);
          continue;
        }
        if (!tenantTables.has(target.table) && target.table !== 'tenant') continue;
        own.set(input.name, await rowOf(attacker.tenantId, target));
        // Not a value the attacker has too (bill numbers restart in each tenant): that one is the attacker's own row.
        const v = await rowOf(victim.tenantId, target, attacker.tenantId);
        if (v === undefined) problems.push(`${key}: the victim has no ${target.table} row to probe with`);
        victimValue.set(input.name, v);
      }
      for (const input of inputs) {
        const value = victimValue.get(input.name);
        if (value === undefined) continue;
        probes += 1;
        const key = `${keyOf(r)} ${input.name}`;
        const missing = input.shape === 'text' && !/^\d+$/.test(value) ? MISSING_TEXT : MISSING_ID;
        const before = r.method === 'GET' ? undefined : (victimNow ?? (await victimRows()));
        const asMissing = await send(r, inputs, input, missing, attacker, own);
        const asVictim = await send(r, inputs, input, value, attacker, own);
        const invalid = asMissing.status === 400 ? (asMissing.body as { data?: { field?: string } }).data?.field : undefined;
        if (invalid !== undefined && invalid !== input.name && !UNREACHED[key])
          problems.push(`${key}: the request stops at its ${invalid} input before it looks the row up — add an example (EXAMPLES): ${asMissing.text}`);
        if (normalized(asVictim, [value, missing]) !== normalized(asMissing, [value, missing])) {
          const a = normalized(asVictim, [value, missing]);
          const b = normalized(asMissing, [value, missing]);
          let at = 0;
          while (at < a.length && a[at] === b[at]) at += 1;
          const from = Math.max(0, at - 120);
          problems.push(`${key}: another tenant's row answers …${a.slice(from, at + 200)} — a missing one …${b.slice(from, at + 200)}`);
        }
        const ctl =
          r.method === 'GET' ? [await send(r, inputs, input, missing, victim, victimValue), await send(r, inputs, input, value, victim, victimValue)] : [];
        if (ctl.length && normalized(ctl[0]!, [value, missing]) !== normalized(ctl[1]!, [value, missing])) distinguishing += 1;
        // The victim's own requests are not watched: read its rows afresh at the next write probe.
        if (ctl.length) victimNow = undefined;
        if (before) {
          const after = await victimRows();
          victimNow = after;
          const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
          if (changed.length) problems.push(`${key}: changed the victim's ${changed.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(probes).toBeGreaterThan(200);
    expect(distinguishing).toBeGreaterThan(40);
  }, 600_000);
});

describe("a bill saved with another tenant's rows in its header or lines", () => {
  it('is refused with 4xx and writes nothing of that tenant', async () => {
    const theirs = async (table: string, column = 'id') => (await rowOf(victim.tenantId, { table, column }, attacker.tenantId))!;
    const header = { ...PURCHASE_IN, organId: own.supplier, accountId: own.account1 };
    const line = { barCode: own.bar.screw, operNumber: '1', unitPrice: '1', depotId: own.depot1 };
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['partner', { ...header, organId: await theirs('supplier') }, line],
      ['account', { ...header, accountId: await theirs('account') }, line],
      ['line depot', header, { ...line, depotId: await theirs('depot') }],
      ['line barcode', header, { ...line, barCode: await theirs('material_extend', 'bar_code') }],
      ['linked bill', { ...header, linkNumber: await theirs('depot_head', 'number') }, line],
    ];
    for (const [what, info, row] of cases) {
      const before = await victimRows();
      const res = await postBill(t, own, info, [row as never]);
      expect(res.status, `${what}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${what}: ${res.text}`).toBeLessThan(500);
      expect(await victimRows(), what).toEqual(before);
    }
  });
});
