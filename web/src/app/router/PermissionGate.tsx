import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, currentToken, currentUserId } from '../session/session';
import { FullPageSpin } from './FullPageSpin';
import { loadPermissions } from './loadPermissions';
import { ShellContext } from './ShellContext';

export function PermissionGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const userId = currentUserId() ?? '';
  const query = useQuery({
    queryKey: ['permissions', userId],
    queryFn: () => loadPermissions(userId, currentToken() ?? ''),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  // A failed (or empty) permission fetch signs the user out and returns to login (spec §4, §8).
  useEffect(() => {
    if (query.isError) {
      clearSession();
      void navigate('/user/login', { replace: true });
    }
  }, [query.isError, navigate]);

  if (!query.data) {
    return <FullPageSpin />;
  }
  return <ShellContext.Provider value={query.data}>{children}</ShellContext.Provider>;
}
