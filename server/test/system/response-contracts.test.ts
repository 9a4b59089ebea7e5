import { apiMap } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ModuleDescriptor } from '../../src/app/module-descriptor.js';
import { LOGIN, route } from '../../src/app/route.js';
import { modules } from '../../src/modules/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Hand-written routes of these modules do not declare their answers in the API map yet (issue 10,
 * item 6 is landed area by area); each area leaves this list when its map lands.
 */
const AREAS_NOT_YET_DESCRIBED: Record<string, string> = {
  basic: 'partners, accounts, depots and grants: map pending',
  material: 'products, categories, batches and lookups: map pending',
  stock: 'bill routes other than the home-page figures: map pending',
};

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
    const pending = new Set(
      modules.filter((m) => m.name in AREAS_NOT_YET_DESCRIBED).flatMap((m) => m.routes.flatMap((r) => [r.method].flat().map((method) => `${method} ${r.url}`))),
    );
    const missing = t.routes.filter((r) => !r.response && !pending.has(keyOf(r))).map(keyOf);
    expect(missing).toEqual([]);
    for (const name of Object.keys(AREAS_NOT_YET_DESCRIBED)) expect(modules.map((m) => m.name)).toContain(name);
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
});
