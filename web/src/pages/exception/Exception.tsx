import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { messages } from '../../app/i18n';
import { HOME_PATH } from '../../app/router/menuModel';

/** 403 / 404 / 500, full page or inside the shell (a screen outside the user's menu). */
export function Exception({ type, inShell = false }: { type: 403 | 404 | 500; inShell?: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={inShell ? 'exception-in-shell' : 'exception-page'}>
      <Result
        status={String(type) as '403' | '404' | '500'}
        title={type}
        subTitle={messages.exception[type]}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {messages.common.backHome}
          </Button>
        }
      />
    </div>
  );
}
