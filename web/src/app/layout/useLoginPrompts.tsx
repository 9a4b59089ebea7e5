import { App } from 'antd';
import { useEffect } from 'react';
import { userApi } from '../api/userApi';
import { messages } from '../i18n';
import { currentUser } from '../session/session';
import { expiresSoon } from '../session/tenantExpiry';

export const PWD_SIMPLE_DELAY_MS = 3000;

interface Pending {
  pwdSimple: boolean;
}

// Set by the login page, consumed once by the shell: a reload or a later visit shows nothing again.
let pending: Pending | null = null;

/** `null` drops prompts no shell has shown (tests start from a clean slate). */
export function setLoginPrompts(value: Pending | null): void {
  pending = value;
}

/**
 * Notices right after sign-in: the admin hint, the tenant-expiry warning, and (after 3 s) the
 * "password too simple" prompt with a shortcut to the change-password dialog.
 */
export function useLoginPrompts(openPassword: () => void): void {
  const { notification, message } = App.useApp();

  useEffect(() => {
    const current = pending;
    pending = null;
    if (!current) return;
    if (currentUser()?.loginName === 'admin') void message.info(messages.login.adminTip, 8);
    userApi.tenantInfo().then(
      (info) => {
        if (info && expiresSoon(info)) void message.warning(messages.login.expireSoon, 8);
      },
      () => undefined,
    );
    if (!current.pwdSimple) return;
    // Not cleared on unmount on purpose: the prompt belongs to the sign-in, not to this render.
    setTimeout(() => {
      notification.warning({
        title: messages.login.pwdSimple,
        description: (
          <a onClick={openPassword} data-testid="pwd-simple-action">
            {messages.login.pwdSimpleAction}
          </a>
        ),
        duration: 10,
      });
    }, PWD_SIMPLE_DELAY_MS);
  }, [message, notification, openPassword]);
}
