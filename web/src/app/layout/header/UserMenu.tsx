import { ApartmentOutlined, GlobalOutlined, LockOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useSyncExternalStore } from 'react';
import { format, LANGUAGE_NAMES, messages, otherLanguage, useLanguage } from '../../i18n';
import { chooseLanguage } from '../../session/chooseLanguage';
import { currentUser, sessionStore } from '../../session/session';
import { useShellUi } from '../ShellUiContext';

const t = messages.layout;

/**
 * 'welcome, ' + nickname; the dropdown opens the settings drawer, the password dialog and the department dialog, and
 * switches the interface language.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.getVersion);
  const user = currentUser();
  const ui = useShellUi();
  const name = user?.username || user?.loginName || '';
  const other = otherLanguage(useLanguage());
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'settings', icon: <SettingOutlined />, label: t.interfaceSettings },
          { key: 'password', icon: <LockOutlined />, label: t.changePassword },
          { key: 'depart', icon: <ApartmentOutlined />, label: t.switchDepart },
          // Named in itself (中文 / English), so it is found whichever language is showing.
          { key: 'language', icon: <GlobalOutlined />, label: <span lang={other}>{LANGUAGE_NAMES[other]}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'settings') ui.openSettings();
          else if (key === 'password') ui.openPassword();
          else if (key === 'language') void chooseLanguage(other);
          else ui.openDepart();
        },
      }}
    >
      <span className="header-action header-user" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        {!compact && <span className="header-user-name">{format(t.welcome, { name })}</span>}
      </span>
    </Dropdown>
  );
}
