import type { Row } from '../../platform/list/listTypes';

/**
 * The menu functions of one list answer as a tree by `parentNumber` → `number`, in the answer's order (sort).
 * A row whose parent is not in the answer (root `0`, or filtered out by a search) is shown at the top level.
 * `parentName` is filled from the parent row when the server does not send it.
 */
export function functionTree(rows: Row[]): Row[] {
  const byNumber = new Map(rows.map((r) => [String(r.number), r]));
  const children = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const row of rows) {
    const parent = String(row.parentNumber ?? '0');
    if (parent !== String(row.number) && byNumber.has(parent)) children.set(parent, [...(children.get(parent) ?? []), row]);
    else roots.push(row);
  }
  const placed = new Set<Row>();
  const build = (row: Row, seen: Set<string>): Row => {
    placed.add(row);
    const number = String(row.number);
    const parentName = row.parentName ?? byNumber.get(String(row.parentNumber))?.name ?? null;
    const below = seen.has(number) ? [] : (children.get(number) ?? []);
    const next = new Set(seen).add(number);
    return below.length ? { ...row, parentName, children: below.map((c) => build(c, next)) } : { ...row, parentName };
  };
  const tree = roots.map((r) => build(r, new Set()));
  // Rows only reachable through a parent cycle are still listed rather than lost.
  return [...tree, ...rows.filter((r) => !placed.has(r)).map((r) => build(r, new Set()))];
}

/** Ids of the rows that have children (expand-all). */
export function folderIds(tree: Row[]): Array<string | number> {
  return tree.flatMap((r) => {
    const kids = (r.children as Row[] | undefined) ?? [];
    return kids.length ? [r.id as string | number, ...folderIds(kids)] : [];
  });
}
