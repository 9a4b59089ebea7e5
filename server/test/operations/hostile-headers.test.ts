import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as contracts from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSIONS_POLICY } from '../../src/app/security-headers.js';
import { financeSearchSchema } from '../../src/modules/finance/finance-search.js';
import { billSearchSchema } from '../../src/modules/stock/bill-search.js';
import { sessionFor } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

// Headers and small leaks (issue 33 item 7): API data must not be kept by browser or proxy caches, the page gives up
// the browser features it never uses, and no validation message reaches a client in zod's English ("Invalid input")
// or without naming its field — `search` filters, query strings, lists and single values alike.
let t: TestApp;
let dir: string;
let token: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-hostile-headers-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'export {};');
  t = await createTestApp({ webDir: dir });
  token = await sessionFor(t, 'jsh');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('headers', () => {
  it('API answers are never stored, the web build keeps its own caching, every answer carries the permissions policy', async () => {
    const api = (url: string) => t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}${url}`, headers: { 'x-access-token': token } });
    const answers = {
      list: await api('/supplier/list?currentPage=1&pageSize=10&search=%7B%22type%22%3A%22%E4%BE%9B%E5%BA%94%E5%95%86%22%7D'),
      session: await api('/user/getUserSession'),
      refused: await api('/depotHead/list?search=%7B%22type%22%3Atrue%7D'),
      unknown: await api('/no/such/route'),
      health: await t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}/health` }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['cache-control'], name).toBe('no-store');
      expect(res.headers['permissions-policy'], name).toBe(PERMISSIONS_POLICY);
    }
    expect(answers.list.statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/system/user' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});

// zod's own English words; a field's name (materialParam) may stand in a Chinese message, these may not.
const ZOD_ENGLISH = /invalid|expected|received|too (big|small)|unrecognized|required|must/i;

/** What is wrong with a refusal's message, or undefined. */
function messageProblem(res: ApiResponse): string | undefined {
  if (res.status >= 500) return `answered ${res.status}`;
  const data = (res.body as { data?: { message?: unknown; field?: unknown } }).data;
  const message = String(data?.message);
  if (!/[\u4e00-\u9fa5]/.test(message) || ZOD_ENGLISH.test(message)) return `not Chinese: ${message}`;
  if (typeof data?.field !== 'string') return `names no field: ${message}`;
  return undefined;
}

const queryKeys = (schema: z.ZodType | undefined): string[] =>
  Object.keys((z.toJSONSchema(schema ?? z.object({}), { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {});

// Every filter name a list knows of: the resources' declared filters and the bill and finance lists' own.
const resourceContracts = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is contracts.ResourceContract => typeof value === 'object' && value !== null && 'fields' in value && 'page' in value,
);
const FILTERS = [
  ...new Set([
    ...resourceContracts.flatMap((contract) => Object.keys(contracts.searchSchema(contract).shape)),
    ...Object.keys(billSearchSchema.shape),
    ...Object.keys(financeSearchSchema.shape),
    'materialParam',
    'color',
  ]),
];
// An object fits no filter, so each refusal of it names one filter the list knows (the messages of each kind of
// refusal: packages/contracts/src/zod-messages.test.ts).
const NO_FILTER_VALUE = { a: 1 };

describe('validation messages', () => {
  it('the issue’s cases: a list’s search with a wrong type answers in Chinese and names the filter', async () => {
    const res = await t.call('GET', '/depotHead/list', { token, query: { search: JSON.stringify({ type: true }) } });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ message: 'search.type应为文本或数字', field: 'search.type' });
    const finance = await t.call('GET', '/accountHead/list', { token, query: { search: JSON.stringify({ organId: 'abc' }) } });
    expect(finance.body.data).toEqual({ message: '往来单位编号不正确', field: 'search.organId' });
  });

  it('every list refuses a wrong value of every filter in Chinese, naming the filter', async () => {
    const lists = t.routes.filter((r) => r.method === 'GET' && queryKeys(r.query).includes('search'));
    expect(lists.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let refused = 0;
    for (const route of lists) {
      const url = route.url.slice(t.config.apiPrefix.length);
      // All filters at once; each refusal names one, which is left out of the next request, until none is refused.
      const untried = new Set(FILTERS);
      for (let res = await send(url, untried, NO_FILTER_VALUE); res.status === 400; res = await send(url, untried, NO_FILTER_VALUE)) {
        const problem = messageProblem(res);
        if (problem) problems.push(`${url}: ${problem}`);
        const field = (res.body as { data?: { field?: string } }).data?.field;
        refused += 1;
        if (!field?.startsWith('search.') || !untried.delete(field.slice('search.'.length))) break;
      }
    }
    expect(refused).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  });
});

function send(url: string, filters: Set<string>, value: unknown): Promise<ApiResponse> {
  const search = Object.fromEntries([...filters].map((filter) => [filter, value]));
  return t.call('GET', url, { token, query: { search: JSON.stringify(search), currentPage: 1, pageSize: 1 } });
}
