import { newPasswordSchema } from '@suanpan/contracts';
import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { api } from '../../app/api/api';
import { format, messages } from '../../app/i18n';
import { useSaveAction } from '../../platform/hooks/useSaveAction';
import { schemaRule } from '../../platform/resource/fieldRules';

const t = messages.system.user;

/** 重置密码: a new password by the contract's password rule, sent in plain text (the server hashes it). */
export function ResetPasswordModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const { saving, save } = useSaveAction(
    async () => {
      const { password } = await form.validateFields();
      await api.post('/user/resetPwd', { id: userId, password });
    },
    onClose,
    t.resetOk,
  );
  return (
    <Modal open={userId !== null} title={t.resetPassword} okText={messages.common.save} confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden>
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
