// The server's module graph is a declared DAG (docs/architecture.md, "The module graph"): each business module of
// server/src/modules may import only the modules listed for it below, each edge written once, and the list itself has
// no circle. What a module must learn from another's posting goes through the posting event
// (platform/document/posting-event.ts), not through an import upwards. A new import between modules fails here until
// its edge is declared — and an edge that closes a circle cannot be declared.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, root, sourceFiles } from './import-graph.js';

/** Every business module and the modules it may import (besides the kernel: app, db, platform). */
const SERVER_MODULES: Readonly<Record<string, readonly string[]>> = {
  system: [],
  basic: [],
  material: [],
  stock: ['basic', 'material'],
  finance: ['basic', 'stock'],
  production: ['material', 'stock'],
  reports: ['material', 'stock'],
  workflow: ['finance', 'stock'],
};

/*
 * The rest of server/src is either the kernel every module builds on (app/, db/, platform/: errors, routes, sessions,
 * the database, the document and list layers), which imports no module, or the composition that puts the modules
 * together and so may import any of them: the module list, the app's assembly, the seeds and the operations tools.
 */
const COMPOSITION = [/^main\.ts$/, /^app\/build-app\.ts$/, /^modules\/index\.ts$/, /^db\/seed[^/]*\.ts$/, /^db\/seeds\//, /^ops\//];

const serverSrc = path.join(root, 'server/src');

/** The unit a server file belongs to: a module's name, 'composition' or 'kernel'. */
function unitOf(file: string): string {
  const rel = path.relative(serverSrc, file).split(path.sep).join('/');
  if (COMPOSITION.some((re) => re.test(rel))) return 'composition';
  const area = /^modules\/([^/]+)\//.exec(rel)?.[1];
  return area ?? 'kernel';
}

/** The declared graph's nodes in an order where each comes after what it imports; throws naming a circle. */
export function topologicalOrder(graph: Readonly<Record<string, readonly string[]>>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') throw new Error(`circle: ${[...trail.slice(trail.indexOf(node)), node].join(' → ')}`);
    state.set(node, 'open');
    for (const next of graph[node] ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
    order.push(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return order;
}

interface Edge {
  from: string;
  to: string;
  file: string;
  imports: string;
}

function serverEdges(): Edge[] {
  const files = sourceFiles(serverSrc).filter((f) => !/\.test\.tsx?$/.test(f));
  const edges: Edge[] = [];
  for (const [file, targets] of importGraph(files)) {
    for (const target of targets) {
      if (!target.startsWith(serverSrc + path.sep)) continue;
      const from = unitOf(file);
      const to = unitOf(target);
      if (from !== to) edges.push({ from, to, file: path.relative(root, file), imports: path.relative(root, target) });
    }
  }
  return edges;
}

const allowed = (e: Edge) => e.from === 'composition' || (e.to === 'kernel' && e.from !== 'kernel') || (SERVER_MODULES[e.from]?.includes(e.to) ?? false);

describe('the server module graph', () => {
  it('finds a circle in a declared graph (the check itself works)', () => {
    expect(() => topologicalOrder({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('circle: a → b → c → a');
    expect(topologicalOrder({ top: ['mid', 'low'], mid: ['low'], low: [] })).toEqual(['low', 'mid', 'top']);
  });

  it('is declared as a DAG over the modules that exist', () => {
    expect(() => topologicalOrder(SERVER_MODULES)).not.toThrow();
    const areas = new Set(
      sourceFiles(path.join(serverSrc, 'modules'))
        .map((f) => unitOf(f))
        .filter((u) => u !== 'composition'),
    );
    expect([...areas].sort()).toEqual(Object.keys(SERVER_MODULES).sort());
    for (const targets of Object.values(SERVER_MODULES)) for (const t of targets) expect(Object.keys(SERVER_MODULES)).toContain(t);
  });

  it('has no import outside the declared edges (the kernel imports no module)', () => {
    const undeclared = serverEdges()
      .filter((e) => !allowed(e))
      .map((e) => `${e.from} → ${e.to}: ${e.file} imports ${e.imports}`);
    expect(undeclared).toEqual([]);
  });

  it('uses every declared edge (the list is today’s graph, not a wish)', () => {
    const used = new Set(serverEdges().map((e) => `${e.from} → ${e.to}`));
    const stale = Object.entries(SERVER_MODULES)
      .flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`))
      .filter((e) => !used.has(e));
    expect(stale).toEqual([]);
  });
});
