import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { httpEvents } from '../api/httpEvents';
import { messages } from '../i18n';
import { checkActivity } from './activity';
import { clearSession, dropToken } from './session';

type Reason = 'inactive' | 'unauthorized';

const isLoginPath = (path: string): boolean => path.startsWith('/user');
// A background check so an idle screen also expires without waiting for the next click.
const CHECK_EVERY_MS = 60_000;

/**
 * Session rules of spec §4: inactivity over 30 minutes (checked on clicks, successful responses, returning to the
 * tab) and any 401 open the session-expired modal; nothing is shown on the login pages.
 */
export function SessionWatch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [reason, setReason] = useState<Reason | null>(null);
  const pathRef = useRef(pathname);

  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const check = (): void => {
      if (isLoginPath(pathRef.current)) return;
      if (checkActivity() === 'expired') {
        dropToken();
        setReason((r) => r ?? 'inactive');
      }
    };
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') check();
    };
    const onUnauthorized = (): void => {
      if (isLoginPath(pathRef.current)) return;
      dropToken();
      setReason((r) => r ?? 'unauthorized');
    };
    document.addEventListener('click', check, true);
    document.addEventListener('visibilitychange', onVisible);
    const offSuccess = httpEvents.onSuccess(check);
    const offUnauthorized = httpEvents.onUnauthorized(onUnauthorized);
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      document.removeEventListener('click', check, true);
      document.removeEventListener('visibilitychange', onVisible);
      offSuccess();
      offUnauthorized();
      clearInterval(timer);
    };
  }, []);

  const signInAgain = (): void => {
    setReason(null);
    clearSession();
    void navigate('/user/login', { replace: true });
  };

  // Mounted only when shown: a closed antd Modal still builds its styles, work the login page does not need.
  if (reason === null || isLoginPath(pathname)) return null;
  return (
    <Modal
      open
      title={messages.session.expiredTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={messages.session.signInAgain}
      onOk={signInAgain}
      zIndex={2000}
    >
      {reason === 'unauthorized' ? messages.session.authFailed : messages.session.inactive}
    </Modal>
  );
}
