import { newPasswordSchema } from '@suanpan/contracts';
import { App, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { format, messages } from '../../app/i18n';
import { schemaRule } from '../../platform/resource/fieldRules';

const t = messages.system.user;

/** 重置密码: a new password by the contract's password rule, sent in plain text (the server hashes it). */
export function ResetPasswordModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const save = async (): Promise<void> => {
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await http.post('/user/resetPwd', { id: userId, password });
      void message.success(t.resetOk);
      onClose();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={userId !== null} title={t.resetPassword} okText={messages.common.save} confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label={t.newPassword} rules={passwordRules(t.newPassword)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Required, then the contract's password rule with the server's message. */
export function passwordRules(label: string): Rule[] {
  return [{ required: true, message: format(messages.resource.pleaseInput, { label }) }, schemaRule(newPasswordSchema)];
}
