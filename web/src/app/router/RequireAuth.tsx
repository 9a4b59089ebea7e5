import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasStoredUser } from '../session/session';

/** Visitors without a stored user id go to the login page (spec §2.1). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasStoredUser()) {
    return <Navigate to="/user/login" replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
