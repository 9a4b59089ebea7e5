import { apiMap } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ModuleDescriptor } from '../../src/app/module-descriptor.js';
import { LOGIN, route } from '../../src/app/route.js';
import { modules } from '../../src/modules/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// A route whose answer drifts from its declaration, and one that keeps it.
const probe: ModuleDescriptor = {
  name: 'contract-probe',
  routes: [
    route({ method: 'GET', url: '/contractProbe/drifts', access: LOGIN, response: { data: z.object({ n: z.number() }) }, handler: async () => ({ n: '1' }) }),
    route({ method: 'GET', url: '/contractProbe/keeps', access: LOGIN, response: { data: z.object({ n: z.number() }) }, handler: async () => ({ n: 1 }) }),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, modules: [...modules, probe] });
});
afterAll(async () => t.close());

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url.slice(t.config.apiPrefix.length)}`;

describe('response contracts', () => {
  it('every registered route declares its answer (enveloped data, raw content type or websocket)', () => {
    const missing = t.routes.filter((r) => !r.response).map(keyOf);
    expect(missing).toEqual([]);
  });

  it('the API map names only routes that exist', () => {
    const registered = new Set(t.routes.map(keyOf));
    expect(Object.keys(apiMap).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('an answer that drifts from its declaration fails the request while the API tests run', async () => {
    const token = await t.login('admin');
    expect((await t.call('GET', '/contractProbe/keeps', { token })).body).toEqual({ code: 200, data: { n: 1 } });
    expect((await t.call('GET', '/contractProbe/drifts', { token })).status).toBe(500);
  });

  it('the OpenAPI document publishes the answers', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body;
    const session = doc.paths['/api/user/getUserSession'].get.responses['200'].content['application/json'].schema;
    expect(session.properties.data.properties.user.required).toEqual(expect.arrayContaining(['id', 'loginName', 'tenantId']));
    const list = doc.paths['/api/person/list'].get.responses['200'].content['application/json'].schema;
    expect(list.properties.data.properties.rows.items.properties).toHaveProperty('name');
    const menu = doc.paths['/api/function/findMenuByPNumber'].post.responses['200'].content['application/json'].schema;
    expect(menu.properties.data.items).toEqual({ $ref: '#/components/schemas/MenuNode' });
    expect(doc.components.schemas.MenuNode.properties.children.items).toEqual({ $ref: '#/components/schemas/MenuNode' });
    expect(Object.keys(doc.paths['/api/unit/exportExcel'].get.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(doc.paths['/api/websocket/{userId}'].get.responses['101']).toBeDefined();
  });

  it('every enveloped answer is published with its schema (none falls back to an empty one)', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body;
    const blank = t.routes
      .filter((r) => r.response && 'data' in r.response)
      .filter((r) => {
        const op = doc.paths[r.url.replace(/:([A-Za-z]+)/g, '{$1}')][r.method.toLowerCase()];
        const data = op.responses['200'].content['application/json'].schema.properties.data;
        return !data || Object.keys(data).length === 0;
      })
      .map(keyOf);
    // A route that never succeeds (refusesAlways) publishes `not: {}`, which is not empty.
    expect(blank).toEqual([]);
    const bill = doc.paths['/api/depotHead/list'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(bill.properties.rows.items.properties.prefix.enum).toContain('XSCK');
    expect(bill.properties.totalRow.additionalProperties.pattern).toBeDefined();
  });
});
