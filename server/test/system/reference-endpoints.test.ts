import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Every call the reference's own web client makes answers here with the reference's method and path (issue 15 item 6),
// so its web and mobile clients keep working; walking the list against the route registry keeps that from regressing.

const LIST = path.join(import.meta.dirname, 'fixtures', 'reference-client-endpoints.txt');
const clientCalls = fs
  .readFileSync(LIST, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/).slice(0, 2).join(' '));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => t.close());

/**
 * A path with its parameters made comparable: the reference's `{id}` and our `:id` both read `{}`, and its `/**`
 * (any file below) reads `/{}…`, which our routes answer with one or more parameter segments.
 */
const shape = (url: string) => url.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');
const answers = (registered: ReadonlyArray<{ method: string; path: string }>, call: string) => {
  const [method = '', path = ''] = call.split(' ');
  const wanted = shape(path);
  return registered.some(
    (r) =>
      // ANY: the reference maps the path for every method; one of ours is enough for its client.
      (method === 'ANY' || r.method === method) &&
      (wanted.endsWith('/**') ? r.path.startsWith(wanted.slice(0, -2)) && /^(\/\{\})+$/.test(r.path.slice(wanted.length - 3)) : r.path === wanted),
  );
};

describe("the reference client's calls", () => {
  it('are all registered with the same method and path', () => {
    const prefix = t.config.apiPrefix;
    const registered = t.routes.map((r) => ({ method: r.method, path: shape(r.url.startsWith(prefix) ? r.url.slice(prefix.length) : r.url) }));
    expect(clientCalls.length).toBeGreaterThan(250);
    expect(clientCalls.filter((call) => !answers(registered, call))).toEqual([]);
  });
});
