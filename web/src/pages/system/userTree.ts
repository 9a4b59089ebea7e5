import type { Key } from 'react';

/** A node of `/user/getUserWithChecked`: the root 用户列表 (id 0) with the tenant's users below it. */
export interface UserNode {
  id: number;
  key?: number;
  title: string;
  attributes?: string;
  checked?: boolean;
  children?: UserNode[];
}

/** A node as the Tree renders it: `key` always present. */
export interface KeyedUserNode extends UserNode {
  key: number;
  children?: KeyedUserNode[];
}

/** The tree with `key` set from `id`, so the dialog does not depend on the server sending both. */
export function keyedUsers(nodes: UserNode[]): KeyedUserNode[] {
  return nodes.map(({ children, ...n }) => ({ ...n, key: n.id, ...(children ? { children: keyedUsers(children) } : {}) }));
}

/** Ids of the users already holding the depot / customer. */
export function checkedUsers(nodes: UserNode[]): number[] {
  return nodes.flatMap((n) => [...(n.id > 0 && n.checked ? [n.id] : []), ...checkedUsers(n.children ?? [])]);
}

/** Every user id of the tree (check-all). */
export function allUsers(nodes: UserNode[]): number[] {
  return nodes.flatMap((n) => [...(n.id > 0 ? [n.id] : []), ...allUsers(n.children ?? [])]);
}

/** The user ids to send: the checked keys without the root, ascending. */
export function chosenUserIds(checked: Key[]): number[] {
  return [...new Set(checked.map(Number))].filter((id) => id > 0).sort((a, b) => a - b);
}
