import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, registerTenant, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

// Tenant A is the demo tenant (owner jsh); tenant B registers itself and fills its own rows.

let t: TestApp;
let a: string;
let b: string;
let bTenant: string;
let bUser: string;
const B: { person: number; role: number; org: number; orgNo: string; msg: number; config: number; log: number; personName: string; roleName: string } =
  {} as never;
const A: { person: number; org: number } = {} as never;

function ok(res: ApiResponse): any {
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Every row of tenant B, to prove nothing of it changed. */
async function snapshotB(): Promise<unknown> {
  const tables = ['person', 'role', 'organization', 'message', 'system_config', 'app_user', 'orga_user_rel', 'role_function', 'operation_log'] as const;
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    out[table] = (await sql`select * from ${sql.table(table)} where tenant_id = ${bTenant} order by 1, 2`.execute(t.db)).rows;
  }
  out.tenant = (await sql`select * from tenant where id = ${bTenant}`.execute(t.db)).rows;
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await sessionFor(t, 'jsh');
  const bOwner = unique('iso');
  ({ tenantId: bTenant, userId: bUser } = await registerTenant(t, bOwner));
  b = await t.login(bOwner);
  B.personName = unique('乙人');
  B.roleName = unique('乙角');
  B.orgNo = unique('bo').slice(-12);
  B.person = ok(await t.call('POST', '/person/add', { token: b, body: { name: B.personName, type: '销售员' } })).id;
  B.role = ok(await t.call('POST', '/role/add', { token: b, body: { name: B.roleName, type: '全部数据' } })).id;
  B.org = ok(await t.call('POST', '/organization/add', { token: b, body: { orgAbr: '乙部门', orgNo: B.orgNo } })).id;
  await t.db
    .insertInto('orga_user_rel')
    .values({ tenant_id: bTenant, orga_id: String(B.org), user_id: bUser })
    .execute();
  B.msg = ok(await t.call('POST', '/msg/add', { token: b, body: { msgTitle: '乙的消息', userId: Number(bUser) } })).id;
  B.config = ok(await t.call('GET', '/systemConfig/getCurrentInfo', { token: b })).id;
  B.log = Number((await t.db.selectFrom('operation_log').select('id').where('tenant_id', '=', bTenant).orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
  A.person = ok(await t.call('POST', '/person/add', { token: a, body: { name: unique('甲人'), type: '销售员' } })).id;
  A.org = ok(await t.call('POST', '/organization/add', { token: a, body: { orgAbr: '甲部门', orgNo: unique('ao').slice(-12) } })).id;
});
afterAll(async () => t.close());

describe('tenant A cannot read tenant B', () => {
  it('lists, pickers and trees never contain B rows', async () => {
    const text = JSON.stringify([
      ok(await t.call('GET', '/person/list', { token: a, query: { pageSize: 1000 } })),
      ok(await t.call('GET', '/person/list', { token: a, query: { search: JSON.stringify({ name: B.personName }) } })),
      ok(await t.call('GET', '/role/list', { token: a, query: { pageSize: 1000 } })),
      ok(await t.call('GET', '/msg/list', { token: a, query: { pageSize: 1000 } })),
      ok(await t.call('GET', '/msg/getMsgByStatus', { token: a, query: { status: '1' } })),
      ok(await t.call('GET', '/systemConfig/list', { token: a })),
      ok(await t.call('GET', '/log/list', { token: a, query: { pageSize: 1000 } })),
      ok(await t.call('GET', '/organization/getOrganizationTree', { token: a })),
      ok(await t.call('GET', '/organization/getAllOrganizationTreeByUser', { token: a })),
      ok(await t.call('GET', '/person/getPersonByType', { token: a, query: { type: '销售员' } })),
      ok(await t.call('GET', '/systemConfig/getCurrentInfo', { token: a })),
    ]);
    for (const secret of [B.personName, B.roleName, B.orgNo, '乙部门', '乙的消息']) expect(text).not.toContain(secret);
    const logIds = (ok(await t.call('GET', '/log/list', { token: a, query: { pageSize: 1000 } })).rows as Array<{ id: number }>).map((r) => r.id);
    expect(logIds).not.toContain(B.log);
  });

  it('info and detail endpoints answer 404 for B ids', async () => {
    for (const [url, id] of [
      ['/person/info', B.person],
      ['/role/info', B.role],
      ['/organization/info', B.org],
      ['/organization/findById', B.org],
      ['/msg/info', B.msg],
      ['/systemConfig/info', B.config],
      ['/log/info', B.log],
      ['/sys/annountCement/queryById', B.msg],
    ] as const) {
      expectErrorEnvelope(await t.call('GET', url, { token: a, query: { id } }), 404);
    }
    expectErrorEnvelope(await t.call('POST', '/sys/selectDepart', { token: a, body: { orgCode: B.orgNo } }), 404);
  });

  it('checkIsNameExist does not reveal B names, and A may use them', async () => {
    for (const [url, name] of [
      ['/person/checkIsNameExist', B.personName],
      ['/role/checkIsNameExist', B.roleName],
      ['/organization/checkIsNameExist', '乙部门'],
    ] as const) {
      expect(ok(await t.call('GET', url, { token: a, query: { id: 0, name } }))).toEqual({ status: false });
    }
    ok(await t.call('POST', '/person/add', { token: a, body: { name: B.personName, type: '财务员' } }));
    ok(await t.call('POST', '/role/add', { token: a, body: { name: B.roleName, type: '个人数据' } }));
    ok(await t.call('POST', '/organization/add', { token: a, body: { orgAbr: '乙部门', orgNo: B.orgNo } }));
  });
});

describe('tenant A cannot change or reference tenant B', () => {
  it('update, delete, deleteBatch and batchSetStatus of B ids answer 404 and change nothing', async () => {
    const before = await snapshotB();
    const aPersonBefore = ok(await t.call('GET', '/person/info', { token: a, query: { id: A.person } })).info;
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['PUT', '/person/update', { body: { id: B.person, name: '改名' } }],
      ['DELETE', '/person/delete', { query: { id: B.person } }],
      ['DELETE', '/person/deleteBatch', { query: { ids: `${A.person},${B.person}` } }],
      ['POST', '/person/batchSetStatus', { body: { status: false, ids: `${A.person},${B.person}` } }],
      ['PUT', '/role/update', { body: { id: B.role, description: 'x' } }],
      ['DELETE', '/role/delete', { query: { id: B.role } }],
      ['DELETE', '/role/deleteBatch', { query: { ids: String(B.role) } }],
      ['POST', '/role/batchSetStatus', { body: { status: false, ids: String(B.role) } }],
      ['PUT', '/organization/update', { body: { id: B.org, orgAbr: 'x' } }],
      ['DELETE', '/organization/delete', { query: { id: B.org } }],
      ['DELETE', '/organization/deleteBatch', { query: { ids: `${A.org},${B.org}` } }],
      ['PUT', '/msg/update', { body: { id: B.msg, msgTitle: 'x' } }],
      ['DELETE', '/msg/delete', { query: { id: B.msg } }],
      ['DELETE', '/msg/deleteBatch', { query: { ids: String(B.msg) } }],
      ['PUT', '/systemConfig/update', { body: { id: B.config, companyName: '被改' } }],
      ['DELETE', '/systemConfig/delete', { query: { id: B.config } }],
    ];
    for (const [method, url, opts] of cases) {
      const res = await t.call(method, url, { token: a, ...opts });
      expectErrorEnvelope(res, 404);
    }
    // Marking B's messages read "succeeds" on no rows at all.
    ok(await t.call('POST', '/msg/batchUpdateStatus', { token: a, body: { ids: String(B.msg), status: '2' } }));
    ok(await t.call('POST', '/msg/readAllMsg', { token: a }));
    expect(await snapshotB()).toEqual(before);
    expect(ok(await t.call('GET', '/person/info', { token: a, query: { id: A.person } })).info).toEqual(aPersonBefore);
  });

  it('references to B rows are refused: parent department, message recipient', async () => {
    const before = await snapshotB();
    const parent = await t.call('POST', '/organization/add', { token: a, body: { orgAbr: '子', orgNo: unique('c').slice(-12), parentId: B.org } });
    expectErrorEnvelope(parent, 404);
    expectErrorEnvelope(await t.call('PUT', '/organization/update', { token: a, body: { id: A.org, parentId: B.org } }), 404);
    const msg = await t.call('POST', '/msg/add', { token: a, body: { msgTitle: '越界', userId: Number(bUser) } });
    expectErrorEnvelope(msg, 404);
    expect(msg.body.data.field).toBe('userId');
    expect(await snapshotB()).toEqual(before);
    expect(await t.db.selectFrom('message').select('id').where('msg_title', '=', '越界').execute()).toEqual([]);
  });

  it('and the same holds the other way round', async () => {
    const jshId = (await userOf(t, 'jsh')).userId;
    expectErrorEnvelope(await t.call('GET', '/person/info', { token: b, query: { id: A.person } }), 404);
    expectErrorEnvelope(await t.call('DELETE', '/organization/delete', { token: b, query: { id: A.org } }), 404);
    expectErrorEnvelope(await t.call('POST', '/msg/add', { token: b, body: { msgTitle: 'x', userId: Number(jshId) } }), 404);
    const list = ok(await t.call('GET', '/person/list', { token: b, query: { pageSize: 1000 } }));
    expect(list.rows.map((r: { id: number }) => r.id)).toEqual([B.person]);
  });
});
