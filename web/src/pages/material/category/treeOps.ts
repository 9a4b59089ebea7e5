import type { CategoryNode } from '@suanpan/contracts';

/** Every node of the tree, depth first. */
export function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The nodes sharing a parent with `id` (the roots when it has none), in tree order. */
export function siblingsOf(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  const node = flatten(tree).find((n) => n.id === id);
  if (!node) return [];
  if (node.parentId === null) return [...tree];
  return flatten(tree).find((n) => n.id === node.parentId)?.children ?? [];
}

/** Sort values after moving `id` by `delta` places among its siblings: 01, 02 … so text order equals number order. */
export function reorder(siblings: readonly CategoryNode[], id: number, delta: number): Array<{ id: number; sort: string }> | undefined {
  const from = siblings.findIndex((n) => n.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= siblings.length) return undefined;
  const order = [...siblings];
  const [moved] = order.splice(from, 1);
  if (moved) order.splice(to, 0, moved);
  const width = Math.max(2, String(order.length).length);
  return order.map((n, i) => ({ id: n.id, sort: String(i + 1).padStart(width, '0') }));
}

/** Sort values for `id` placed right after `afterId` among the siblings of `afterId` (a drop into a gap). */
export function placeAfter(siblings: readonly CategoryNode[], id: number, afterId: number | undefined): Array<{ id: number; sort: string }> {
  const rest = siblings.filter((n) => n.id !== id);
  const at = afterId === undefined ? 0 : rest.findIndex((n) => n.id === afterId) + 1;
  const ids = [...rest.slice(0, at).map((n) => n.id), id, ...rest.slice(at).map((n) => n.id)];
  const width = Math.max(2, String(ids.length).length);
  return ids.map((n, i) => ({ id: n, sort: String(i + 1).padStart(width, '0') }));
}
