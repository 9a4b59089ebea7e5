import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { APP_CONFIG } from '../../app/config/appConfig';
import { useAppVersion, useSystemTitle } from '../../app/hooks/usePlatform';
import { format, messages } from '../../app/i18n';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';
import { AppDownloads } from './AppDownloads';

/** Login / register frame: title with version label, the form, download entries and the filing-number footer. */
export function UserLayout() {
  const title = useSystemTitle();
  const version = useAppVersion();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="user-layout">
      <div className="user-layout-lang">
        <LanguageSwitch />
      </div>
      <div className="user-layout-main">
        <div className="user-layout-top">
          <img src="/logo.svg" alt="" width={44} height={44} />
          <span className="user-layout-title">{title}</span>
          {version && <span className="user-layout-version">{version}</span>}
        </div>
        <div className="user-layout-desc">{messages.app.slogan}</div>
        <div className="user-layout-card">
          <Outlet />
        </div>
        <AppDownloads />
      </div>
      <footer className="user-layout-footer">
        <div>{format(messages.app.copyright, { year: new Date().getFullYear(), title })}</div>
        {APP_CONFIG.filingNumber && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
            {APP_CONFIG.filingNumber}
          </a>
        )}
      </footer>
    </div>
  );
}
