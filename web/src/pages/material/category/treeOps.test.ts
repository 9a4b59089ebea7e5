import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@suanpan/contracts';
import { flatten, placeAfter, reorder, siblingsOf } from './treeOps';

const node = (id: number, parentId: number | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  key: id,
  value: String(id),
  title: `类${id}`,
  parentId,
  serialNo: null,
  sort: null,
  children,
});
const tree = [node(1, null, [node(3, 1), node(4, 1), node(5, 1)]), node(2, null)];

describe('category tree operations', () => {
  it('walks the tree and finds siblings', () => {
    expect(flatten(tree).map((n) => n.id)).toEqual([1, 3, 4, 5, 2]);
    expect(siblingsOf(tree, 4).map((n) => n.id)).toEqual([3, 4, 5]);
    expect(siblingsOf(tree, 2).map((n) => n.id)).toEqual([1, 2]);
  });

  it('renumbers siblings when one moves up or down, refusing to leave the list', () => {
    expect(reorder(siblingsOf(tree, 5), 5, -1)).toEqual([
      { id: 3, sort: '01' },
      { id: 5, sort: '02' },
      { id: 4, sort: '03' },
    ]);
    expect(reorder(siblingsOf(tree, 3), 3, -1)).toBeUndefined();
  });

  it('places a dropped category after the target', () => {
    expect(placeAfter(siblingsOf(tree, 3), 2, 3).map((s) => s.id)).toEqual([3, 2, 4, 5]);
    expect(placeAfter(siblingsOf(tree, 3), 5, undefined).map((s) => s.id)).toEqual([5, 3, 4]);
  });
});
