import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addSimple } from './material-helpers.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
});
afterAll(async () => t.close());

const add = (body: Record<string, unknown>) => t.call('POST', '/materialCategory/add', { token, body });

describe('商品类别 tree', () => {
  it('adds children, builds the tree, finds by id and checks sibling names', async () => {
    const root = await add({ name: '服装', serialNo: 'FZ01', sort: '1' });
    expect(root.status, root.text).toBe(200);
    const child = await add({ name: '上衣', serialNo: 'FZ0101', parentId: root.body.data.id, sort: '1' });
    expect(child.status, child.text).toBe(200);
    // Same name under another parent is fine; under the same parent it is not.
    expect((await add({ name: '上衣', serialNo: 'X1' })).status).toBe(200);
    const dup = await add({ name: '上衣', serialNo: 'X2', parentId: root.body.data.id });
    expect(dup.status).toBe(409);
    expect(dup.body.data.message).toBe('名称已经存在');

    const tree = await t.call('GET', '/materialCategory/getMaterialCategoryTree', { token });
    const node = tree.body.data.find((n: any) => n.id === root.body.data.id);
    expect(node.children.map((c: any) => c.title)).toEqual(['上衣']);
    const found = await t.call('GET', '/materialCategory/findById', { token, query: { id: child.body.data.id } });
    expect(found.body.data[0]).toMatchObject({ name: '上衣', parentName: '服装', serialNo: 'FZ0101' });
    const check = await t.call('GET', '/materialCategory/checkIsNameExist', { token, query: { id: 0, name: '上衣', parentId: root.body.data.id } });
    expect(check.body.data.status).toBe(true);
    const other = await t.call('GET', '/materialCategory/checkIsNameExist', { token, query: { id: 0, name: '上衣', parentId: 999999 } });
    expect(other.body.data.status).toBe(false);
  });

  it('moves a category but never under itself or its descendants', async () => {
    const a = (await add({ name: '甲', serialNo: 'A' })).body.data.id;
    const b = (await add({ name: '乙', serialNo: 'B', parentId: a })).body.data.id;
    const c = (await add({ name: '丙', serialNo: 'C' })).body.data.id;
    const cycle = await t.call('PUT', '/materialCategory/update', { token, body: { id: a, parentId: b } });
    expect(cycle.status).toBe(400);
    const self = await t.call('PUT', '/materialCategory/update', { token, body: { id: a, parentId: a } });
    expect(self.status).toBe(400);
    const move = await t.call('PUT', '/materialCategory/update', { token, body: { id: b, parentId: c } });
    expect(move.status, move.text).toBe(200);
    const excl = await t.call('GET', '/materialCategory/getMaterialCategoryTree', { token, query: { id: c } });
    expect(JSON.stringify(excl.body.data)).not.toContain('"丙"');
    const sort = await t.call('POST', '/materialCategory/updateSort', {
      token,
      body: {
        items: [
          { id: a, sort: '9' },
          { id: c, sort: '8' },
        ],
      },
    });
    expect(sort.status, sort.text).toBe(200);
    const list = await t.call('GET', '/materialCategory/getAllList', { token });
    const names = list.body.data.map((r: any) => r.name);
    expect(names.indexOf('丙')).toBeLessThan(names.indexOf('甲'));
  });

  it('refuses deleting a parent (7500006) or a used category (601), deletes a subtree at once', async () => {
    const p = (await add({ name: '父', serialNo: 'P' })).body.data.id;
    const k = (await add({ name: '子', serialNo: 'K', parentId: p })).body.data.id;
    const parentDel = await t.call('DELETE', '/materialCategory/delete', { token, query: { id: p } });
    expect(parentDel.status).toBe(409);
    expect(parentDel.body.code).toBe(7500006);
    await addSimple(t, token, { extra: { categoryId: k } });
    const used = await t.call('DELETE', '/materialCategory/delete', { token, query: { id: k } });
    expect(used.body.code).toBe(601);
    const q = (await add({ name: '空父', serialNo: 'Q' })).body.data.id;
    const r = (await add({ name: '空子', serialNo: 'R', parentId: q })).body.data.id;
    const both = await t.call('DELETE', '/materialCategory/deleteBatch', { token, query: { ids: `${q},${r}` } });
    expect(both.status, both.text).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const mine = (await add({ name: '本租户', serialNo: 'T1' })).body.data.id;
    const { tenantId } = await userOf(t, 'jsh');
    expect(tenantId).toBeTruthy();
    const other = await t.call('POST', '/user/registerUser', { body: { loginName: 'mcat_other', password: 'plum-7421' } });
    expect(other.status, other.text).toBe(200);
    const otherToken = await t.login('mcat_other', 'plum-7421');
    expect((await t.call('GET', '/materialCategory/info', { token: otherToken, query: { id: mine } })).status).toBe(404);
    expect((await t.call('GET', '/materialCategory/findById', { token: otherToken, query: { id: mine } })).status).toBe(404);
    expect((await t.call('PUT', '/materialCategory/update', { token: otherToken, body: { id: mine, name: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', '/materialCategory/delete', { token: otherToken, query: { id: mine } })).status).toBe(404);
    const tree = await t.call('GET', '/materialCategory/getMaterialCategoryTree', { token: otherToken });
    expect(tree.body.data).toEqual([]);
    // Another tenant's category as parent is refused.
    const cross = await t.call('POST', '/materialCategory/add', { token: otherToken, body: { name: 'x', serialNo: 'x', parentId: mine } });
    expect(cross.status).toBe(400);
  });
});
