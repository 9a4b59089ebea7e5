// No file may reach itself through its imports (type-only imports included): a circle makes the load
// order decide what is defined, and it means two files are really one. Tarjan's strongly connected
// components over every import and re-export in the contracts package, the server and the web.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, root, sourceFiles, sourceRoots } from './import-graph.js';

/** Strongly connected components with more than one file, or a file importing itself. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  // Iterative Tarjan: the web and server trees are deep enough to make recursion a risk.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targets.includes(frame.node)) circles.push(component.sort());
    }
  }
  return circles;
}

describe('imports', () => {
  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('form no circles between the files of contracts, server and web', () => {
    const files = sourceRoots.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const circles = importCircles(importGraph(files)).map((circle) => circle.map((file) => path.relative(root, file)));
    expect(circles).toEqual([]);
  });
});
