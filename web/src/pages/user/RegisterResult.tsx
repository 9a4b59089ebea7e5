import { Button, Result } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { format, messages } from '../../app/i18n';

const t = messages.register;

/** After registration: confirms the new tenant and leads to the login form with the name filled in. */
export function RegisterResult() {
  const navigate = useNavigate();
  const loginName = (useLocation().state as { loginName?: string } | null)?.loginName;
  if (!loginName) return <Navigate to="/user/register" replace />;
  return (
    <Result
      status="success"
      title={format(t.resultTitle, { name: loginName })}
      subTitle={t.resultDesc}
      extra={
        <Button type="primary" onClick={() => void navigate('/user/login', { state: { loginName } })}>
          {t.resultLogin}
        </Button>
      }
    />
  );
}
