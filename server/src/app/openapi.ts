import type { RouteResponse } from '@suanpan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { RegisteredRoute } from './register-routes.js';
import type { Grants } from './route.js';

/** Named schemas shared by operations (recursive trees), published under `components.schemas`. */
type SharedSchemas = Record<string, unknown>;

/**
 * JSON Schema of a zod schema, embedded in the document: its `$defs` (recursive schemas carry an id)
 * move to `components.schemas`, since `#/$defs/…` would point at the document's root.
 */
function toSchema(schema: z.ZodType | undefined, io: 'input' | 'output' = 'input', shared: SharedSchemas = {}): unknown {
  if (!schema) return undefined;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
  const { $schema: _dialect, $defs, ...rest } = json;
  const text = (value: unknown) => JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/');
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) shared[name] = JSON.parse(text(def));
  return JSON.parse(text(rest));
}

function describeAccess(route: RegisteredRoute): string {
  const a = route.access;
  const kind = a.kind !== 'page' ? a.kind : `${a.platform ? 'platform ' : ''}page ${a.pages.join(' | ')}${a.button ? ` button ${a.button}` : ''}`;
  return `${kind}${describeGrants(route.grants)}`;
}

/** The fields the caller must be granted (分配仓库权限 / 分配客户权限): a 403 names the depot or customer. */
function describeGrants(grants: Grants | undefined): string {
  if (!grants) return '';
  const named = [...(grants.depots ?? []).map((f) => `depot ${f}`), ...(grants.customer ? [`customer ${grants.customer}`] : [])];
  return `; granted to the caller: ${named.join(', ')}`;
}

/** The successful answer: the `{code:200, data}` envelope with the declared data, a raw reply's content type, or the websocket switch. */
function successResponse(route: RegisteredRoute, shared: SharedSchemas): Record<string, unknown> {
  const response = route.response;
  if (!response) return { '200': { description: '{code:200, data}' } };
  if ('upgrade' in response) return { '101': { description: 'switches to a websocket' } };
  return { '200': okResponse(response, shared) };
}

function okResponse(response: Exclude<RouteResponse, { upgrade: 'websocket' }>, shared: SharedSchemas): Record<string, unknown> {
  if ('raw' in response) {
    const schema = response.body ? toSchema(response.body, 'output', shared) : {};
    return { description: `${response.raw} without the envelope`, content: { [response.raw]: { schema } } };
  }
  const envelope = { type: 'object', properties: { code: { const: 200 }, data: toSchema(response.data, 'output', shared) }, required: ['code', 'data'] };
  return { description: '{code:200, data}', content: { 'application/json': { schema: envelope } } };
}

/** OpenAPI 3.1 document built from the same zod schemas that validate the requests. */
export function buildOpenApiDocument(config: AppConfig, routes: readonly RegisteredRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: SharedSchemas = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const querySchema = toSchema(route.query, 'input', shared) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    // OpenAPI requires every `{name}` of the path to be declared as a required path parameter.
    const pathParameters = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const parameters = [
      ...pathParameters,
      ...Object.entries(querySchema?.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: querySchema?.required?.includes(name) ?? false,
        schema,
      })),
    ];
    const operation: Record<string, unknown> = {
      summary: route.summary,
      description: `Access: ${describeAccess(route)}`,
      ...(route.access.kind === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input', shared) } } } } : {}),
      responses: {
        ...successResponse(route, shared),
        '400': { description: '{code, data:{message, field}}' },
        '401': { description: 'not signed in' },
        '403': { description: route.grants ? 'missing page or button permission, or a depot / customer not granted' : 'missing page or button permission' },
      },
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: '算盘ERP API', version: config.version },
    servers: [{ url: '/' }],
    components: { schemas: shared, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } },
    security: [{ token: [] }],
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance, config: AppConfig, routes: RegisteredRoute[]): void {
  const url = `${config.apiPrefix}/openapi.json`;
  routes.push({ method: 'GET', url, access: { kind: 'public' }, response: { raw: 'application/json' } });
  let cached: Record<string, unknown> | undefined;
  app.get(url, async () => (cached ??= buildOpenApiDocument(config, routes)));
}
