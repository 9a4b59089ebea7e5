import { useEffect } from 'react';
import { useFeedback } from '../../platform/hooks/useFeedback';
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

/** How long each sign-in notice stays (seconds). */
export const NOTICE_SECONDS = { tip: 8, pwdSimple: 10 } as const;

/**
 * Notices right after sign-in: the admin hint, the tenant-expiry warning, and (after 3 s) the
 * "password too simple" prompt with a shortcut to the change-password dialog.
 */
export function useLoginPrompts(openPassword: () => void): void {
  const { notification, message } = useFeedback();

  useEffect(() => {
    const current = pending;
    pending = null;
    if (!current) return;
    const tip = (key: string, type: 'info' | 'warning', content: string) => {
      void message.open({ key, type, content, duration: NOTICE_SECONDS.tip });
    };
    if (currentUser()?.loginName === 'admin') tip('login-admin-tip', 'info', messages.login.adminTip);
    userApi.tenantInfo().then(
      (info) => {
        if (info && expiresSoon(info)) tip('login-expire-soon', 'warning', messages.login.expireSoon);
      },
      () => undefined,
    );
    if (!current.pwdSimple) return;
    // Not cleared on unmount on purpose: the prompt belongs to the sign-in, not to this render.
    setTimeout(() => {
      const key = 'login-pwd-simple';
      notification.warning({
        key,
        title: messages.login.pwdSimple,
        description: (
          <a onClick={openPassword} data-testid="pwd-simple-action">
            {messages.login.pwdSimpleAction}
          </a>
        ),
        duration: NOTICE_SECONDS.pwdSimple,
      });
    }, PWD_SIMPLE_DELAY_MS);
  }, [message, notification, openPassword]);
}
