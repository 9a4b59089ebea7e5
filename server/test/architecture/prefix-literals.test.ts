// The kind catalogues are the only code that knows bill number prefixes (XSCK, CGTH, SK …): everything else names
// kinds by their properties (kindsWhere, kindsSql, reportSigned, purchaseForLink …), so a new kind or a changed
// rule is one edit in one table. Comments are free to mention prefixes; identifiers, strings and templates
// (SQL included) are not.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BILL_PREFIXES, FINANCE_PREFIXES } from '@suanpan/contracts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sourceRoots = ['packages/contracts/src', 'server/src', 'web/src'];

/** The catalogues themselves. */
const CATALOGUES = [
  'packages/contracts/src/resources/stock/bill-kind-types.ts',
  'packages/contracts/src/resources/stock/bill-kinds.ts',
  'packages/contracts/src/resources/finance/finance-kinds.ts',
];

/**
 * Exempt by nature: migrations are frozen history (they must reproduce the schema of their day and never import
 * runtime code, so they spell the prefixes of that day); tests name concrete kinds as fixtures and expected values,
 * deliberately independent of the catalogue so that a catalogue change altering behaviour fails them.
 */
const exempt = (file: string) => file.includes('/db/migrations/') || /\.test\.tsx?$/.test(file);

/**
 * Files that still key tables by prefix, to be turned into catalogue properties. The list may only shrink: the
 * test fails when a file here no longer holds a prefix, so it is taken off.
 */
const PENDING: string[] = [];

const goods = new RegExp(`(?<![A-Za-z0-9_])(${BILL_PREFIXES.join('|')})(?![A-Za-z])`);
const finance = new RegExp(`^(${FINANCE_PREFIXES.join('|')})$|'(${FINANCE_PREFIXES.join('|')})'`);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** `file:line text` of every identifier, string or template part that names a prefix. */
export function prefixLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let value: string | undefined;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) value = node.text;
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) value = node.text;
    if (value !== undefined && (goods.test(value) || finance.test(value))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line} ${value.trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('bill prefixes', () => {
  const files = sourceRoots.flatMap(sourceFiles).filter((f) => !CATALOGUES.includes(f) && !exempt(f));
  const hits = new Map(files.map((f) => [f, prefixLiterals(f, fs.readFileSync(path.join(root, f), 'utf8'))]));

  it('appear only in the kind catalogues', () => {
    const outside = [...hits].filter(([f]) => !PENDING.includes(f)).flatMap(([, h]) => h);
    expect(outside).toEqual([]);
  });

  it('leave the pending list once a file no longer holds one', () => {
    expect(PENDING.filter((f) => (hits.get(f) ?? []).length === 0)).toEqual([]);
  });

  it('are found in identifiers, strings and SQL templates, not in comments', () => {
    const sample = [
      '// XSCK in a comment',
      "const a = kind.prefix === 'XSDD';",
      "const b = sql`h.prefix in ('CGTH')`;",
      'const c = { LSCK: 1 };',
      "const d = 'SK';",
    ].join('\n');
    expect(prefixLiterals('sample.ts', sample).map((h) => h.split(' ')[0])).toEqual(['sample.ts:2', 'sample.ts:3', 'sample.ts:4', 'sample.ts:5']);
  });
});
