import type { MenuNode } from '@suanpan/contracts';

export type EntryKind = 'page' | 'iframe' | 'external' | 'container';

/** One menu node turned into a route (spec §2.1): meta id/title/icon/url/component, keep-alive on. */
export interface RouteEntry {
  id: string;
  path: string;
  title: string;
  icon: string | undefined;
  component: string;
  kind: EntryKind;
  /** For iframe and external entries: the evaluated address. */
  href: string | undefined;
  hidden: boolean;
  keepAlive: true;
  children: RouteEntry[];
  /** Titles from the top-level menu down to this entry, for breadcrumbs. */
  trail: string[];
}

export const HOME_PATH = '/dashboard/analysis';

export const isExternalUrl = (url: string): boolean => /^https?:\/\//i.test(url);
export const isLayoutComponent = (component: string): boolean => component.includes('layouts');
export const isIframeComponent = (component: string): boolean => /IframePageView/i.test(component);

export interface UrlContext {
  apiBase: string;
  token: string;
}

/**
 * Menu urls may carry `{{ ... }}` placeholders. The reference evaluated them as script; we only substitute a
 * fixed set of names, so a menu row can never run code in the browser.
 */
export function evaluateUrl(url: string, ctx: UrlContext): string {
  const known: Record<string, string> = {
    "window._CONFIG['domianURL']": ctx.apiBase,
    'window._CONFIG["domianURL"]': ctx.apiBase,
    domianURL: ctx.apiBase,
    apiBase: ctx.apiBase,
    token: ctx.token,
  };
  return url.replace(/\{\{\s*(.+?)\s*\}\}/g, (_whole, name: string) => known[name] ?? '');
}

function toEntry(node: MenuNode, ctx: UrlContext, trail: string[]): RouteEntry {
  const url = evaluateUrl(node.url ?? '', ctx);
  const children = (node.children ?? []).map((c) => toEntry(c, ctx, [...trail, node.text]));
  const id = String(node.id);
  let kind: EntryKind = 'page';
  let path = url;
  let href: string | undefined;
  if (children.length > 0) {
    kind = 'container';
  } else if (isIframeComponent(node.component ?? '')) {
    kind = 'iframe';
    href = url;
    if (isExternalUrl(url)) path = `/iframe/${id}`;
  } else if (isExternalUrl(url)) {
    kind = 'external';
    href = url;
  }
  return {
    id,
    path,
    title: node.text,
    icon: node.icon ?? undefined,
    component: node.component ?? '',
    kind,
    href,
    hidden: node.hidden === true,
    keepAlive: true,
    children,
    trail: [...trail, node.text],
  };
}

export function buildMenu(nodes: MenuNode[], ctx: UrlContext): RouteEntry[] {
  return nodes.map((n) => toEntry(n, ctx, []));
}

/** Every entry that opens inside the shell (pages and iframes), keyed by path. */
export function routableEntries(entries: RouteEntry[]): Map<string, RouteEntry> {
  const map = new Map<string, RouteEntry>();
  const walk = (list: RouteEntry[]): void => {
    for (const e of list) {
      if (e.kind === 'page' || e.kind === 'iframe') map.set(e.path, e);
      walk(e.children);
    }
  };
  walk(entries);
  return map;
}

/** Entries offered by the menu search: everything except pure layout containers. */
export function searchableEntries(entries: RouteEntry[]): RouteEntry[] {
  const result: RouteEntry[] = [];
  const walk = (list: RouteEntry[]): void => {
    for (const e of list) {
      if (e.hidden) continue;
      if (e.kind !== 'container') result.push(e);
      walk(e.children);
    }
  };
  walk(entries);
  return result;
}

/** Keys of the containers above `path`, outermost first (used to open the right submenu). */
export function ancestorIds(entries: RouteEntry[], path: string): string[] {
  for (const e of entries) {
    if (e.path === path && e.kind !== 'container') return [];
    const below = ancestorIds(e.children, path);
    if (below.length > 0 || e.children.some((c) => c.path === path && c.kind !== 'container')) {
      return [e.id, ...below];
    }
  }
  return [];
}
