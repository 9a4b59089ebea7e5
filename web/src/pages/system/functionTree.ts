import type { Key } from 'react';

/** A node of `/function/findRoleFunction` (leaves carry `checked`). */
export interface FunctionNode {
  id: number;
  key: number;
  value: number;
  title: string;
  checked?: boolean;
  children?: FunctionNode[];
}

/** Keys of the checked leaves; antd derives the folders' state from them. */
export function checkedLeaves(nodes: FunctionNode[]): Key[] {
  return nodes.flatMap((n) => (n.children?.length ? checkedLeaves(n.children) : n.checked ? [n.key] : []));
}

/** Every key (folders only when `foldersOnly`), for expand-all and check-all. */
export function treeKeys(nodes: FunctionNode[], foldersOnly: boolean): Key[] {
  return nodes.flatMap((n) => {
    const children = n.children ?? [];
    const own = !foldersOnly || children.length > 0 ? [n.key] : [];
    return [...own, ...treeKeys(children, foldersOnly)];
  });
}

/** The ids to store: checked leaves plus every folder above one (the root, id 0, is not a function). */
export function grantedIds(nodes: FunctionNode[], checked: Key[]): number[] {
  const on = new Set(checked.map(String));
  const walk = (list: FunctionNode[]): number[] =>
    list.flatMap((n) => {
      if (!n.children?.length) return on.has(String(n.key)) ? [n.id] : [];
      const below = walk(n.children);
      return below.length ? [n.id, ...below] : [];
    });
  return walk(nodes).filter((id) => id > 0);
}
