import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuTheme } from '../settings/settings';
import { storage } from '../session/storage';
import { STORAGE_KEYS } from '../session/storageKeys';
import { useShellData } from '../router/ShellContext';
import { findByKey, toMenuItems } from './menuItems';
import { useMenuOpenKeys } from './useMenuOpenKeys';

interface Props {
  collapsed: boolean;
  theme: MenuTheme;
  onNavigate?: () => void;
}

export function SideMenu({ collapsed, theme, onNavigate }: Props) {
  const { menu } = useShellData();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const { openKeys, onOpenChange } = useMenuOpenKeys(menu, pathname, collapsed);

  const onClick = ({ key }: { key: string }): void => {
    const entry = findByKey(menu, key);
    if (!entry) return;
    if (entry.kind === 'external' && entry.href) {
      window.open(entry.href, '_blank', 'noopener,noreferrer');
      return;
    }
    storage.set(STORAGE_KEYS.routeTitle, entry.title);
    void navigate(entry.path);
    onNavigate?.();
  };

  return (
    <Menu
      className="side-menu"
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={[pathname]}
      openKeys={openKeys}
      onOpenChange={onOpenChange}
      onClick={onClick}
    />
  );
}
