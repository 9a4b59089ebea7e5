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

/** The unit a server file (its path under server/src) belongs to: a module's name, 'composition' or 'kernel'. */
function serverUnit(rel: string): string {
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

/** The imports between units of one tree (test files left out), as edges with the file that makes each. */
function edgesOf(dir: string, unitOf: (rel: string) => string): Edge[] {
  const files = sourceFiles(dir).filter((f) => !/\.test\.tsx?$/.test(f));
  const rel = (file: string) => path.relative(dir, file).split(path.sep).join('/');
  const edges: Edge[] = [];
  for (const [file, targets] of importGraph(files)) {
    for (const target of targets) {
      if (!target.startsWith(dir + path.sep)) continue;
      const from = unitOf(rel(file));
      const to = unitOf(rel(target));
      if (from !== to) edges.push({ from, to, file: path.relative(root, file), imports: path.relative(root, target) });
    }
  }
  return edges;
}

/** What a tree's test checks: its units' declared graph, and which other edges its layers allow. */
interface Tree {
  name: string;
  dir: string;
  declared: Readonly<Record<string, readonly string[]>>;
  unitOf: (rel: string) => string;
  /** The folder whose sub-folders are the units declared. */
  unitsDir: string;
  /** An edge allowed by the layers (composition, kernel) rather than the declared list. */
  layered: (e: Edge) => boolean;
}

const SERVER: Tree = {
  name: 'the server module graph',
  dir: serverSrc,
  declared: SERVER_MODULES,
  unitOf: serverUnit,
  unitsDir: 'modules',
  layered: (e) => e.from === 'composition' || (e.to === 'kernel' && e.from !== 'kernel'),
};

/**
 * The web's screens (web/src/pages/<area>) and the screens each may import. The shell (web/src/app: router, layout,
 * page registries, api client) composes the screens and may import any; web/src/platform is the kit every screen
 * builds on — lists, forms, and the shared document widgets (platform/document: approval, paper sheet, date range) —
 * and imports no screen.
 */
const WEB_PAGES: Readonly<Record<string, readonly string[]>> = {
  dashboard: [],
  exception: [],
  user: [],
  system: [],
  material: [],
  bill: ['material'],
  financial: ['bill'],
  workflow: ['bill', 'financial'],
  report: ['bill', 'financial', 'material', 'system'],
};

const WEB: Tree = {
  name: 'the web screen graph',
  dir: path.join(root, 'web/src'),
  declared: WEB_PAGES,
  unitOf: (rel) => /^pages\/([^/]+)\//.exec(rel)?.[1] ?? (rel.startsWith('platform/') ? 'kit' : 'shell'),
  unitsDir: 'pages',
  // The shell composes anything; every screen and the kit use the shell's api client and messages; screens use the kit.
  layered: (e) => e.from === 'shell' || e.to === 'shell' || e.to === 'kit',
};

for (const tree of [SERVER, WEB]) {
  describe(tree.name, () => {
    const allowed = (e: Edge) => tree.layered(e) || (tree.declared[e.from]?.includes(e.to) ?? false);

    it('is declared as a DAG over the units that exist', () => {
      expect(() => topologicalOrder(tree.declared)).not.toThrow();
      const units = new Set(sourceFiles(path.join(tree.dir, tree.unitsDir)).map((f) => tree.unitOf(path.relative(tree.dir, f).split(path.sep).join('/'))));
      const declared = Object.keys(tree.declared);
      expect([...units].filter((u) => u !== 'composition' && u !== 'shell').sort()).toEqual([...declared].sort());
      for (const targets of Object.values(tree.declared)) for (const t of targets) expect(declared).toContain(t);
    });

    it('has no import outside the declared edges and the layers', () => {
      const undeclared = edgesOf(tree.dir, tree.unitOf)
        .filter((e) => !allowed(e))
        .map((e) => `${e.from} → ${e.to}: ${e.file} imports ${e.imports}`);
      expect(undeclared).toEqual([]);
    });

    it('uses every declared edge (the list is today’s graph, not a wish)', () => {
      const used = new Set(edgesOf(tree.dir, tree.unitOf).map((e) => `${e.from} → ${e.to}`));
      const stale = Object.entries(tree.declared)
        .flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`))
        .filter((e) => !used.has(e));
      expect(stale).toEqual([]);
    });
  });
}

describe('the declared graphs', () => {
  it('finds a circle in a declared graph (the check itself works)', () => {
    expect(() => topologicalOrder({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('circle: a → b → c → a');
    expect(topologicalOrder({ top: ['mid', 'low'], mid: ['low'], low: [] })).toEqual(['low', 'mid', 'top']);
  });
});
