import { Navigate, Route, Routes } from 'react-router';
import { Exception } from '../../pages/exception/Exception';
import { Login } from '../../pages/user/Login';
import { Register } from '../../pages/user/Register';
import { RegisterResult } from '../../pages/user/RegisterResult';
import { UserLayout } from '../../pages/user/UserLayout';
import { BasicLayout } from '../layout/BasicLayout';
import { hasStoredUser } from '../session/session';
import { HOME_PATH } from './menuModel';
import { PermissionGate } from './PermissionGate';
import { RequireAuth } from './RequireAuth';

// Login pages are eager (the first screen must be fast); every screen inside the shell is a lazy chunk.
function LoginRoute() {
  return hasStoredUser() ? <Navigate to={HOME_PATH} replace /> : <Login />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path="/dashboard" element={<Navigate to={HOME_PATH} replace />} />
      <Route path="/user" element={<UserLayout />}>
        <Route index element={<Navigate to="/user/login" replace />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={<Register />} />
        <Route path="register-result" element={<RegisterResult />} />
      </Route>
      <Route path="/403" element={<Exception type={403} />} />
      <Route path="/404" element={<Exception type={404} />} />
      <Route path="/500" element={<Exception type={500} />} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <PermissionGate>
              <BasicLayout />
            </PermissionGate>
          </RequireAuth>
        }
      />
    </Routes>
  );
}
