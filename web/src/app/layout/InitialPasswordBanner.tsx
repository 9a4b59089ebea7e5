import { Alert, Button } from 'antd';
import { messages } from '../i18n';
import { initialPassword, useInitialPassword } from '../session/initialPassword';

/**
 * The reminder that the user still signs in with the initial password: a banner in the page's flow above the content
 * (never over a form or the phone's menu), with a shortcut to 修改密码; closed, it stays away for this sign-in.
 */
export function InitialPasswordBanner({ openPassword }: { openPassword: () => void }) {
  const shown = useInitialPassword();
  if (!shown) return null;
  return (
    <Alert
      className="shell-initial-password"
      data-testid="initial-password-banner"
      type="warning"
      showIcon
      title={messages.login.initialPassword}
      action={
        <Button size="small" type="primary" onClick={openPassword} data-testid="initial-password-change">
          {messages.login.initialPasswordAction}
        </Button>
      }
      closable={{ onClose: () => initialPassword.settled(), 'aria-label': messages.login.initialPasswordClose }}
    />
  );
}
