import type { z } from 'zod';
import type { ApiMap } from './contract.js';
import { homeFiguresApi } from './stock-dashboard.js';
import { systemApi } from './system.js';

export * from './contract.js';
export * from './resource-api.js';
export * from './system.js';
export * from './stock-dashboard.js';

/**
 * Every hand-written route's answer, keyed `'METHOD /path'` as the route declares it; the server
 * publishes these in its OpenAPI document and the API tests check every answer against them.
 * Resource endpoints take theirs from the resource definition (resourceResponses).
 */
export const apiMap: ApiMap = { ...systemApi, ...homeFiguresApi };

type KnownApi = typeof systemApi & typeof homeFiguresApi;

/** The `data` a route answers with, for the web's calls: `ApiData<'GET /user/getUserSession'>`. */
export type ApiData<K extends keyof KnownApi> = KnownApi[K] extends { data: infer S extends z.ZodType } ? z.output<S> : never;
