// The project's import graph, file by file, as the architecture tests read it: every import and re-export (type-only
// included) of the contracts package, the server and the web that names a file of the tree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
export const sourceRoots = ['packages/contracts/src', 'server/src', 'web/src'].map((dir) => path.join(root, dir));
const aliases: Record<string, string> = { '@suanpan/contracts': path.join(root, 'packages/contracts/src/index.ts') };

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The project file an import names, or undefined for a package outside the tree. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (aliases[specifier]) return aliases[specifier];
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.(m?js|jsx)$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => fs.existsSync(file));
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}
