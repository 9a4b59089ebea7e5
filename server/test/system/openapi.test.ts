import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let doc: any;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const res = await t.call('GET', '/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  doc = res.body;
});
afterAll(async () => t.close());

describe('/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    expect(doc.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'header', name: 'X-Access-Token' });
    expect(doc.security).toEqual([{ token: [] }]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('has an operation for every registered route, and nothing else', () => {
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      expect(path.startsWith('/')).toBe(true);
      for (const method of Object.keys(item)) {
        expect(METHODS).toContain(method);
        documented.add(`${method.toUpperCase()} ${path}`);
      }
    }
    const registered = t.routes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect([...documented].sort()).toEqual([...new Set(registered)].sort());
  });

  it('operations are well formed: responses, declared path parameters, JSON schemas, access', () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
        for (const [code, response] of Object.entries(op.responses as Record<string, { description?: unknown }>)) {
          expect(code, where).toMatch(/^([1-5]\d\d|default)$/);
          expect(typeof response.description, where).toBe('string');
        }
        const params = (op.parameters ?? []) as Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
        for (const p of params) {
          expect(['query', 'header', 'path', 'cookie'], where).toContain(p.in);
          expect(typeof p.name, where).toBe('string');
          expect(typeof p.schema, where).toBe('object');
        }
        // Every {param} of the path is declared as a required path parameter (OpenAPI requires it).
        for (const name of templated) {
          expect(
            params.find((p) => p.in === 'path' && p.name === name),
            `${where} path parameter ${name}`,
          ).toMatchObject({ required: true });
        }
        const keys = params.map((p) => `${p.in}:${p.name}`);
        expect(new Set(keys).size, where).toBe(keys.length);
        if (op.requestBody) expect(typeof op.requestBody.content['application/json'].schema, where).toBe('object');
        expect(op.description, where).toMatch(/^Access: /);
        if (/Access: public/.test(op.description)) expect(op.security, where).toEqual([]);
      }
    }
  });

  it('describes request bodies and queries from the validating schemas', () => {
    const login = doc.paths['/api/user/login'].post;
    expect(login.security).toEqual([]);
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(expect.arrayContaining(['loginName', 'password']));
    expect(schema.additionalProperties).toBe(false);
    const list = doc.paths['/api/person/list'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['currentPage', 'pageSize', 'search', 'column', 'order']));
    const add = doc.paths['/api/person/add'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(add.properties)).toEqual(expect.arrayContaining(['name', 'type', 'enabled', 'sort']));
    expect(Object.keys(add.properties)).not.toContain('tenantId');
    expect(doc.paths['/api/tenant/list'].get.description).toContain('platform page /system/tenant');
    // A route's grants: the depot and customer fields a 403 may name.
    const scan = doc.paths['/api/material/getMaterialByBarCode'].get;
    expect(scan.description).toBe('Access: login; granted to the caller: depot depotId, customer organId');
    expect(scan.responses['403'].description).toMatch(/not granted/);
  });
});
