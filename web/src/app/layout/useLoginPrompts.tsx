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
 * Where the sign-in notices (the welcome, the admin hint, the expiry warning) open: at the foot of the screen, since
 * the top of the content holds the initial-password banner with its 立即修改 and a page's query form.
 */
export const SIGN_IN_NOTICE_PLACEMENT = 'bottomRight';

/**
 * Notices right after sign-in: the admin hint and the tenant-expiry warning. (A password still initial is a banner
 * in the page, InitialPasswordBanner, not a notice over it.)
 */
export function useLoginPrompts(): void {
  const { notification } = useFeedback();

  useEffect(() => {
    if (!pending) return;
    pending = false;
    const tip = (key: string, type: 'info' | 'warning', description: string) => {
      notification.open({ key, type, title: messages.common.tip, description, duration: NOTICE_SECONDS.tip, placement: SIGN_IN_NOTICE_PLACEMENT });
    };
    if (currentUser()?.loginName === 'admin') tip('login-admin-tip', 'info', messages.login.adminTip);
    userApi.tenantInfo().then(
      (info) => {
        if (info && expiresSoon(info)) tip('login-expire-soon', 'warning', messages.login.expireSoon);
      },
      () => undefined,
    );
  }, [notification]);
}
