import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { messages } from '../../i18n';
import type { RouteEntry } from '../../router/menuModel';
import { storage } from '../../session/storage';
import { STORAGE_KEYS } from '../../session/storageKeys';
import { closeLeft, closeOthers, closeRight, closeTab, initialTabs, openTab, type TabsState } from './tabsModel';

function rememberTitle(path: string, title: string): void {
  const titles = storage.get<Record<string, string>>(STORAGE_KEYS.tabTitles, {}) ?? {};
  if (titles[path] === title) return;
  storage.set(STORAGE_KEYS.tabTitles, { ...titles, [path]: title });
}

/** Tab list following the route: visiting a page opens (or focuses) its tab; closing moves the route. */
export function useTabs(entry: RouteEntry | undefined, systemTitle: string) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [state, setState] = useState<TabsState>(() => initialTabs(messages.layout.home));
  const [seenPath, setSeenPath] = useState<string | undefined>(undefined);

  if (entry && entry.path !== seenPath) {
    setSeenPath(entry.path);
    setState((s) => openTab(s, { path: entry.path, title: entry.title }));
  }

  useEffect(() => {
    if (!entry) return;
    rememberTitle(entry.path, entry.title);
    document.title = `${entry.title} - ${systemTitle}`;
  }, [entry, systemTitle]);

  const apply = (next: TabsState): void => {
    setState(next);
    if (next.active !== state.active) void navigate(next.active);
  };

  return {
    tabs: state.tabs,
    active: state.active,
    activate: (path: string) => void navigate(path),
    close: (path: string) => {
      const result = closeTab(state, path);
      if (result.warning) void message.warning(result.warning);
      else apply(result.state);
    },
    closeLeft: (path: string) => apply(closeLeft(state, path)),
    closeRight: (path: string) => apply(closeRight(state, path)),
    closeOthers: (path: string) => apply(closeOthers(state, path)),
  };
}

export type TabsApi = ReturnType<typeof useTabs>;
