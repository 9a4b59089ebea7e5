import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api/ApiError';
import { userApi } from '../../app/api/userApi';
import { useRegisterEnabled } from '../../app/hooks/usePlatform';
import { format, messages } from '../../app/i18n';
import { setLoginPrompts } from '../../app/layout/useLoginPrompts';
import { HOME_PATH } from '../../app/router/menuModel';
import { loginFailureText } from '../../app/session/loginMessages';
import { saveLogin } from '../../app/session/session';
import { greeting } from '../../platform/format/greeting';
import { CaptchaInput } from './CaptchaInput';
import { useCaptcha } from './useCaptcha';
import { closeAfter } from '../../app/timedNotice';

// antd's default time for a notification (closed on a timer, not by antd: see closeAfter).
const WELCOME_SECONDS = 4.5;
const WELCOME_KEY = 'login-welcome';

const t = messages.login;

interface Values {
  loginName: string;
  password: string;
  code?: string;
}

export function Login() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = (location.state as { loginName?: string } | null)?.loginName;
  const registerEnabled = useRegisterEnabled();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);

  const fail = (description: string): void => {
    notification.error({ title: t.failed, description });
    if (captcha.enabled) captcha.refresh();
  };

  const submit = async (values: Values): Promise<void> => {
    setSubmitting(true);
    try {
      const body = { loginName: values.loginName.trim(), password: values.password };
      const result = await userApi.login(captcha.enabled ? { ...body, code: values.code ?? '', uuid: captcha.uuid ?? '' } : body);
      if (result.msgTip !== 'user can login' || !result.token || !result.user) {
        fail(loginFailureText(result.msgTip, body.loginName));
        return;
      }
      saveLogin(result.token, result.user);
      setLoginPrompts({ pwdSimple: result.pwdSimple === true });
      notification.success({ key: WELCOME_KEY, title: t.welcome, description: format(messages.greeting.welcomeBack, { greeting: greeting() }), duration: 0 });
      closeAfter(WELCOME_SECONDS, () => notification.destroy(WELCOME_KEY));
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      fail(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> className="user-form" size="large" initialValues={{ loginName: prefill }} onFinish={(v) => void submit(v)}>
      <h2 className="user-form-title">{t.title}</h2>
      <Form.Item name="loginName" rules={[{ required: true, message: t.loginNameRequired }]}>
        <Input prefix={<UserOutlined />} placeholder={t.loginName} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t.password} autoComplete="current-password" />
      </Form.Item>
      {captcha.enabled && <CaptchaInput image={captcha.image} onRefresh={captcha.refresh} requiredMessage={t.captchaRequired} />}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} className="user-submit">
          {t.submit}
        </Button>
      </Form.Item>
      {registerEnabled && (
        <div className="user-form-links">
          <Link to="/user/register">{t.register}</Link>
        </div>
      )}
    </Form>
  );
}
