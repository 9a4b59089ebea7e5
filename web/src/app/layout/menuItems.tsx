import type { MenuProps } from 'antd';
import type { RouteEntry } from '../router/menuModel';
import { menuIcon } from './menuIcons';

type Item = Required<MenuProps>['items'][number];

export const containerKey = (id: string): string => `c:${id}`;
export const externalKey = (id: string): string => `x:${id}`;

/** Menu keys: containers by id, pages by path (so selection is simply the current path). */
export function toMenuItems(entries: RouteEntry[], topLevel = true): Item[] {
  return entries
    .filter((e) => !e.hidden)
    .map((e): Item => {
      // Only top-level entries carry icons: at 150px, icons on every child crowd the labels.
      const icon = topLevel ? menuIcon(e.icon, true) : undefined;
      if (e.kind === 'container') {
        return { key: containerKey(e.id), icon, label: e.title, children: toMenuItems(e.children, false) };
      }
      return { key: e.kind === 'external' ? externalKey(e.id) : e.path, icon, label: e.title };
    });
}

export function findByKey(entries: RouteEntry[], key: string): RouteEntry | undefined {
  for (const e of entries) {
    if (e.path === key && e.kind !== 'container') return e;
    if (externalKey(e.id) === key) return e;
    const found = findByKey(e.children, key);
    if (found) return found;
  }
  return undefined;
}
