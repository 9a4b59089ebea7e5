import { Tooltip } from 'antd';
import { APP_CONFIG } from '../../config/appConfig';
import { useOfficialSite } from '../../hooks/usePlatform';
import { messages } from '../../i18n';

const t = messages.app;

/** Desktop-only left part of the header: slogan, the sister AI product and the (not yet open) mall. */
export function HeaderLinks() {
  const site = useOfficialSite();
  const aiUrl = APP_CONFIG.sisterProductUrl || site;
  return (
    <div className="header-links">
      <span className="header-slogan">{t.slogan}</span>
      {aiUrl && (
        <a className="header-link" href={aiUrl} target="_blank" rel="noreferrer">
          {t.sisterProduct}
        </a>
      )}
      <Tooltip title={t.comingSoon}>
        <a className="header-link header-link-disabled" aria-disabled="true" onClick={(e) => e.preventDefault()}>
          {t.mall}
        </a>
      </Tooltip>
    </div>
  );
}
