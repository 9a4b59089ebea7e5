import type { z } from 'zod';
import type { ApiMap, RequestMap } from './contract.js';
import { approvalApi, approvalRequests } from './approval.js';
import { basicApi, basicRequests } from './basic.js';
import { colorYarnApi, colorYarnRequests } from './color-yarn.js';
import { financeApi, financeRequests } from './finance.js';
import { materialLookupApi, materialLookupRequests } from './material-lookup.js';
import { materialApi, materialRequests } from './material.js';
import { productionApi, productionRequests } from './production.js';
import { billReportRequests, stockReportRequests } from './report-requests.js';
import { stockReportsApi } from './reports.js';
import { homeFiguresApi } from './stock-dashboard.js';
import { stockApi, stockRequests } from './stock.js';
import { systemRequests } from './system-requests.js';
import { systemApi } from './system.js';

export * from './contract.js';
export * from './imports.js';
export * from './resource-api.js';
export * from './system.js';
export * from './system-requests.js';
export * from './basic.js';
export * from './material.js';
export * from './material-lookup.js';
export * from './color-yarn.js';
export * from './bill-rows.js';
export * from './stock.js';
export * from './stock-dashboard.js';
export * from './production.js';
export * from './finance.js';
export * from './reports.js';
export * from './report-requests.js';
export * from './approval.js';

/**
 * The API map of each area, one file per area (`api/<area>.ts` exporting `<area>Api … satisfies ApiMap`).
 * A new area adds one line here; a key two areas both declare fails the contracts test.
 */
export const apiAreas = {
  system: systemApi,
  basic: basicApi,
  material: materialApi,
  materialLookup: materialLookupApi,
  colorYarn: colorYarnApi,
  stock: stockApi,
  homeFigures: homeFiguresApi,
  production: productionApi,
  finance: financeApi,
  stockReports: stockReportsApi,
  approval: approvalApi,
} as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every described route's answer by key, with its schema's type (the web's calls are typed by it). */
export type KnownApi = UnionToIntersection<(typeof apiAreas)[keyof typeof apiAreas]>;

/**
 * Every hand-written route's answer, keyed `'METHOD /path'` as the route declares it; the server
 * publishes these in its OpenAPI document and the API tests check every answer against them.
 * Resource endpoints take theirs from the resource definition (resourceResponses).
 */
export const apiMap: ApiMap = Object.assign({}, ...Object.values(apiAreas)) as ApiMap;

/** Keys of routes that answer `{code:200, data}` (not files, spreadsheets or the reference's raw shapes). */
export type EnvelopedApiKey = { [K in keyof KnownApi]: KnownApi[K] extends { data: z.ZodType } ? K : never }[keyof KnownApi];

/** The `data` a route answers with, for the web's calls: `ApiData<'GET /user/getUserSession'>`. */
export type ApiData<K extends keyof KnownApi> = KnownApi[K] extends { data: infer S extends z.ZodType } ? z.output<S> : never;

/** The JSON body of a raw reply (the reference's `{success, result}` shapes, plain text). */
export type ApiBody<K extends keyof KnownApi> = KnownApi[K] extends { body: infer S extends z.ZodType } ? z.output<S> : never;

/**
 * What each area's routes take (`<area>Requests … satisfies RequestMap`, beside the area's answers), keyed like the
 * API map. The server's routes parse with these objects and the web's calls are typed by them.
 */
export const requestAreas = {
  material: materialRequests,
  colorYarn: colorYarnRequests,
  system: systemRequests,
  basic: basicRequests,
  materialLookup: materialLookupRequests,
  stock: stockRequests,
  production: productionRequests,
  finance: financeRequests,
  approval: approvalRequests,
  billReports: billReportRequests,
  stockReports: stockReportRequests,
} as const;

/** Every described route's request by key. */
export type KnownRequests = UnionToIntersection<(typeof requestAreas)[keyof typeof requestAreas]>;

/** Every described route's request, keyed `'METHOD /path'`: the route parses with exactly these schemas. */
export const requestMap: RequestMap = Object.assign({}, ...Object.values(requestAreas)) as RequestMap;

/**
 * What the web may send as the body of the route `K`: the input of its contract's body schema; for a described route
 * that takes no JSON body, none or a multipart form (an upload: the file and its fields are read by the handler);
 * anything for a route whose request is not described.
 */
export type ApiBodyInput<K extends string> = K extends keyof KnownRequests
  ? KnownRequests[K] extends { body: infer S extends z.ZodType }
    ? z.input<S>
    : FormData | undefined
  : unknown;

/** What the web may send as the query of the route `K`: the input of its contract's query schema (none when it takes none). */
export type ApiQueryInput<K extends string> = K extends keyof KnownRequests
  ? KnownRequests[K] extends { query: infer S extends z.ZodType }
    ? z.input<S>
    : Record<string, never>
  : Record<string, string | number | boolean | null | undefined>;
