import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ERR } from '@suanpan/contracts';
import { ApiError, errorMessage } from '../../app/api/ApiError';
import { userApi } from '../../app/api/userApi';
import { useRegisterEnabled } from '../../app/hooks/usePlatform';
import { format, messages } from '../../app/i18n';
import { setLoginPrompts, SIGN_IN_NOTICE_PLACEMENT } from '../../app/layout/useLoginPrompts';
import { initialPassword } from '../../app/session/initialPassword';
import { HOME_PATH } from '../../app/router/menuModel';
import { loginFailureText } from '../../app/session/loginMessages';
import { languageAtSignIn } from '../../app/session/chooseLanguage';
import { saveLogin } from '../../app/session/session';
import { greeting } from '../../platform/format/greeting';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { CaptchaInput } from './CaptchaInput';
import { useCaptcha } from './useCaptcha';

const t = messages.login;

interface Values {
  loginName: string;
  password: string;
  code?: string;
}

export function Login() {
  const { notification } = useFeedback();
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
      await languageAtSignIn(result.user);
      initialPassword.signedIn(result.pwdSimple === true);
      setLoginPrompts(true);
      notification.success({
        title: t.welcome,
        description: format(messages.greeting.welcomeBack, { greeting: greeting() }),
        placement: SIGN_IN_NOTICE_PLACEMENT,
      });
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      // The server wants the captcha for this name (or it was left empty): show it, the next try sends it.
      if (error instanceof ApiError && error.code === ERR.captchaRequired.code) captcha.require();
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
