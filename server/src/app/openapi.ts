import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { RegisteredRoute } from './register-routes.js';

function toSchema(schema: z.ZodType | undefined, io: 'input' | 'output' = 'input'): unknown {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function describeAccess(route: RegisteredRoute): string {
  const a = route.access;
  if (a.kind !== 'page') return a.kind;
  return `${a.platform ? 'platform ' : ''}page ${a.pages.join(' | ')}${a.button ? ` button ${a.button}` : ''}`;
}

/** OpenAPI 3.1 document built from the same zod schemas that validate the requests. */
export function buildOpenApiDocument(config: AppConfig, routes: readonly RegisteredRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const querySchema = toSchema(route.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
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
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
      responses: {
        '200': { description: '{code:200, data}' },
        '400': { description: '{code, data:{message, field}}' },
        '401': { description: 'not signed in' },
        '403': { description: 'missing page or button permission' },
      },
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: '算盘ERP API', version: config.version },
    servers: [{ url: '/' }],
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } },
    security: [{ token: [] }],
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance, config: AppConfig, routes: RegisteredRoute[]): void {
  const url = `${config.apiPrefix}/openapi.json`;
  routes.push({ method: 'GET', url, access: { kind: 'public' } });
  let cached: Record<string, unknown> | undefined;
  app.get(url, async () => (cached ??= buildOpenApiDocument(config, routes)));
}
