import { API_PREFIX } from '../api/http';
import type { UserButton } from '@suanpan/contracts';
import { userApi } from '../api/userApi';
import { storage } from '../session/storage';
import { LIFETIMES, STORAGE_KEYS } from '../session/storageKeys';
import { buildMenu, routableEntries } from './menuModel';
import type { ShellData } from './ShellContext';

/**
 * First protected navigation (spec §2.1): the permission (menu) list, then the button list, then the routes.
 * An empty menu is a refusal, like a failed call: the caller signs the user out.
 */
export async function loadPermissions(userId: string | number, token: string): Promise<ShellData> {
  const nodes = await userApi.menu(userId);
  if (!Array.isArray(nodes) || nodes.length === 0) throw new Error('empty permission list');
  const btn = await userApi.buttons();
  const buttons: UserButton[] = btn?.userBtn ?? [];
  storage.set(STORAGE_KEYS.winBtnStrList, buttons, LIFETIMES.buttons);
  const menu = buildMenu(nodes, { apiBase: window.location.origin + API_PREFIX, token });
  return { menu, routes: routableEntries(menu), buttons };
}
