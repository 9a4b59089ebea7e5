import type { UserPush } from '../../src/app/message-bus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectErrorEnvelope, sessionFor, tableCounts, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

let t: TestApp;
let jsh: string;
let admin: string;
let demoTenantId: string;

const logCount = (tenantId: string) => countRows(t, 'operation_log', { column: 'tenant_id', value: tenantId });

/** Runs a mutation and checks it wrote exactly `expected` operation-log rows in the tenant. */
async function logged(tenantId: string, expected: number, run: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const before = await logCount(tenantId);
  const res = await run();
  expect(await logCount(tenantId), `log rows after ${res.status} ${res.text}`).toBe(before + expected);
  return res;
}

function ok(res: ApiResponse): any {
  expect(res.status, res.text).toBe(200);
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  jsh = await sessionFor(t, 'jsh');
  admin = await sessionFor(t, 'admin');
  demoTenantId = (await userOf(t, 'jsh')).tenantId;
});
afterAll(async () => t.close());

describe('person: the full standard endpoint set', () => {
  const add = (body: unknown, token = jsh) => t.call('POST', '/person/add', { token, body });

  it('adds, reads, updates, switches status and deletes, with one log row per mutation', async () => {
    const name = unique('张');
    const added = ok(await logged(demoTenantId, 1, () => add({ name, type: '仓管员', sort: '9' })));
    expect(added.id).toBeGreaterThan(0);
    const info = ok(await t.call('GET', '/person/info', { token: jsh, query: { id: added.id } })).info;
    expect(info).toMatchObject({ id: added.id, name, type: '仓管员', enabled: true, sort: '9' });
    const row = await t.db.selectFrom('person').select(['tenant_id', 'enabled']).where('id', '=', String(added.id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ tenant_id: demoTenantId, enabled: true });

    ok(await logged(demoTenantId, 1, () => t.call('PUT', '/person/update', { token: jsh, body: { id: added.id, type: '财务员' } })));
    expect(ok(await t.call('GET', '/person/info', { token: jsh, query: { id: added.id } })).info).toMatchObject({ name, type: '财务员' });

    ok(await logged(demoTenantId, 1, () => t.call('POST', '/person/batchSetStatus', { token: jsh, body: { status: false, ids: String(added.id) } })));
    expect(ok(await t.call('GET', '/person/info', { token: jsh, query: { id: added.id } })).info.enabled).toBe(false);
    ok(await t.call('POST', '/person/batchSetStatus', { token: jsh, body: { status: '1', ids: [added.id] } }));
    expect(ok(await t.call('GET', '/person/info', { token: jsh, query: { id: added.id } })).info.enabled).toBe(true);

    const exists = (id: number, n: string) => t.call('GET', '/person/checkIsNameExist', { token: jsh, query: { id, name: n } });
    expect(ok(await exists(0, name))).toEqual({ status: true });
    expect(ok(await exists(added.id, name))).toEqual({ status: false });
    expect(ok(await exists(0, unique('无此人')))).toEqual({ status: false });

    ok(await logged(demoTenantId, 1, () => t.call('DELETE', '/person/delete', { token: jsh, query: { id: added.id } })));
    expectErrorEnvelope(await t.call('GET', '/person/info', { token: jsh, query: { id: added.id } }), 404);
    expect(ok(await exists(0, name))).toEqual({ status: false });
    // Soft delete: the row stays, flagged; the name is free again.
    expect(await t.db.selectFrom('person').select('delete_flag').where('id', '=', String(added.id)).executeTakeFirstOrThrow()).toEqual({ delete_flag: true });
    ok(await add({ name, type: '销售员' }));
  });

  it('refuses a duplicate name with 409 naming the field, and writes nothing', async () => {
    const name = unique('重');
    const first = ok(await add({ name, type: '销售员' }));
    const other = ok(await add({ name: unique('重'), type: '销售员' }));
    const before = await tableCounts(t);
    const dupAdd = await logged(demoTenantId, 0, () => add({ name: ` ${name} `, type: '仓管员' }));
    expectErrorEnvelope(dupAdd, 409);
    expect(dupAdd.body.data).toEqual({ message: '姓名已经存在', field: 'name' });
    const dupUpdate = await logged(demoTenantId, 0, () => t.call('PUT', '/person/update', { token: jsh, body: { id: other.id, name } }));
    expectErrorEnvelope(dupUpdate, 409);
    expect(await tableCounts(t)).toEqual(before);
    // Renaming a row to its own name is no conflict.
    ok(await t.call('PUT', '/person/update', { token: jsh, body: { id: first.id, name } }));
  });

  it('validates with field-named Chinese messages and refuses unknown or read-only fields', async () => {
    const before = await tableCounts(t);
    const cases: Array<[unknown, string, string]> = [
      [{ type: '销售员' }, 'name', '姓名'],
      [{ name: '', type: '销售员' }, 'name', '姓名不能为空'],
      [{ name: '   ', type: '销售员' }, 'name', '姓名不能为空'],
      [{ name: 'x'.repeat(51), type: '销售员' }, 'name', '姓名不能超过50个字符'],
      [{ name: 5, type: '销售员' }, 'name', '姓名必须是文本'],
      [{ name: unique('p') }, 'type', '类型'],
      [{ name: unique('p'), type: '老板' }, 'type', '类型只能是：销售员、仓管员、财务员'],
      [{ name: unique('p'), type: '销售员', enabled: 'yes' }, 'enabled', '状态必须是布尔值'],
      [{ name: unique('p'), type: '销售员', tenantId: 0 }, '', '不允许的字段：tenantId'],
      [{ name: unique('p'), type: '销售员', deleteFlag: true }, '', '不允许的字段：deleteFlag'],
      [{ name: unique('p'), type: '销售员', id: 1 }, '', '不允许的字段：id'],
      [{ name: unique('p'), type: '销售员', creator: 1, createTime: '2020-01-01' }, '', '不允许的字段'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expectErrorEnvelope(res, 400);
      expect(res.body.data.message, JSON.stringify(body)).toContain(message);
      if (field) expect(res.body.data.field, JSON.stringify(body)).toBe(field);
    }
    const updateUnknown = await t.call('PUT', '/person/update', { token: jsh, body: { id: 1, tenant_id: 2 } });
    expectErrorEnvelope(updateUnknown, 400);
    expect(updateUnknown.body.data.message).toContain('不允许的字段');
    expectErrorEnvelope(await t.call('PUT', '/person/update', { token: jsh, body: { name: 'x' } }), 400);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers 404 for missing rows on every id endpoint and changes nothing', async () => {
    const before = await tableCounts(t);
    const missing = 987654321;
    const live = ok(await add({ name: unique('存'), type: '销售员' })).id as number;
    const afterAdd = await tableCounts(t);
    expect(afterAdd.person).toBe(before.person! + 1);
    for (const [method, url, opts] of [
      ['GET', '/person/info', { query: { id: missing } }],
      ['PUT', '/person/update', { body: { id: missing, name: unique('x') } }],
      ['DELETE', '/person/delete', { query: { id: missing } }],
      ['DELETE', '/person/deleteBatch', { query: { ids: `${live},${missing}` } }],
      ['POST', '/person/batchSetStatus', { body: { status: false, ids: `${live},${missing}` } }],
    ] as const) {
      expectErrorEnvelope(await logged(demoTenantId, 0, () => t.call(method, url, { token: jsh, ...opts })), 404);
    }
    expect(await tableCounts(t)).toEqual(afterAdd);
  });

  it('deletes a batch', async () => {
    const a = ok(await add({ name: unique('批'), type: '销售员' })).id as number;
    const b = ok(await add({ name: unique('批'), type: '销售员' })).id as number;
    ok(await logged(demoTenantId, 1, () => t.call('DELETE', '/person/deleteBatch', { token: jsh, query: { ids: `${a},${b},` } })));
    for (const id of [a, b]) expectErrorEnvelope(await t.call('GET', '/person/info', { token: jsh, query: { id } }), 404);
  });
});

describe('list: search, paging and sorting', () => {
  let names: string[];
  const tag = unique('列');
  beforeAll(async () => {
    names = ['3', '1', '2', '5', '4'].map((n) => `${tag}${n}`);
    for (const [i, name] of names.entries())
      ok(await t.call('POST', '/person/add', { token: jsh, body: { name, type: i % 2 ? '财务员' : '销售员', sort: String(i) } }));
  });
  const list = (query: Record<string, string | number>) => t.call('GET', '/person/list', { token: jsh, query });

  it('filters by the declared search keys', async () => {
    const like = ok(await list({ search: JSON.stringify({ name: tag }), pageSize: 100 }));
    expect(like.total).toBe(5);
    expect(like.rows.map((r: { name: string }) => r.name).sort()).toEqual([...names].sort());
    const typed = ok(await list({ search: JSON.stringify({ name: tag, type: '财务员' }) }));
    expect(typed.total).toBe(2);
    // LIKE wildcards in the search text are literal.
    expect(ok(await list({ search: JSON.stringify({ name: '%' }) })).total).toBe(0);
    expect(ok(await list({ search: JSON.stringify({ name: '_' }) })).total).toBe(0);
    // Blank values count as absent.
    expect(ok(await list({ search: JSON.stringify({ name: '', type: '' }) })).total).toBeGreaterThanOrEqual(10);
    const disabled = ok(await list({ search: JSON.stringify({ name: tag, enabled: 'false' }) }));
    expect(disabled.total).toBe(0);
  });

  it('pages with currentPage/pageSize and reports the total', async () => {
    const search = JSON.stringify({ name: tag });
    const p1 = ok(await list({ search, currentPage: 1, pageSize: 2, column: 'name', order: 'asc' }));
    const p2 = ok(await list({ search, currentPage: 2, pageSize: 2, column: 'name', order: 'asc' }));
    const p3 = ok(await list({ search, currentPage: 3, pageSize: 2, column: 'name', order: 'asc' }));
    const p9 = ok(await list({ search, currentPage: 9, pageSize: 2 }));
    expect([p1.total, p2.total, p3.total, p9.total]).toEqual([5, 5, 5, 5]);
    expect([...p1.rows, ...p2.rows, ...p3.rows].map((r: { name: string }) => r.name)).toEqual([...names].sort());
    expect(p9.rows).toEqual([]);
    const desc = ok(await list({ search, column: 'name', order: 'desc' }));
    expect(desc.rows.map((r: { name: string }) => r.name)).toEqual([...names].sort().reverse());
    const bySort = ok(await list({ search, column: 'sort', order: 'asc' }));
    expect(bySort.rows.map((r: { name: string }) => r.name)).toEqual(names);
  });

  it('sorts by whitelisted fields only', async () => {
    for (const column of ['tenant_id', 'password', 'deleteFlag', 'name; drop table person', "name'--", '(select 1)', 'enabled']) {
      const res = await list({ column, order: 'asc' });
      expectErrorEnvelope(res, 400);
      expect(res.body.data.field).toBe('column');
      expect(res.body.data.message).toContain('不允许按该字段排序');
    }
    const bad: Array<Record<string, string>> = [
      { orderByColumn: 'tenant_id' },
      { column: 'name', order: 'sideways' },
      { column: 'name', order: 'asc; drop table person' },
    ];
    for (const query of bad) {
      expectErrorEnvelope(await list(query), 400);
    }
  });

  it('refuses unknown or mistyped search keys and bad paging', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ search: JSON.stringify({ tenantId: 0 }) }, '不允许的查询条件：tenantId'],
      [{ search: JSON.stringify({ type: '老板' }) }, '类型只能是'],
      [{ search: JSON.stringify({ name: { $ne: '' } }) }, '姓名'],
      [{ search: JSON.stringify({ enabled: 'maybe' }) }, '状态'],
      [{ search: '{not json' }, '查询条件search不是有效的JSON'],
      [{ search: '[1,2]' }, '查询条件search必须是JSON对象'],
      [{ search: '"text"' }, '查询条件search必须是JSON对象'],
      [{ currentPage: 0 }, 'currentPage不能小于1'],
      [{ currentPage: 'x' }, 'currentPage'],
      [{ pageSize: 0 }, 'pageSize不能小于1'],
      [{ pageSize: 1001 }, 'pageSize不能大于1000'],
      [{ pageSize: 2.5 }, 'pageSize必须是整数'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expectErrorEnvelope(res, 400);
      expect(res.body.data.message, JSON.stringify(query)).toContain(message);
    }
  });
});

describe('role', () => {
  it('refuses to delete a role a user holds (601), alone or in a batch, and deletes nothing', async () => {
    const held = await t.db.selectFrom('role').select('id').where('tenant_id', '=', demoTenantId).where('name', '=', '销售代表').executeTakeFirstOrThrow();
    const free = ok(await t.call('POST', '/role/add', { token: jsh, body: { name: unique('角'), type: '个人数据', priceLimit: '1,4' } })).id as number;
    const before = await tableCounts(t);
    const one = await logged(demoTenantId, 0, () => t.call('DELETE', '/role/delete', { token: jsh, query: { id: held.id } }));
    expectErrorEnvelope(one, 409, 601);
    expect(one.body.data.message).toBe('检测到存在依赖数据，不能删除！（销售代表）');
    const batch = await logged(demoTenantId, 0, () => t.call('DELETE', '/role/deleteBatch', { token: jsh, query: { ids: `${free},${held.id}` } }));
    expectErrorEnvelope(batch, 409, 601);
    expect(await tableCounts(t)).toEqual(before);
    expect(ok(await t.call('GET', '/role/info', { token: jsh, query: { id: free } })).info).toMatchObject({
      priceLimit: '1,4',
      priceLimitStr: '屏蔽首页采购价,屏蔽单据采购价',
    });
    ok(await t.call('DELETE', '/role/delete', { token: jsh, query: { id: free } }));
  });

  it('validates the data type and price masking codes', async () => {
    for (const [body, message] of [
      [{ name: unique('角'), type: '所有' }, '数据类型只能是：全部数据、本部门数据、个人数据'],
      [{ name: unique('角'), type: '全部数据', priceLimit: '8' }, '价格屏蔽只能是1到7的逗号分隔编号'],
      [{ name: unique('角'), type: '全部数据', priceLimit: '1;drop' }, '价格屏蔽只能是1到7的逗号分隔编号'],
    ] as const) {
      const res = await t.call('POST', '/role/add', { token: jsh, body });
      expectErrorEnvelope(res, 400);
      expect(res.body.data.message).toBe(message);
    }
  });
});

describe('organization', () => {
  const add = (body: Record<string, unknown>) => t.call('POST', '/organization/add', { token: jsh, body });

  it('builds a tree and guards deletes: children (11000006), members (601), batches all-or-nothing', async () => {
    const rootNo = unique('r').slice(-12);
    const root = ok(await add({ orgAbr: '总部', orgNo: rootNo })).id as number;
    const child = ok(await add({ orgAbr: '分部', orgNo: `${rootNo}c`, parentId: root })).id as number;
    const tree = ok(await t.call('GET', '/organization/getOrganizationTree', { token: jsh }));
    const node = (tree as Array<{ id: number; children: Array<{ id: number }> }>).find((n) => n.id === root);
    expect(node?.children.map((c) => c.id)).toEqual([child]);
    expect(ok(await t.call('GET', '/organization/findById', { token: jsh, query: { id: child } }))).toMatchObject({ parentId: root, orgParentName: '总部' });

    const before = await tableCounts(t);
    const withChildren = await logged(demoTenantId, 0, () => t.call('DELETE', '/organization/delete', { token: jsh, query: { id: root } }));
    expectErrorEnvelope(withChildren, 409, 11000006);
    expect(withChildren.body.data.message).toBe('该部门存在下级不允许删除');

    const jg2 = await t.db.selectFrom('organization').select('id').where('tenant_id', '=', demoTenantId).where('org_no', '=', 'jg2').executeTakeFirstOrThrow();
    const withUsers = await t.db
      .selectFrom('organization')
      .select('id')
      .where('tenant_id', '=', demoTenantId)
      .where('org_no', '=', 'jg1')
      .executeTakeFirstOrThrow();
    const users = await logged(demoTenantId, 0, () => t.call('DELETE', '/organization/delete', { token: jsh, query: { id: withUsers.id } }));
    expectErrorEnvelope(users, 409, 601);
    // jg2 alone could go; together with a refused row nothing goes.
    expectErrorEnvelope(await t.call('DELETE', '/organization/deleteBatch', { token: jsh, query: { ids: `${jg2.id},${withUsers.id}` } }), 409, 601);
    expect(await tableCounts(t)).toEqual(before);

    // A parent and its child deleted together is fine.
    ok(await logged(demoTenantId, 1, () => t.call('DELETE', '/organization/deleteBatch', { token: jsh, query: { ids: `${root},${child}` } })));
  });

  it('refuses duplicate numbers (11000003), missing parents, and loops', async () => {
    const no = unique('n').slice(-12);
    const a = ok(await add({ orgAbr: '甲', orgNo: no })).id as number;
    const b = ok(await add({ orgAbr: '乙', orgNo: `${no}b`, parentId: a })).id as number;
    const before = await tableCounts(t);
    const dup = await add({ orgAbr: '丙', orgNo: no });
    expectErrorEnvelope(dup, 409, 11000003);
    expect(dup.body.data).toEqual({ message: '部门编号已存在', field: 'orgNo' });
    expectErrorEnvelope(await add({ orgAbr: '丁', orgNo: `${no}d`, parentId: 987654321 }), 404);
    const self = await t.call('PUT', '/organization/update', { token: jsh, body: { id: a, parentId: a } });
    expectErrorEnvelope(self, 400);
    expect(self.body.data).toEqual({ message: '上级部门不能是自己或自己的下级', field: 'parentId' });
    expectErrorEnvelope(await t.call('PUT', '/organization/update', { token: jsh, body: { id: a, parentId: b } }), 400);
    const badNo = await add({ orgAbr: '戊', orgNo: 'a b' });
    expectErrorEnvelope(badNo, 400);
    expect(badNo.body.data).toEqual({ message: '编号只能包含字母、数字、下划线和横线', field: 'orgNo' });
    expect(await tableCounts(t)).toEqual(before);
    expect(ok(await t.call('GET', '/organization/checkIsNameExist', { token: jsh, query: { id: 0, name: '甲' } }))).toEqual({ status: true });
  });
});

describe('messages', () => {
  it('/msg/add pushes to the recipient only; each user lists, reads and marks only their own', async () => {
    const test123 = await userOf(t, 'test123');
    const owner = await userOf(t, 'jsh');
    const pushes: UserPush[] = [];
    const offA = t.bus.subscribe(test123.tenantId, test123.userId, (p) => pushes.push(p));
    const ownerPushes: UserPush[] = [];
    const offB = t.bus.subscribe(owner.tenantId, owner.userId, (p) => ownerPushes.push(p));
    const title = unique('通知');
    const added = ok(
      await logged(demoTenantId, 1, () =>
        t.call('POST', '/msg/add', { token: jsh, body: { msgTitle: title, msgContent: '内容', type: '系统通知', userId: Number(test123.userId) } }),
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    offA();
    offB();
    expect(pushes.map((p) => p.payload)).toEqual([{ cmd: 'user', msgTxt: title, msgId: String(added.id) }]);
    expect(ownerPushes).toEqual([]);

    const tok = await sessionFor(t, 'test123');
    const unread = ok(await t.call('GET', '/msg/getMsgByStatus', { token: tok, query: { status: '1' } })) as Array<{ id: number; msgTitle: string }>;
    expect(unread.map((m) => m.msgTitle)).toEqual([title]);
    expect(ok(await t.call('GET', '/msg/getMsgCountByStatus', { token: tok, query: { status: '1' } }))).toEqual({ count: 1 });
    const detail = await t.call('GET', '/sys/annountCement/queryById', { token: tok, query: { id: added.id } });
    expect(detail.body).toMatchObject({ success: true, code: 200, result: { id: added.id, msgTitle: title, status: '1' } });

    // The sender does not see the recipient's message anywhere.
    const ownerList = ok(await t.call('GET', '/msg/list', { token: jsh })) as { rows: Array<{ id: number }> };
    expect(ownerList.rows.map((r) => r.id)).not.toContain(added.id);
    expectErrorEnvelope(await t.call('GET', '/msg/info', { token: jsh, query: { id: added.id } }), 404);
    expectErrorEnvelope(await t.call('GET', '/sys/annountCement/queryById', { token: jsh, query: { id: added.id } }), 404);
    ok(await t.call('POST', '/msg/batchUpdateStatus', { token: jsh, body: { ids: String(added.id), status: '2' } }));
    ok(await t.call('POST', '/msg/readAllMsg', { token: jsh }));
    expect((await t.db.selectFrom('message').select('status').where('id', '=', String(added.id)).executeTakeFirstOrThrow()).status).toBe('1');
    expectErrorEnvelope(await t.call('PUT', '/msg/update', { token: jsh, body: { id: added.id, msgTitle: 'x' } }), 404);
    expectErrorEnvelope(await t.call('DELETE', '/msg/delete', { token: jsh, query: { id: added.id } }), 404);

    // The recipient marks it read.
    ok(await t.call('POST', '/msg/batchUpdateStatus', { token: tok, body: { ids: String(added.id), status: '2' } }));
    expect(ok(await t.call('GET', '/msg/getMsgCountByStatus', { token: tok, query: { status: '1' } }))).toEqual({ count: 0 });
  });

  it('the recipient must be a user of the tenant', async () => {
    const before = await tableCounts(t);
    const admin0 = await userOf(t, 'admin');
    for (const userId of [987654321, Number(admin0.userId)]) {
      const res = await t.call('POST', '/msg/add', { token: jsh, body: { msgTitle: 'x', userId } });
      expect([400, 404], res.text).toContain(res.status);
      expectErrorEnvelope(res, res.status);
      expect(res.body.data.field).toBe('userId');
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('a user without 消息管理 still reads their own messages in the header list', async () => {
    const test123 = await userOf(t, 'test123');
    const title = unique('头');
    const added = ok(await t.call('POST', '/msg/add', { token: jsh, body: { msgTitle: title, userId: Number(test123.userId) } }));
    const tok = await sessionFor(t, 'test123');
    const list = ok(await t.call('GET', '/msg/list', { token: tok, query: { search: JSON.stringify({ name: title }) } }));
    expect(list.rows.map((r: { id: number }) => r.id)).toEqual([added.id]);
    ok(await t.call('DELETE', '/msg/deleteBatch', { token: tok, query: { ids: String(added.id) } }));
    expect(ok(await t.call('GET', '/msg/list', { token: tok, query: { search: JSON.stringify({ name: title }) } })).total).toBe(0);
    // Sending messages still needs the page and its edit button.
    expectErrorEnvelope(await t.call('POST', '/msg/add', { token: tok, body: { msgTitle: 'x', userId: Number(test123.userId) } }), 403);
  });
});

describe('system config', () => {
  it('updates the tenant row; a second row is refused', async () => {
    const info = ok(await t.call('GET', '/systemConfig/getCurrentInfo', { token: jsh }));
    ok(
      await logged(demoTenantId, 1, () => t.call('PUT', '/systemConfig/update', { token: jsh, body: { id: info.id, companyTel: '010-1234', depotFlag: '1' } })),
    );
    expect(ok(await t.call('GET', '/systemConfig/getCurrentInfo', { token: jsh }))).toMatchObject({
      companyTel: '010-1234',
      depotFlag: '1',
      companyName: '公司test',
    });
    const flag = await t.call('PUT', '/systemConfig/update', { token: jsh, body: { id: info.id, depotFlag: 'Y' } });
    expectErrorEnvelope(flag, 400);
    expect(flag.body.data).toEqual({ message: '仓库启用标记只能是0或1', field: 'depotFlag' });
    const before = await tableCounts(t);
    expectErrorEnvelope(await logged(demoTenantId, 0, () => t.call('POST', '/systemConfig/add', { token: jsh, body: { companyName: '第二家' } })), 409);
    expect(await tableCounts(t)).toEqual(before);
    const list = ok(await t.call('GET', '/systemConfig/list', { token: jsh }));
    expect(list.total).toBe(1);
  });
});

describe('operation log (read only)', () => {
  it('lists the tenant’s own rows with filters; no write endpoints exist', async () => {
    const rows = ok(await t.call('GET', '/log/list', { token: jsh, query: { search: JSON.stringify({ operation: '经手人' }), pageSize: 1000 } }));
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.rows.every((r: { operation: string }) => r.operation.includes('经手人'))).toBe(true);
    expect(rows.rows[0]).toMatchObject({ loginName: 'jsh', userName: '测试用户' });
    const byUser = ok(await t.call('GET', '/log/list', { token: jsh, query: { search: JSON.stringify({ userInfo: 'nobody-at-all' }) } }));
    expect(byUser.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const inRange = ok(await t.call('GET', '/log/list', { token: jsh, query: { search: JSON.stringify({ beginTime: today, endTime: today }) } }));
    expect(inRange.total).toBe(await logCount(demoTenantId));
    expectErrorEnvelope(await t.call('GET', '/log/list', { token: jsh, query: { search: JSON.stringify({ beginTime: 'yesterday' }) } }), 400);
    // The platform oversees every tenant's log; a tenant never sees platform (tenant 0) rows.
    ok(await t.call('POST', '/person/add', { token: admin, body: { name: unique('平台'), type: '销售员' } }));
    const adminRows = ok(await t.call('GET', '/log/list', { token: admin, query: { pageSize: 1000 } }));
    const ids = new Set(rows.rows.map((r: { id: number }) => r.id));
    expect(adminRows.rows.some((r: { id: number }) => ids.has(r.id))).toBe(true);
    const platformIds = new Set(adminRows.rows.filter((r: { tenantLoginName: string }) => r.tenantLoginName === 'admin').map((r: { id: number }) => r.id));
    const all = ok(await t.call('GET', '/log/list', { token: jsh, query: { pageSize: 1000 } }));
    expect(platformIds.size).toBeGreaterThan(0);
    expect(all.rows.some((r: { id: number }) => platformIds.has(r.id))).toBe(false);
    for (const [method, url] of [
      ['POST', '/log/add'],
      ['PUT', '/log/update'],
      ['DELETE', '/log/delete'],
      ['DELETE', '/log/deleteBatch'],
    ] as const) {
      expectErrorEnvelope(
        await t.call(method, url, { token: jsh, body: method === 'DELETE' ? undefined : { operation: 'x' }, query: { id: 1, ids: '1' } }),
        404,
      );
    }
  });
});

describe('platform resources (admin)', () => {
  it('function: add under a parent, refuse unknown parents and duplicates, guard folders', async () => {
    const folder = await t.db.selectFrom('sys_function').select('number').where('url', '=', '/system').executeTakeFirstOrThrow();
    const number = `${folder.number}99`;
    const body = { number, name: '测试页', parentNumber: folder.number, url: '/system/test_page', component: '/system/TestList', pushBtn: '1' };
    const added = ok(await logged('0', 1, () => t.call('POST', '/function/add', { token: admin, body })));
    const before = await tableCounts(t);
    const dupNumber = await t.call('POST', '/function/add', { token: admin, body: { ...body, url: '/system/other_page' } });
    expectErrorEnvelope(dupNumber, 409);
    expect(dupNumber.body.data).toEqual({ message: '编号已经存在', field: 'number' });
    expectErrorEnvelope(await t.call('POST', '/function/add', { token: admin, body: { ...body, number: `${number}1` } }), 409);
    expectErrorEnvelope(
      await t.call('POST', '/function/add', { token: admin, body: { ...body, number: `${number}2`, url: '/x/y', parentNumber: '123456789' } }),
      404,
    );
    const badBtn = await t.call('POST', '/function/add', { token: admin, body: { ...body, number: `${number}3`, url: '/x/z', pushBtn: '1,9' } });
    expectErrorEnvelope(badBtn, 400);
    expect(badBtn.body.data.message).toBe('功能按钮只能是1到7的逗号分隔编号');
    const folderId = (await t.db.selectFrom('sys_function').select('id').where('url', '=', '/system').executeTakeFirstOrThrow()).id;
    expectErrorEnvelope(await t.call('DELETE', '/function/delete', { token: admin, query: { id: folderId } }), 409, 601);
    expect(await tableCounts(t)).toEqual(before);
    ok(await t.call('DELETE', '/function/delete', { token: admin, query: { id: added.id } }));
    const list = ok(await t.call('GET', '/function/list', { token: admin, query: { search: JSON.stringify({ name: '角色' }) } }));
    expect(list.rows.map((r: { url: string }) => r.url)).toContain('/system/role');
  });

  it('platformConfig: list by key, update by key, unique keys', async () => {
    const list = ok(await t.call('GET', '/platformConfig/list', { token: admin, query: { search: JSON.stringify({ platformKey: 'flag' }), pageSize: 100 } }));
    expect(list.rows.map((r: { platformKey: string }) => r.platformKey)).toEqual(
      expect.arrayContaining(['register_flag', 'checkcode_flag', 'bill_print_flag']),
    );
    ok(
      await logged('0', 1, () =>
        t.call('POST', '/platformConfig/updatePlatformConfigByKey', { token: admin, body: { platformKey: 'platform_name', platformValue: '算盘ERP测试' } }),
      ),
    );
    expect((await t.call('GET', '/platformConfig/getPlatform/name')).text).toBe('算盘ERP测试');
    expectErrorEnvelope(
      await t.call('POST', '/platformConfig/updatePlatformConfigByKey', { token: admin, body: { platformKey: 'no_such', platformValue: 'x' } }),
      404,
    );
    expectErrorEnvelope(await t.call('POST', '/platformConfig/add', { token: admin, body: { platformKey: 'register_flag', platformKeyInfo: '重复' } }), 409);
    const badKey = await t.call('POST', '/platformConfig/add', { token: admin, body: { platformKey: 'a-b', platformKeyInfo: 'x' } });
    expectErrorEnvelope(badKey, 400);
    expect(badKey.body.data.field).toBe('platformKey');
  });

  it('tenant: lists tenants with user counts, never the platform itself', async () => {
    const list = ok(await t.call('GET', '/tenant/list', { token: admin, query: { search: JSON.stringify({ loginName: 'jsh' }) } }));
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      loginName: 'jsh',
      tenantId: Number(demoTenantId),
      userNumLimit: 2000,
      type: '1',
      enabled: true,
      expireTime: '2099-02-17 23:19:17',
    });
    expect(list.rows[0].userCount).toBeGreaterThanOrEqual(2);
    const all = ok(await t.call('GET', '/tenant/list', { token: admin, query: { pageSize: 1000 } }));
    expect(all.rows.some((r: { id: number }) => r.id === 0)).toBe(false);
    const before = await tableCounts(t);
    for (const [method, url, opts] of [
      ['GET', '/tenant/info', { query: { id: 0 } }],
      ['DELETE', '/tenant/delete', { query: { id: 0 } }],
      ['PUT', '/tenant/update', { body: { id: 0, enabled: false } }],
    ] as const) {
      const res = await t.call(method, url, { token: admin, ...opts });
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
    }
    const writeLogin = await t.call('PUT', '/tenant/update', { token: admin, body: { id: Number(demoTenantId), loginName: 'hijack' } });
    expectErrorEnvelope(writeLogin, 400);
    expect(await tableCounts(t)).toEqual(before);
  });
});
