import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { http } from '../../../app/api/http';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';

const t = messages.material.property;

/** 商品属性 编辑: only the 别名 changes; it becomes the title of the field everywhere products are shown. */
export function PropertyModal({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ nativeName: string; anotherName: string }>();
  const [saving, setSaving] = useState(false);
  const save = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await http.post('/materialProperty/addOrUpdate', { nativeName: row.nativeName, anotherName: values.anotherName.trim() });
      void message.success(messages.list.operationOk);
      await client.invalidateQueries({ queryKey: ['material', 'properties'] });
      onSaved();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={messages.common.edit} onOk={() => void save()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ nativeName: row.nativeName, anotherName: row.anotherName }} onFinish={() => void save()}>
        <Form.Item name="nativeName" label={t.nativeName}><Input disabled /></Form.Item>
        <Form.Item name="anotherName" label={t.anotherName} rules={[{ required: true, whitespace: true, message: t.anotherRequired }, { max: 30, message: t.anotherLength }]}>
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
