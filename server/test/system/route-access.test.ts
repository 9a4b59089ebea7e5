import { BUTTON } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../../src/app/register-routes.js';
import { PLATFORM_ONLY_URLS } from '../../src/db/seeds/reference/roles.seed.js';
import { createRole, createUser, expectErrorEnvelope, openWs, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

// Walks every registered route and proves the access each one declares is what the server enforces.

/** Routes anyone may call. Adding one means deciding, here, that it needs no sign-in. */
const PUBLIC_ROUTES = [
  'POST /user/login',
  'GET /user/randomImage',
  'POST /user/registerUser',
  'GET /platformConfig/getPlatform/name',
  'GET /platformConfig/getPlatform/url',
  'GET /platformConfig/getPlatform/registerFlag',
  'GET /platformConfig/getPlatform/checkcodeFlag',
  'GET /platformConfig/getPlatform/appVersion',
  // Signing out of a session that is gone succeeds (jshERP's client signs out on every 401: a refusal would loop).
  'GET /user/logout',
  'GET /sys/version',
  'GET /openapi.json',
  // Probes of process managers and load balancers (app/health.ts): alive, and database ready.
  'GET /health',
  'GET /ready',
];

/** Routes any signed-in user may call whatever their role: only the caller's own data or shared lookups. */
const LOGIN_ROUTES = [
  'GET /user/getUserSession',
  'GET /user/infoWithTenant',
  'GET /user/getUserBtnByCurrentUser',
  'GET /user/getCurrentPriceLimit',
  'GET /user/getRoleTypeByCurrentUser',
  'GET /user/getUserList',
  'PUT /user/updatePwd',
  'POST /user/updatePwd',
  'PUT /user/language',
  'POST /function/findMenuByPNumber',
  'GET /function/findMenuByPNumber',
  'GET /sys/user/getCurrentUserDeparts',
  'POST /sys/selectDepart',
  'GET /msg/list',
  'GET /msg/info',
  'DELETE /msg/delete',
  'DELETE /msg/deleteBatch',
  'GET /msg/getMsgByStatus',
  'GET /msg/getMsgCountByStatus',
  'GET /msg/getMsgCountByType',
  'POST /msg/batchUpdateStatus',
  'POST /msg/readAllMsg',
  'GET /sys/annountCement/queryById',
  'GET /organization/getAllOrganizationTreeByUser',
  'GET /person/getPersonByType',
  'GET /person/getPersonByNumType',
  'GET /platformConfig/getInfoByKey',
  'GET /systemConfig/getCurrentInfo',
  'GET /systemConfig/fileSizeLimit',
  // The reference's generic sheet: it holds only the title, headers and rows the caller sent (plus the company name).
  'POST /systemConfig/exportExcelByParam',
  // Attachments and product images of the caller's own tenant (others' read as missing); names are unguessable.
  'GET /systemConfig/static/:biz/:tenantId/:name',
  'GET /websocket/:userId',
  // Dashboard figures: the caller's own data scope and price masking (reports.md §12).
  'GET /depotHead/getBuyAndSaleStatistics',
  // The caller's own creator scope (the report pages' 操作员 filter).
  'GET /depotHead/getCreatorByCurrentUser',
  'GET /depotItem/buyOrSalePrice',
  // Pickers of bill and finance screens (issue 3): names and ids of the tenant's master data.
  'POST /supplier/findBySelect_sup',
  'GET /supplier/getInfoByName',
  'POST /supplier/findBySelect_cus',
  'POST /supplier/findBySelect_retail',
  'POST /supplier/findBySelect_organ',
  'GET /inOutItem/findBySelect',
  'GET /account/getAccount',
  'GET /account/findBySelect',
  'GET /unit/getAllList',
  'GET /depot/getAllList',
  'GET /depot/findDepotByCurrentUser',
  // Whether an optional module is switched on (hides its pages everywhere).
  'GET /plugin/checkByPluginId',
  // Dictionary rows are labels of coded values every screen may show (api.md §2.7).
  'GET /dict/data/type/:dictType',
  // Material lookups of every bill screen's line grid and pickers (issue 5, docs/material-api.md): the tenant's own
  // catalogue, prices masked by role.
  'GET /materialCategory/getMaterialCategoryTree',
  'POST /materialCategory/getMaterialCategoryTree',
  'GET /materialCategory/getAllList',
  'GET /material/findBySelect',
  'GET /material/getMaterialByBarCode',
  'GET /material/findForBill',
  'GET /material/getMaterialByParam',
  'GET /material/findById',
  'GET /material/findByIdWithBarCode',
  'GET /material/getMaterialNameList',
  'GET /material/getMaterialEnableSerialNumberList',
  'GET /materialsExtend/getDetailList',
  'GET /materialsExtend/getInfoByBarCode',
  'GET /materialAttribute/getNameList',
  'GET /materialAttribute/getValueListById',
  'GET /materialProperty/getAllList',
  'POST /serialNumber/getEnableSerialNumberList',
  'GET /depotItem/findStockByDepotAndBarCode',
  'POST /depotItem/stockOfLines',
  'GET /depotItem/getBatchNumberList',
];

/** Routes kept for the reference client that refuse everyone by design, whatever the role. */
const ALWAYS_REFUSED: Record<string, string> = {
  'POST /plugin/uploadInstallPluginJar': '出于安全考虑，系统不支持上传插件',
};

const OWN_PARTNER_LISTED = 'the bill being edited keeps its own partner in the list (a name only), even one disabled or not granted';
const BILL_OWN_PARTNER = "must be the named bill's own partner (404 otherwise): the sheet reads no other partner";
// Left for a product decision (the pickers of 收款单 / 付款单 already offer granted customers only).
const FINANCE_UNSCOPED =
  'finance documents are not customer-scoped (as the reference; business-rules §12 names sales lists and pickers): 选择期初 / 选择单据 of any document being edited';
/**
 * Routes whose `depotId` / `organId` is not checked against the caller's grants by the route layer (`grants`,
 * app/route.ts), each with the reason. A route reading stock or prices of a depot or customer belongs in neither:
 * declare its grants.
 */
const UNGRANTED_FIELDS: Record<string, string> = {
  'POST /supplier/findBySelect_sup organId': OWN_PARTNER_LISTED,
  'POST /supplier/findBySelect_cus organId': OWN_PARTNER_LISTED,
  'POST /supplier/findBySelect_retail organId': OWN_PARTNER_LISTED,
  'POST /supplier/findBySelect_organ organId': OWN_PARTNER_LISTED,
  'GET /supplier/getBeginNeedByOrganId organId': FINANCE_UNSCOPED,
  'GET /accountHead/debtBills organId': FINANCE_UNSCOPED,
  // The writers of opening stock check their depots themselves, after their existence (404 before 403).
  'POST /material/batchSetStockPreview depotIds': 'batch-set.service stockChanges: assertDepotsGranted',
  'POST /material/batchSetStock depotIds': 'batch-set.service stockChanges: assertDepotsGranted',
  'POST /depotItem/importItemExcel organId': 'the partner may come as a form field of the upload: the handler checks it after reading the form',
  'POST /systemConfig/exportExcelByParamSaleOrder organId': BILL_OWN_PARTNER,
  'POST /systemConfig/exportExcelByParamSaleOut organId': BILL_OWN_PARTNER,
  'POST /systemConfig/exportExcelByParamPurchaseOrder organId': BILL_OWN_PARTNER,
  'POST /systemConfig/exportExcelByParamProductionOrder organId': BILL_OWN_PARTNER,
  'POST /systemConfig/exportExcelByParamSaleQuote organId': BILL_OWN_PARTNER,
  'POST /systemConfig/exportProductionFlow organId': BILL_OWN_PARTNER,
  'POST /systemConfig/showRawMaterialUpdate organId': BILL_OWN_PARTNER,
};

/**
 * Reports whose depot and partner filters are narrowed to the caller's grants in their SQL (reports.md §0: the depot set
 * is the chosen depots within those the user may use, report-scope `depotSet`; customers by `customerGranted`): an
 * ungranted one reads nothing instead of 403, and a client sending every depot still gets the granted ones.
 */
const NARROWED_IN_SQL = [
  'GET /depotHead/exportAllocationDetail',
  'GET /depotHead/exportInOutDetail',
  'GET /depotHead/exportInOutMaterialCount',
  'GET /depotHead/exportStatementAccount',
  'GET /depotHead/findAllocationDetail',
  'GET /depotHead/findInOutDetail',
  'GET /depotHead/findInOutMaterialCount',
  'GET /depotHead/getStatementAccount',
  'GET /depotItem/buyIn',
  'GET /depotItem/buyInTrend',
  'GET /depotItem/exportBuyIn',
  'GET /depotItem/exportDetailByDepotIdsAndMaterialId',
  'GET /depotItem/exportInOutStock',
  'GET /depotItem/exportRetailOut',
  'GET /depotItem/exportSaleOut',
  'GET /depotItem/exportStockWarningCount',
  'GET /depotItem/findDetailByDepotIdsAndMaterialId',
  'GET /depotItem/findStockWarningCount',
  'GET /depotItem/getInOutStock',
  'GET /depotItem/getInOutStockCountMoney',
  'GET /depotItem/getMaterialDepotStockByParam',
  'GET /depotItem/retailOut',
  'GET /depotItem/retailOutTrend',
  'GET /depotItem/saleOut',
  'GET /depotItem/saleOutTrend',
  'GET /material/exportListWithStock',
  'GET /material/getListWithStock',
  'GET /material/getMaterialDepotStock',
  'GET /material/getStockValueByCategory',
];

const WEBSOCKET = 'GET /websocket/:userId';

let t: TestApp;
let prefix: string;
let demoTenantId: string;
/** Role without any grant. */
let nothingToken: () => Promise<string>;
/** Role holding every page of the tenant package, but no button on any of them. */
let pagesOnlyToken: () => Promise<string>;

const key = (r: RegisteredRoute) => `${r.method} ${r.url.slice(prefix.length)}`;
// Path ids name no row, so walking a route (e.g. /plugin/stop/:id) passes its access check without changing state.
const pathOf = (r: RegisteredRoute) => r.url.slice(prefix.length).replace(/:[A-Za-z]+/g, '999999999');
const isPage = (r: RegisteredRoute): r is RegisteredRoute & { access: { kind: 'page'; pages: readonly string[]; button?: string; platform?: boolean } } =>
  r.access.kind === 'page';
const httpRoutes = () => t.routes.filter((r) => key(r) !== WEBSOCKET);

/** The walk's sessions, one per user; `/user/logout` ends the one it is called with, so the next call makes another. */
const sessions = new Map<string, string>();
async function tokenFor(loginName: string): Promise<string> {
  const token = sessions.get(loginName) ?? (await sessionFor(t, loginName));
  sessions.set(loginName, token);
  return token;
}

async function callRoute(r: RegisteredRoute, token?: string): Promise<ApiResponse> {
  const res = await t.call(r.method, pathOf(r), token ? { token } : {});
  if (key(r) === 'GET /user/logout') sessions.clear();
  return res;
}

/** The signed-in caller got past the access check (the empty input may still be refused with 400/404/409/422). */
function expectAllowed(r: RegisteredRoute, res: ApiResponse): void {
  expect([401, 403], `${key(r)} → ${res.status} ${res.text}`).not.toContain(res.status);
  expect(res.status, `${key(r)} → ${res.text}`).toBeLessThan(500);
}

beforeAll(async () => {
  t = await createTestApp();
  prefix = t.config.apiPrefix;
  demoTenantId = (await userOf(t, 'jsh')).tenantId;
  const packageRoleId = (await t.db.selectFrom('tenant').select('package_role_id').where('id', '=', demoTenantId).executeTakeFirstOrThrow()).package_role_id!;
  const packagePages = await t.db
    .selectFrom('role_function as rf')
    .innerJoin('sys_function as f', 'f.id', 'rf.function_id')
    .select('f.url')
    .where('rf.tenant_id', '=', '0')
    .where('rf.role_id', '=', packageRoleId)
    .execute();

  const nothing = unique('nothing');
  await createUser(t, demoTenantId, nothing, await createRole(t, demoTenantId, nothing, []));
  const pagesOnly = unique('pagesonly');
  await createUser(
    t,
    demoTenantId,
    pagesOnly,
    await createRole(
      t,
      demoTenantId,
      pagesOnly,
      packagePages.map((p) => ({ url: p.url, btnStr: '' })),
    ),
  );
  // Walking `/user/logout` must not end the session of later calls (callRoute makes a new one after it).
  nothingToken = () => tokenFor(nothing);
  pagesOnlyToken = () => tokenFor(pagesOnly);
});
afterAll(async () => t.close());

describe('access declarations', () => {
  it('every route declares a known access kind with real pages and buttons', async () => {
    const functions = await t.db.selectFrom('sys_function').select(['url', 'push_btn']).where('delete_flag', '=', false).where('enabled', '=', true).execute();
    const known = new Set(functions.map((f) => f.url));
    const offered = new Map(functions.map((f) => [f.url, (f.push_btn ?? '').split(',')]));
    const buttons = new Set<string>(Object.values(BUTTON));
    expect(t.routes.length).toBeGreaterThan(50);
    const ungrantable: string[] = [];
    for (const r of t.routes) {
      expect(['public', 'login', 'page'], key(r)).toContain(r.access.kind);
      if (!isPage(r)) continue;
      expect(r.access.pages.length, key(r)).toBeGreaterThan(0);
      for (const p of r.access.pages) expect(known.has(p), `${key(r)} names page ${p}, not in sys_function`).toBe(true);
      if (r.access.button !== undefined) {
        expect(buttons.has(r.access.button), `${key(r)} button ${r.access.button}`).toBe(true);
        // A button no role can be granted (not in any of the pages' pushBtn) would lock everyone out.
        if (!r.access.pages.some((p) => offered.get(p)?.includes(r.access.button!)))
          ungrantable.push(`${key(r)} needs button ${r.access.button} (${r.access.pages.join(', ')})`);
      }
      const platformOnly = r.access.pages.every((p) => PLATFORM_ONLY_URLS.includes(p));
      // A platform page declared as an ordinary page would rely on the package alone; declare it platform.
      expect(Boolean(r.access.platform), `${key(r)}: platform pages ⇔ platform access`).toBe(platformOnly);
    }
    expect(ungrantable).toEqual([]);
  });

  it('public routes are exactly the reviewed list; login-only routes all reviewed', () => {
    expect(
      t.routes
        .filter((r) => r.access.kind === 'public')
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
    // A route reachable by every signed-in user must be reviewed and added to LOGIN_ROUTES (own data or shared pickers only).
    const login = t.routes.filter((r) => r.access.kind === 'login').map(key);
    expect(login.filter((k) => !LOGIN_ROUTES.includes(k))).toEqual([]);
    // Each reviewed once, and only routes that are login-only: a stale or repeated entry hides what was reviewed.
    expect(LOGIN_ROUTES.filter((k, i) => LOGIN_ROUTES.indexOf(k) !== i)).toEqual([]);
    expect(LOGIN_ROUTES.filter((k) => !login.includes(k))).toEqual([]);
  });

  it('every route given a depot or a partner checks the grant, or says here why it need not', () => {
    // A query read flat or from `search` (withSearchJson) is a pipe into the object that names its fields.
    const objectOf = (schema: unknown) => (schema instanceof z.ZodPipe ? (schema.out as unknown) : schema);
    const fieldsOf = (r: RegisteredRoute) =>
      [r.query, r.body].map(objectOf).flatMap((schema) => (schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : []));
    const granted = (r: RegisteredRoute) => [...(r.grants?.depots ?? []), ...(r.grants?.customer ? [r.grants.customer] : [])];
    const unchecked: string[] = [];
    for (const r of t.routes) {
      const fields = fieldsOf(r);
      for (const field of granted(r)) expect(fields, `${key(r)} grants ${field}`).toContain(field);
      for (const field of fields.filter((f) => /^depotId/.test(f) || f === 'organId')) {
        if (!granted(r).includes(field) && !UNGRANTED_FIELDS[`${key(r)} ${field}`] && !NARROWED_IN_SQL.includes(key(r))) unchecked.push(`${key(r)} ${field}`);
      }
    }
    expect(unchecked).toEqual([]);
    // Each reviewed entry still names such a route's field.
    const named = t.routes.flatMap((r) => fieldsOf(r).map((f) => `${key(r)} ${f}`));
    expect(Object.keys(UNGRANTED_FIELDS).filter((k) => !named.includes(k))).toEqual([]);
    expect(NARROWED_IN_SQL.filter((k) => !t.routes.some((r) => key(r) === k && fieldsOf(r).some((f) => /^depotId/.test(f) || f === 'organId')))).toEqual([]);
  });

  it('the registry lists every route the server answers, and each only once', () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    expect(registered.size).toBe(t.routes.length);
    // Rebuild full paths from fastify's own route tree.
    const served = new Set<string>();
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^([│ ]*)[├└]── (.*) \(([A-Z, ]+)\)$/.exec(line) ?? /^([│ ]*)[├└]── (.*)$/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      stack.length = depth;
      const path = `${stack.join('')}${m[2]}`;
      stack.push(m[2]!);
      for (const method of (m[3] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (method !== 'HEAD') served.add(`${method} ${path}`);
      }
    }
    expect(served.size).toBeGreaterThan(50);
    // The reference mount (docs/reference-client.md) serves the registered routes again under its own prefix.
    const { apiPrefix, referencePrefix } = t.config;
    const onMirror = (s: string) => s.split(' ')[1]!.startsWith(`${referencePrefix}/`);
    const ours = [...served].filter((s) => !onMirror(s));
    const mirrored = [...served].filter(onMirror).map((s) => s.replace(` ${referencePrefix}/`, ` ${apiPrefix}/`));
    expect(mirrored.length).toBeGreaterThan(50);
    expect(ours.filter((s) => !registered.has(s))).toEqual([]);
    expect(mirrored.filter((s) => !registered.has(s))).toEqual([]);
    expect([...registered].filter((s) => !ours.includes(s))).toEqual([]);
  });
});

describe('without a valid token', () => {
  it('every non-public route answers 401 with the envelope', async () => {
    for (const r of httpRoutes().filter((x) => x.access.kind !== 'public')) {
      expectErrorEnvelope(await callRoute(r), 401);
    }
  });

  it('a malformed, unknown or revoked token is the same as none', async () => {
    const revoked = await sessionFor(t, 'jsh');
    expect((await t.call('GET', '/user/logout', { token: revoked })).status).toBe(200);
    const tokens = ['x', 'null', '0'.repeat(64), 'f'.repeat(64), `${revoked} `.repeat(2), revoked, revoked.toUpperCase()];
    for (const r of httpRoutes().filter((x) => x.access.kind !== 'public')) {
      for (const token of tokens) expectErrorEnvelope(await callRoute(r, token), 401);
    }
  });

  it('public routes never answer 401 or 5xx', async () => {
    for (const r of httpRoutes().filter((x) => x.access.kind === 'public')) {
      const res = await callRoute(r);
      expect(res.status, `${key(r)} → ${res.text}`).not.toBe(401);
      expect(res.status, `${key(r)} → ${res.text}`).toBeLessThan(500);
    }
  });

  it('the websocket closes with 4401', async () => {
    const ws = await openWs(t, '/websocket/1');
    expect((await ws.closed).code).toBe(4401);
  });
});

describe('with a token whose role lacks the page', () => {
  it('every page route answers 403 for a role without grants', async () => {
    const pageRoutes = httpRoutes().filter(isPage);
    expect(pageRoutes.length).toBeGreaterThan(40);
    for (const r of pageRoutes) expectErrorEnvelope(await callRoute(r, await nothingToken()), 403);
  });

  it('login-only routes still serve a user without grants', async () => {
    for (const r of httpRoutes().filter((x) => x.access.kind === 'login')) expectAllowed(r, await callRoute(r, await nothingToken()));
  });

  it('test123 (bill and finance pages only) is refused every system page', async () => {
    const token = await sessionFor(t, 'test123');
    const systemRoutes = httpRoutes()
      .filter(isPage)
      .filter((r) => r.access.pages.every((p) => p.startsWith('/system/')));
    expect(systemRoutes.length).toBeGreaterThan(30);
    for (const r of systemRoutes) expectErrorEnvelope(await callRoute(r, token), 403);
  });

  it('platform routes refuse the tenant owner jsh, who holds every other page', async () => {
    const platform = httpRoutes()
      .filter(isPage)
      .filter((r) => r.access.platform);
    expect(platform.map(key)).toEqual(
      expect.arrayContaining(['GET /tenant/list', 'GET /function/list', 'GET /platformConfig/list', 'POST /platformConfig/updatePlatformConfigByKey']),
    );
    for (const r of platform) {
      const res = await callRoute(r, await tokenFor('jsh'));
      expectErrorEnvelope(res, 403);
    }
    for (const r of httpRoutes()
      .filter(isPage)
      .filter((x) => !x.access.platform))
      expectAllowed(r, await callRoute(r, await tokenFor('jsh')));
  });
});

describe('with the page but not the button', () => {
  it('every route needing a button answers 403; the same pages serve routes without one', async () => {
    const tenantPages = httpRoutes()
      .filter(isPage)
      .filter((r) => !r.access.platform);
    const withButton = tenantPages.filter((r) => r.access.button !== undefined);
    const withoutButton = tenantPages.filter((r) => r.access.button === undefined);
    expect(withButton.length).toBeGreaterThan(10);
    expect(withoutButton.length).toBeGreaterThan(5);
    for (const r of withButton) expectErrorEnvelope(await callRoute(r, await pagesOnlyToken()), 403);
    for (const r of withoutButton) expectAllowed(r, await callRoute(r, await pagesOnlyToken()));
  });
});

describe('the platform administrator', () => {
  it('passes the access check of every route', async () => {
    for (const r of httpRoutes().filter((x) => x.access.kind !== 'public')) {
      const res = await callRoute(r, await tokenFor('admin'));
      const refusal = ALWAYS_REFUSED[key(r)];
      if (refusal === undefined) expectAllowed(r, res);
      else expect(res.body, key(r)).toEqual({ code: 403, data: { message: refusal } });
    }
  });
});
