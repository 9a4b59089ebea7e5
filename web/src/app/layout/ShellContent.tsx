import { Navigate, useLocation } from 'react-router';
import { Exception } from '../../pages/exception/Exception';
import { useSystemTitle } from '../hooks/usePlatform';
import { KNOWN_PAGE_URLS } from '../router/knownUrls';
import { useShellData } from '../router/ShellContext';
import { PageFrame } from './PageFrame';
import { TabBar } from './tabs/TabBar';
import { useTabs } from './tabs/useTabs';

/**
 * Content area. With tabs on, every open tab stays mounted (keep-alive) and only the active one is visible;
 * on phones there are no tabs and only the current page is mounted.
 */
export function ShellContent({ multiTab }: { multiTab: boolean }) {
  const { routes } = useShellData();
  const { pathname } = useLocation();
  const entry = routes.get(pathname);
  const systemTitle = useSystemTitle();
  const tabs = useTabs(entry, systemTitle);

  if (!entry) {
    // A real screen outside this user's menu is forbidden; anything else does not exist.
    if (KNOWN_PAGE_URLS.has(pathname)) return <Exception type={403} inShell />;
    return <Navigate to="/404" replace />;
  }
  if (!multiTab) {
    return (
      <div className="shell-page">
        <PageFrame key={entry.path} entry={entry} />
      </div>
    );
  }
  return (
    <>
      <TabBar tabs={tabs} />
      {tabs.tabs.map((tab) => {
        const tabEntry = routes.get(tab.path);
        if (!tabEntry) return null;
        return (
          <div key={tab.path} className="shell-page" hidden={tab.path !== pathname}>
            <PageFrame entry={tabEntry} />
          </div>
        );
      })}
    </>
  );
}
