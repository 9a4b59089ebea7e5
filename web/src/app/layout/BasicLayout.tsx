import { Drawer, Layout } from 'antd';
import { useMemo, useState } from 'react';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { useIsMobile } from '../../platform/hooks/useViewport';
import { useMessageSocket } from '../notifications/useMessageSocket';
import { MsgListModal } from '../notifications/MsgListModal';
import { settingsStore } from '../settings/settings';
import { useSettings } from '../settings/useSettings';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DepartModal } from './DepartModal';
import { GlobalHeader } from './header/GlobalHeader';
import { InitialPasswordBanner } from './InitialPasswordBanner';
import { Logo } from './Logo';
import { SettingsDrawer } from './SettingsDrawer';
import { ShellContent } from './ShellContent';
import { ShellUiContext, type ShellUi } from './ShellUiContext';
import { SideMenu } from './SideMenu';
import { useHeaderHidden } from './useHeaderHidden';
import { useLoginPrompts } from './useLoginPrompts';

export const SIDER_WIDTH = 150;
export const SIDER_COLLAPSED_WIDTH = 80;

type Dialog = 'settings' | 'password' | 'depart' | 'messages' | null;

/** Side menu + header + tabbed content (spec §2.2); on phones the menu is a 150px left drawer and tabs are off. */
export function BasicLayout() {
  const s = useSettings();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const headerHidden = useHeaderHidden(s.fixedHeader && s.hideHeaderOnScroll);
  useMessageSocket();

  const collapsed = !s.sidebarOpen;
  const siderWidth = mobile ? 0 : collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const contentOffset = !mobile && s.fixedSidebar ? siderWidth : 0;
  const ui = useMemo<ShellUi>(
    () => ({
      openSettings: () => setDialog('settings'),
      openPassword: () => setDialog('password'),
      openDepart: () => setDialog('depart'),
      openMessages: () => setDialog('messages'),
    }),
    [],
  );
  useLoginPrompts();
  const feedback = useFeedback();
  const close = (): void => setDialog(null);
  // The phone's menu opens clear of notices: one still showing (the welcome, 保存成功) would lie over its entries.
  const openDrawer = (): void => {
    feedback.notification.destroy();
    feedback.message.destroy();
    setDrawerOpen(true);
  };
  const toggle = (): void => (mobile ? (drawerOpen ? setDrawerOpen(false) : openDrawer()) : settingsStore.set('sidebarOpen', collapsed));

  const headerClass = ['shell-header', s.fixedHeader ? 'shell-header-fixed' : '', headerHidden ? 'shell-header-hidden' : ''].join(' ');
  return (
    <ShellUiContext.Provider value={ui}>
      <Layout className={`shell shell-menu-${s.menuTheme}`} hasSider={!mobile}>
        {mobile ? (
          <Drawer
            placement="left"
            size={SIDER_WIDTH}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            closable={false}
            className={`shell-drawer shell-drawer-${s.menuTheme}`}
            styles={{ body: { padding: 0 } }}
          >
            <Logo collapsed={false} theme={s.menuTheme} />
            <SideMenu collapsed={false} theme={s.menuTheme} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Layout.Sider
            className={`shell-sider${s.fixedSidebar ? ' shell-sider-fixed' : ''}`}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsible
            collapsed={collapsed}
            trigger={null}
            theme={s.menuTheme}
          >
            <Logo collapsed={collapsed} theme={s.menuTheme} />
            <SideMenu collapsed={collapsed} theme={s.menuTheme} />
          </Layout.Sider>
        )}
        <Layout className="shell-main" style={{ marginLeft: contentOffset }}>
          <GlobalHeader
            collapsed={collapsed}
            mobile={mobile}
            onToggle={toggle}
            className={headerClass}
            style={s.fixedHeader ? { width: `calc(100% - ${siderWidth}px)`, left: siderWidth } : undefined}
          />
          <Layout.Content className={`shell-content${s.fixedHeader ? ' shell-content-under-fixed' : ''}`}>
            <InitialPasswordBanner openPassword={ui.openPassword} />
            <ShellContent multiTab={!mobile && s.multiPage} />
          </Layout.Content>
        </Layout>
      </Layout>
      <SettingsDrawer open={dialog === 'settings'} onClose={close} />
      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
      <DepartModal open={dialog === 'depart'} onClose={close} />
      {dialog === 'messages' && <MsgListModal open onClose={close} />}
    </ShellUiContext.Provider>
  );
}
