// The web's calls of described routes take their answer's type from the contracts (`api.get('/path')` in
// web/src/app/api/api.ts), not from a type written at the call (`http.get<Row>('/path')`), so the web cannot
// drift from what the server declares. A call through `http` with a literal path the API map describes with an
// enveloped answer fails here, naming file:line; `http` stays for resource URLs and undescribed routes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiMap } from '@suanpan/contracts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const VERBS: Record<string, string> = { get: 'GET', poll: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const enveloped = (key: string) => {
  const reply = apiMap[key];
  return reply !== undefined && 'data' in reply;
};

/** `file:line METHOD /path` of every `http.<verb>('/path')` whose route the contracts describe. */
export function untypedCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = node.expression;
      const verb = VERBS[target.name.text];
      const first = node.arguments[0];
      if (ts.isIdentifier(target.expression) && target.expression.text === 'http' && verb && first && ts.isStringLiteralLike(first)) {
        const key = `${verb} ${first.text}`;
        if (enveloped(key)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${key}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web API calls', () => {
  it('finds an untyped call of a described route (self-test)', () => {
    const sample = "export const f = () => http.get<{ user: unknown }>('/user/getUserSession');\nconst g = () => http.get(`/x/${1}`);";
    expect(untypedCalls('sample.ts', sample)).toEqual(['sample.ts:1 GET /user/getUserSession']);
  });

  it('every call of a route the contracts describe goes through the typed api helper', () => {
    const found = sourceFiles('web/src').flatMap((file) => untypedCalls(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(found, 'use api.<verb>(path) from web/src/app/api/api.ts: its answer type comes from the contracts').toEqual([]);
  }, 60_000);
});
