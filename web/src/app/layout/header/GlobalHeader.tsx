import { GlobalOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { useOfficialSite } from '../../hooks/usePlatform';
import { messages } from '../../i18n';
import { NoticeBell } from '../../notifications/NoticeBell';
import { useIsDesktop } from '../../../platform/hooks/useViewport';
import { AdLink } from './AdLink';
import { HeaderLinks } from './HeaderLinks';
import { LogoutLink } from './LogoutLink';
import { MenuSearch } from './MenuSearch';
import { UserMenu } from './UserMenu';

interface Props {
  collapsed: boolean;
  mobile: boolean;
  onToggle: () => void;
  className: string;
  style: React.CSSProperties | undefined;
}

/** Header; the right side is in the spec's order: ad, menu search, website, bell, user, logout. */
export function GlobalHeader({ collapsed, mobile, onToggle, className, style }: Props) {
  const desktop = useIsDesktop();
  const site = useOfficialSite();
  return (
    <Layout.Header className={className} style={style}>
      <span className="header-trigger" role="button" aria-label="toggle-menu" onClick={onToggle}>
        {collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </span>
      {desktop && <HeaderLinks />}
      <div className="header-right">
        <AdLink />
        <MenuSearch mobile={mobile} />
        {site && (
          <a className="header-action" href={site} target="_blank" rel="noreferrer" title={messages.app.officialSite}>
            <GlobalOutlined />
            {desktop && <span style={{ marginLeft: 6 }}>{messages.app.officialSite}</span>}
          </a>
        )}
        <NoticeBell />
        <UserMenu compact={mobile} />
        <LogoutLink compact={!desktop} />
      </div>
    </Layout.Header>
  );
}
