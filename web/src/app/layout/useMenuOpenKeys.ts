import { useState } from 'react';
import { ancestorIds, type RouteEntry } from '../router/menuModel';
import { containerKey } from './menuItems';

/**
 * Accordion behaviour of the side menu (spec §2.2): one top-level submenu open at a time; collapsing stores the
 * open submenus and expanding restores them; the open submenu follows the current route.
 */
export function useMenuOpenKeys(menu: RouteEntry[], pathname: string, collapsed: boolean) {
  const [openKeys, setOpenKeys] = useState<string[]>(() => (collapsed ? [] : ancestorIds(menu, pathname).map(containerKey)));
  const [savedKeys, setSavedKeys] = useState<string[]>(() => ancestorIds(menu, pathname).map(containerKey));
  const [seen, setSeen] = useState({ menu, pathname, collapsed });

  // Adjusting state while rendering (instead of in an effect) avoids a flash of the wrong submenu.
  if (seen.menu !== menu || seen.pathname !== pathname || seen.collapsed !== collapsed) {
    setSeen({ menu, pathname, collapsed });
    if (seen.collapsed !== collapsed) {
      if (collapsed) {
        setSavedKeys(openKeys);
        setOpenKeys([]);
      } else {
        setOpenKeys(savedKeys);
      }
    } else if (!collapsed) {
      const ancestors = ancestorIds(menu, pathname).map(containerKey);
      if (ancestors.length > 0) setOpenKeys(ancestors);
    }
  }

  const rootKeys = menu.filter((e) => e.kind === 'container').map((e) => containerKey(e.id));

  const onOpenChange = (keys: string[]): void => {
    const latest = keys.find((k) => !openKeys.includes(k));
    if (latest && rootKeys.includes(latest)) setOpenKeys([latest]);
    else setOpenKeys(keys);
  };

  return { openKeys, onOpenChange };
}
