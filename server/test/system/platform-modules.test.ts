import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPush } from '../../src/app/message-bus.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  owner = await t.login('jsh');
});
afterAll(async () => t.close());

const menuText = async (token: string) => JSON.stringify((await t.call('POST', '/function/findMenuByPNumber', { token, body: { pNumber: '0' } })).body.data);

describe('plugins', () => {
  it('lists the product modules to the platform administrator only', async () => {
    const res = await t.call('GET', '/plugin/list', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r: { pluginId: string }) => r.pluginId)).toContain('production');
    expect((await t.call('GET', '/plugin/list', { token: owner })).status).toBe(403);
  });

  it('hides a stopped module from menus and refuses its pages, and brings it back when started', async () => {
    const { rows } = (await t.call('GET', '/plugin/list', { token: admin })).body.data;
    const quote = rows.find((r: { pluginId: string }) => r.pluginId === 'sale-quote');
    expect(await menuText(owner)).toContain('/bill/sale_quote');
    expect((await t.call('POST', `/plugin/stop/${quote.id}`, { token: admin })).status).toBe(200);
    expect(await menuText(owner)).not.toContain('/bill/sale_quote');
    expect((await t.call('GET', '/plugin/checkByPluginId', { token: owner, query: { pluginIds: 'sale-quote' } })).body.data).toBe(false);
    expect((await t.call('POST', `/plugin/start/${quote.id}`, { token: admin })).status).toBe(200);
    expect(await menuText(owner)).toContain('/bill/sale_quote');
  });

  it('never installs uploaded code and refuses tenant owners', async () => {
    expect((await t.call('POST', '/plugin/uploadInstallPluginJar', { token: admin })).status).toBe(403);
    expect((await t.call('POST', '/plugin/uninstall/1', { token: admin })).status).toBe(422);
    expect((await t.call('POST', '/plugin/stop/1', { token: owner })).status).toBe(403);
    expect((await t.call('POST', '/plugin/stop/999999', { token: admin })).status).toBe(404);
  });
});

describe('system messages', () => {
  it('delivers an announcement to the chosen tenant’s users in the bell and by push', async () => {
    const pushes: UserPush[] = [];
    const ownerRow = await t.db.selectFrom('app_user').select(['id', 'tenant_id']).where('login_name', '=', 'jsh').executeTakeFirstOrThrow();
    const unsubscribe = t.bus.subscribe(ownerRow.tenant_id, ownerRow.id, (p) => pushes.push(p));
    const res = await t.call('POST', '/systemMessage/send', {
      token: admin,
      body: { msgTitle: '系统维护通知', msgContent: '今晚22点维护', audience: 'tenants', tenantIds: [Number(ownerRow.tenant_id)] },
    });
    unsubscribe();
    expect(res.status).toBe(200);
    expect(res.body.data.recipientCount).toBe(2);
    const unread = await t.call('GET', '/msg/getMsgByStatus', { token: owner, query: { status: '1' } });
    expect(unread.body.data.map((m: { msgTitle: string }) => m.msgTitle)).toContain('系统维护通知');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload.cmd).toBe('topic');
    const history = await t.call('GET', '/systemMessage/list', { token: admin });
    expect(history.body.data.rows[0]).toMatchObject({ msgTitle: '系统维护通知', recipientCount: 2 });
    const firstOnly = await t.call('GET', '/systemMessage/list', { token: admin, query: { pageSize: 1 } });
    expect(Object.keys(firstOnly.body.data).sort()).toEqual(['rows', 'total']);
    expect(firstOnly.body.data).toMatchObject({ rows: [{ msgTitle: '系统维护通知' }], total: history.body.data.rows.length });
  });

  it('refuses tenants and incomplete audiences', async () => {
    expect((await t.call('POST', '/systemMessage/send', { token: owner, body: { msgTitle: 'x', audience: 'all' } })).status).toBe(403);
    const noTenants = await t.call('POST', '/systemMessage/send', { token: admin, body: { msgTitle: 'x', audience: 'tenants' } });
    expect(noTenants.status).toBe(400);
    expect(noTenants.body.data.field).toBe('tenantIds');
  });
});

describe('pickers of the platform and assignment dialogs', () => {
  it('lists users of every tenant as announcement recipients, searchable, to the platform only', async () => {
    const res = await t.call('GET', '/systemMessage/recipients', { token: admin, query: { name: 'test123' } });
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([expect.objectContaining({ loginName: 'test123', tenantLoginName: 'jsh' })]);
    expect((await t.call('GET', '/systemMessage/recipients', { token: owner })).status).toBe(403);
  });

  it('tells whether a menu number is taken', async () => {
    expect((await t.call('GET', '/function/checkIsNumberExist', { token: admin, query: { number: '0001' } })).body.data.status).toBe(true);
    expect((await t.call('GET', '/function/checkIsNumberExist', { token: admin, query: { number: '9999' } })).body.data.status).toBe(false);
  });

  it('shows a depot’s users checked in the 分配用户 tree', async () => {
    const depot = (await t.call('GET', '/depot/list', { token: owner, query: { search: JSON.stringify({ name: '仓库1' }) } })).body.data.rows[0];
    const tree = await t.call('GET', '/user/getUserWithChecked', { token: owner, query: { UBType: 'UserDepot', UBValue: depot.id } });
    expect(tree.status).toBe(200);
    const users = tree.body.data[0].children as Array<{ attributes: string; checked?: boolean }>;
    expect(users.find((u) => u.attributes === 'jsh')?.checked).toBe(true);
    expect(users.find((u) => u.attributes === 'test123')?.checked).toBeUndefined();
    const rep = await t.login('test123');
    expect((await t.call('GET', '/user/getUserWithChecked', { token: rep, query: { UBType: 'UserDepot', UBValue: depot.id } })).status).toBe(403);
  });
});
