import { BasicLayout } from '../layout/BasicLayout';
import { PermissionGate } from './PermissionGate';

/** Everything behind the sign-in: a chunk of its own, so the login page does not download the shell. */
export function AppShell() {
  return (
    <PermissionGate>
      <BasicLayout />
    </PermissionGate>
  );
}
