import { useEffect } from 'react';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { userApi } from '../api/userApi';
import { messages } from '../i18n';
import { currentUser } from '../session/session';
import { expiresSoon } from '../session/tenantExpiry';

// Set by the login page, consumed once by the shell: a reload or a later visit shows nothing again.
let pending = false;

/** `false` drops prompts no shell has shown (tests start from a clean slate). */
export function setLoginPrompts(value: boolean): void {
  pending = value;
}

/** How long each sign-in notice stays (seconds). */
export const NOTICE_SECONDS = { tip: 8 } as const;

/**
 * Notices right after sign-in: the admin hint and the tenant-expiry warning. (A password still initial is a banner
 * in the page, InitialPasswordBanner, not a notice over it.)
 */
export function useLoginPrompts(): void {
  const { message } = useFeedback();

  useEffect(() => {
    if (!pending) return;
    pending = false;
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
  }, [message]);
}
