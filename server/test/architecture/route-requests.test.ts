// A route's request — its query string and JSON body — is described once, in @suanpan/contracts beside the area's
// answers (`<area>Requests … satisfies RequestMap`, packages/contracts/src/api/<area>.ts): the server parses with
// those very schemas and the web's calls are typed by their input, so a field renamed on one side fails the type
// check on the other. A route file (server/src/modules/**/*.routes.ts) therefore writes no schema of its own:
// it imports nothing of zod but its types, and every `query` / `body` it hands a route (or spreads into one) is a
// name imported from the contracts. And what a route parses with is the request map's entry for its
// `METHOD /path`, the same object, so the map cannot describe one thing while the route checks another.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { requestMap } from '@suanpan/contracts';
import type { RouteSpec } from '../../src/app/route.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const CONTRACTS = '@suanpan/contracts';

function routeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(rel);
    return entry.name.endsWith('.routes.ts') ? [rel] : [];
  });
}

/** `file:line what` of each request schema the route file writes itself instead of naming the contract's. */
export function inlineRequests(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  const fromContracts = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const typeOnly = clause?.isTypeOnly === true;
    if (statement.moduleSpecifier.text === 'zod' && !typeOnly) {
      const bindings = clause?.namedBindings;
      const values = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly) : [clause];
      if (values.length > 0) at(statement, 'imports zod to write a schema');
    }
    if (statement.moduleSpecifier.text === CONTRACTS && !typeOnly && clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) if (!element.isTypeOnly) fromContracts.add(element.name.text);
    }
  }
  const isKey = (node: ts.Expression): boolean =>
    ts.isStringLiteralLike(node) || ts.isTemplateExpression(node) || (ts.isAsExpression(node) && isKey(node.expression));
  /** A name imported from the contracts, or a property or `['METHOD /path']` entry of one. */
  const isContractReference = (node: ts.Expression): boolean => {
    if (ts.isIdentifier(node)) return fromContracts.has(node.text);
    if (ts.isPropertyAccessExpression(node)) return isContractReference(node.expression);
    // An entry named by a literal key or a template of one (`GET ${url}` of a list of routes; the route-map check below ties it to the right entry).
    if (ts.isElementAccessExpression(node)) return isKey(node.argumentExpression) && isContractReference(node.expression);
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return isContractReference(node.expression);
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if ((name === 'query' || name === 'body') && ts.isPropertyAssignment(property) && !isContractReference(property.initializer))
          at(property, `${name} is not the contract's`);
        if ((name === 'query' || name === 'body') && ts.isShorthandPropertyAssignment(property) && !fromContracts.has(property.name.text))
          at(property, `${name} is not the contract's`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const keysOf = (spec: RouteSpec) => (Array.isArray(spec.method) ? spec.method : [spec.method]).map((method) => `${method} ${spec.url}`);

/** Each route of the file whose query or body is not its `METHOD /path`'s entry of the request map (by identity). */
function routesOffContract(routes: readonly RouteSpec[]): string[] {
  return routes.flatMap((spec) =>
    keysOf(spec).flatMap((key) => {
      const described = requestMap[key];
      if (!described) return spec.query || spec.body ? [`${key} takes a request the request map does not describe`] : [];
      const off = (['query', 'body'] as const).filter((part) => spec[part] !== described[part]);
      return off.map((part) => `${key} parses its ${part} with another schema than the request map's`);
    }),
  );
}

const isRouteSpec = (value: unknown): value is RouteSpec =>
  typeof value === 'object' && value !== null && 'url' in value && 'method' in value && 'handler' in value;

describe('route requests', () => {
  it('finds a request schema written in a route file (self-test)', () => {
    const sample = [
      "import { listQuerySchema, stockRequests, type BillKind } from '@suanpan/contracts';",
      "import { z } from 'zod';",
      'const local = listQuerySchema.extend({ days: z.number() });',
      "route({ query: listQuerySchema, ...stockRequests['GET /a'], body: stockRequests['POST /b'].body });",
      'route({ query: stockRequests[`GET ${url}`].query });',
      'route({ query: local, body: z.object({}) });',
      'route({ query: listQuerySchema.pick({ search: true }) });',
    ].join('\n');
    expect(inlineRequests('sample.ts', sample)).toEqual([
      'sample.ts:2 imports zod to write a schema',
      "sample.ts:6 query is not the contract's",
      "sample.ts:6 body is not the contract's",
      "sample.ts:7 query is not the contract's",
    ]);
    expect(inlineRequests('types.ts', "import type { z } from 'zod';\nimport { type ZodType } from 'zod';")).toEqual([]);
  });

  it('finds a route that parses with another schema than its contract (self-test)', () => {
    const [key, described] = Object.entries(requestMap).find(([, r]) => r.query)!;
    const [method, url] = key.split(' ') as [RouteSpec['method'], string];
    const handler = async () => undefined;
    expect(routesOffContract([{ method, url, access: { kind: 'login' }, query: described.query, handler }])).toEqual([]);
    expect(routesOffContract([{ method, url, access: { kind: 'login' }, query: described.query!.optional(), handler }])).toEqual([
      `${key} parses its query with another schema than the request map's`,
    ]);
    expect(routesOffContract([{ method: 'GET', url: '/not/described', access: { kind: 'login' }, body: described.query!, handler }])).toEqual([
      'GET /not/described takes a request the request map does not describe',
    ]);
  });

  it('route files write no request schema: each names its contract', () => {
    const files = routeFiles('server/src/modules');
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => inlineRequests(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(found, 'move the schema to the area file of packages/contracts/src/api (its <area>Requests map) and name it here').toEqual([]);
  });

  it("the routes of every route file parse with their request map entry's very schemas", async () => {
    const files = routeFiles('server/src/modules');
    const off: string[] = [];
    for (const file of files) {
      const exported = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
      const routes = Object.values(exported).flatMap((value) => (Array.isArray(value) ? value.filter(isRouteSpec) : []));
      off.push(...routesOffContract(routes).map((problem) => `${file}: ${problem}`));
    }
    expect(off).toEqual([]);
  }, 60_000);
});
