import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { errorMessage } from '../api/ApiError';
import { userApi } from '../api/userApi';
import { messages } from '../i18n';
import { initialPassword } from '../session/initialPassword';
import { currentUserId } from '../session/session';
import { isAcceptablePassword } from '../../platform/form/passwordRules';
import { useEnterToNext } from '../../platform/form/useEnterToNext';

const t = messages.password;

interface Values {
  oldpassword: string;
  password: string;
  confirmPassword: string;
}

/** 修改密码 with every rule of spec §5 and every outcome of §8. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const enter = useEnterToNext();

  const submit = async (): Promise<void> => {
    const userId = currentUserId();
    if (userId === undefined) {
      void message.warning(t.noUser);
      return;
    }
    const values = await form.validateFields();
    setSubmitting(true);
    try {
      const result = await userApi.updatePwd({ userId, ...values });
      if (result.status === 1) {
        void message.success(result.message);
        initialPassword.settled();
        form.resetFields();
        onClose();
      } else {
        void message.warning(result.message || t.failed);
      }
    } catch (error) {
      void message.warning(errorMessage(error, t.failed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t.title}
      confirmLoading={submitting}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => (form.resetFields(), onClose())}
      destroyOnHidden
    >
      <div onKeyDown={enter.onKeyDown}>
        <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} validateTrigger={['onChange', 'onBlur']}>
          <Form.Item label={t.old} name="oldpassword" rules={[{ required: true, message: t.oldRequired }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label={t.new}
            name="password"
            extra={t.hint}
            dependencies={['oldpassword']}
            rules={[
              { required: true, message: t.newRequired },
              ({ getFieldValue }) => ({
                validator: (_r, value: string | undefined) => {
                  if (!value) return Promise.resolve();
                  if (value === getFieldValue('oldpassword')) return Promise.reject(new Error(t.sameAsOld));
                  if (!isAcceptablePassword(value)) return Promise.reject(new Error(t.rule));
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t.confirm}
            name="confirmPassword"
            dependencies={['password']}
            rules={[
              { required: true, message: t.confirmRequired },
              ({ getFieldValue }) => ({
                validator: (_r, value: string | undefined) => {
                  if (value === undefined || value === '') return Promise.resolve();
                  if (value.trim() === '') return Promise.reject(new Error(t.empty));
                  const wanted = String(getFieldValue('password') ?? '').trim();
                  return value.trim() === wanted ? Promise.resolve() : Promise.reject(new Error(t.mismatch));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
