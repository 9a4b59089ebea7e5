import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Progress } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api/ApiError';
import { userApi } from '../../app/api/userApi';
import { format, messages } from '../../app/i18n';
import { isAcceptablePassword, passwordStrength } from '../../platform/form/passwordRules';
import { useEnterToNext } from '../../platform/form/useEnterToNext';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { CaptchaInput } from './CaptchaInput';
import { useCaptcha } from './useCaptcha';

const t = messages.register;

interface Values {
  loginName: string;
  password: string;
  confirm: string;
  code?: string;
}

const LOGIN_NAME = /^(?=.*[a-z]).{4,}$/;

export function Register() {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [form] = Form.useForm<Values>();
  const [strength, setStrength] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const enter = useEnterToNext();

  const submit = async (values: Values): Promise<void> => {
    setSubmitting(true);
    try {
      const body = { loginName: values.loginName.trim(), password: values.password };
      await userApi.register(captcha.enabled ? { ...body, code: values.code ?? '', uuid: captcha.uuid ?? '' } : body);
      notification.success({ title: messages.common.tip, description: t.success });
      await navigate('/user/register-result', { state: { loginName: body.loginName } });
    } catch (error) {
      notification.error({ title: messages.common.tip, description: errorMessage(error, t.failed) });
      if (captcha.enabled) captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div onKeyDown={enter.onKeyDown}>
      <Form<Values> form={form} className="user-form" size="large" onFinish={(v) => void submit(v)}>
        <h2 className="user-form-title">{t.title}</h2>
        <Form.Item
          name="loginName"
          rules={[
            { required: true, message: t.loginNameRequired },
            { pattern: LOGIN_NAME, message: t.loginNameRule },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder={t.loginNamePlaceholder} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          extra={
            strength > 0 && <Progress percent={(strength / 3) * 100} steps={3} size="small" showInfo={false} status={strength < 2 ? 'exception' : 'success'} />
          }
          rules={[
            { required: true, message: t.passwordPlaceholder },
            {
              validator: (_r, value: string | undefined) => {
                if (!value) return Promise.resolve();
                if (!isAcceptablePassword(value)) return Promise.reject(new Error(t.passwordRule));
                if (passwordStrength(value) < 2) return Promise.reject(new Error(t.strengthLow));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t.passwordPlaceholder}
            autoComplete="new-password"
            onChange={(e) => setStrength(passwordStrength(e.target.value))}
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_r, value: string | undefined) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t.mismatch)),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder={t.confirmPlaceholder} autoComplete="new-password" />
        </Form.Item>
        {captcha.enabled && <CaptchaInput image={captcha.image} onRefresh={captcha.refresh} requiredMessage={t.captchaRequired} />}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} className="user-submit">
            {t.submit}
          </Button>
        </Form.Item>
        <div className="user-form-links">
          <Link to="/user/login">{t.toLogin}</Link>
          {strength > 0 && <span className="user-strength">{format(t.strength, { level: t.strengthLevels[Math.min(strength, 3) - 1] ?? '' })}</span>}
        </div>
      </Form>
    </div>
  );
}
