import { describe, expect, it } from 'vitest';
import { folderIds, functionTree } from './functionRows';

const rows = [
  { id: 1, number: '01', name: '零售管理', parentNumber: '0' },
  { id: 2, number: '0101', name: '零售出库', parentNumber: '01' },
  { id: 3, number: '010101', name: '明细', parentNumber: '0101' },
  { id: 4, number: '02', name: '系统管理', parentNumber: '0' },
  { id: 5, number: '0309', name: '孤儿', parentNumber: '03' },
];

describe('functionTree', () => {
  it('nests by parentNumber in the answer order, fills parentName, keeps orphans at the top', () => {
    const tree = functionTree(rows);
    expect(tree.map((r) => r.name)).toEqual(['零售管理', '系统管理', '孤儿']);
    const retail = tree[0]?.children as Array<Record<string, unknown>>;
    expect(retail.map((r) => [r.name, r.parentName])).toEqual([['零售出库', '零售管理']]);
    expect((retail[0]?.children as Array<Record<string, unknown>>)[0]?.name).toBe('明细');
    expect(tree[1]?.children).toBeUndefined();
    expect(folderIds(tree)).toEqual([1, 2]);
  });

  it('never loses rows caught in a parent cycle', () => {
    const cycle = [
      { id: 1, number: 'a', parentNumber: 'b' },
      { id: 2, number: 'b', parentNumber: 'a' },
    ];
    expect(functionTree(cycle).length).toBeGreaterThan(0);
  });
});
