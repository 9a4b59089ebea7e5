import { messages } from '../../i18n';
import { HOME_PATH } from '../../router/menuModel';

export interface Tab {
  path: string;
  title: string;
}

export interface TabsState {
  tabs: Tab[];
  active: string;
}

export interface TabsResult {
  state: TabsState;
  /** A warning to show instead of closing (home tab, last tab). */
  warning?: string;
}

export const initialTabs = (homeTitle: string): TabsState => ({
  tabs: [{ path: HOME_PATH, title: homeTitle }],
  active: HOME_PATH,
});

export function openTab(state: TabsState, tab: Tab): TabsState {
  const exists = state.tabs.some((t) => t.path === tab.path);
  return {
    tabs: exists ? state.tabs.map((t) => (t.path === tab.path ? { ...t, title: tab.title } : t)) : [...state.tabs, tab],
    active: tab.path,
  };
}

export function closeTab(state: TabsState, path: string): TabsResult {
  if (path === HOME_PATH) return { state, warning: messages.layout.homeTabUnclosable };
  if (state.tabs.length <= 1) return { state, warning: messages.layout.lastTab };
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index < 0) return { state };
  const tabs = state.tabs.filter((t) => t.path !== path);
  let active = state.active;
  if (active === path) active = (tabs[index - 1] ?? tabs[index] ?? tabs[0])?.path ?? HOME_PATH;
  return { state: { tabs, active } };
}

// The home tab survives every bulk close; the active tab moves to `path` when it was closed.
function keep(state: TabsState, path: string, predicate: (index: number, pivot: number) => boolean): TabsState {
  const pivot = state.tabs.findIndex((t) => t.path === path);
  if (pivot < 0) return state;
  const tabs = state.tabs.filter((t, i) => t.path === HOME_PATH || predicate(i, pivot));
  const active = tabs.some((t) => t.path === state.active) ? state.active : path;
  return { tabs, active };
}

export const closeLeft = (s: TabsState, path: string): TabsState => keep(s, path, (i, p) => i >= p);
export const closeRight = (s: TabsState, path: string): TabsState => keep(s, path, (i, p) => i <= p);
export const closeOthers = (s: TabsState, path: string): TabsState => keep(s, path, (i, p) => i === p);
