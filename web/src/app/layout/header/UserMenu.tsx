import { ApartmentOutlined, LockOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useSyncExternalStore } from 'react';
import { format, messages } from '../../i18n';
import { currentUser, sessionStore } from '../../session/session';
import { useShellUi } from '../ShellUiContext';

const t = messages.layout;

/** 'welcome, ' + nickname; the dropdown opens the settings drawer, the password dialog and the department dialog. */
export function UserMenu({ compact }: { compact: boolean }) {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.getVersion);
  const user = currentUser();
  const ui = useShellUi();
  const name = user?.username || user?.loginName || '';
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'settings', icon: <SettingOutlined />, label: t.interfaceSettings },
          { key: 'password', icon: <LockOutlined />, label: t.changePassword },
          { key: 'depart', icon: <ApartmentOutlined />, label: t.switchDepart },
        ],
        onClick: ({ key }) => {
          if (key === 'settings') ui.openSettings();
          else if (key === 'password') ui.openPassword();
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
