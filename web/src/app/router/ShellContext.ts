import { createContext, useContext } from 'react';
import type { UserButton } from '@suanpan/contracts';
import type { RouteEntry } from './menuModel';

export interface ShellData {
  menu: RouteEntry[];
  routes: Map<string, RouteEntry>;
  buttons: UserButton[];
}

export const ShellContext = createContext<ShellData | null>(null);

export function useShellData(): ShellData {
  const data = useContext(ShellContext);
  if (!data) throw new Error('useShellData outside the signed-in shell');
  return data;
}

/** Outside the shell (e.g. component tests of a list page) the button list is simply empty. */
export function useOptionalShellData(): ShellData | null {
  return useContext(ShellContext);
}
