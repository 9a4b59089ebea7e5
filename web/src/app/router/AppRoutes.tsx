import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import { Login } from '../../pages/user/Login';
import { UserLayout } from '../../pages/user/UserLayout';
import { hasStoredUser } from '../session/session';
import { ChunkBoundary } from './ChunkBoundary';
import { lazyNamed } from './lazyPage';
import { HOME_PATH } from './menuModel';
import { RequireAuth } from './RequireAuth';

// The login page is in the entry chunk (the first screen must be fast, spec §9: its JavaScript stays under the
// budget web/vite.config.ts checks); the shell and every other page are chunks loaded when first shown.
const loadShell = () => import('./AppShell');
const AppShell = lazyNamed(loadShell, 'AppShell');
const Register = lazyNamed(() => import('../../pages/user/Register'), 'Register');
const RegisterResult = lazyNamed(() => import('../../pages/user/RegisterResult'), 'RegisterResult');
const Exception = lazyNamed<{ type: 403 | 404 | 500 }>(() => import('../../pages/exception/Exception'), 'Exception');

/** Fetches the shell's code while the visitor types, so signing in does not wait for it. */
function prefetchShell(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => void loadShell().catch(() => undefined));
}

function LoginRoute() {
  const signedIn = hasStoredUser();
  useEffect(() => {
    if (!signedIn) prefetchShell();
  }, [signedIn]);
  return signedIn ? <Navigate to={HOME_PATH} replace /> : <Login />;
}

const lazyRoute = (element: ReactNode) => <ChunkBoundary>{element}</ChunkBoundary>;
// Inside the sign-in card: a small spinner there rather than a window-high one.
const lazyCard = (element: ReactNode) => <ChunkBoundary fallback={<Spin className="user-form-loading" />}>{element}</ChunkBoundary>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path="/dashboard" element={<Navigate to={HOME_PATH} replace />} />
      <Route path="/user" element={<UserLayout />}>
        <Route index element={<Navigate to="/user/login" replace />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={lazyCard(<Register />)} />
        <Route path="register-result" element={lazyCard(<RegisterResult />)} />
      </Route>
      <Route path="/403" element={lazyRoute(<Exception type={403} />)} />
      <Route path="/404" element={lazyRoute(<Exception type={404} />)} />
      <Route path="/500" element={lazyRoute(<Exception type={500} />)} />
      <Route path="*" element={<RequireAuth>{lazyRoute(<AppShell />)}</RequireAuth>} />
    </Routes>
  );
}
