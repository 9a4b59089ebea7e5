import { useLocation } from 'react-router';
import { useOptionalShellData } from '../../app/router/ShellContext';
import { btnStrFor, hasCode } from './permissions';

/**
 * The current user's buttons on a page (default: the current route). The server refuses what is hidden here;
 * this only keeps people from seeing buttons they cannot use.
 */
export function usePermissions(path?: string) {
  const location = useLocation();
  const shell = useOptionalShellData();
  const btnStr = btnStrFor(shell?.buttons ?? [], path ?? location.pathname);
  return { btnStr, has: (code: string) => hasCode(btnStr, code) };
}
