import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { http } from '../../../app/api/http';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';

const t = messages.material.attribute;

/** 多属性 新增 / 编辑: a unique name (1–10 characters) and its values, typed as tags and stored joined by `|`. */
export function AttributeModal({ row, onClose, onSaved }: { row: Row | undefined; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ attributeName: string; values: string[] }>();
  const [saving, setSaving] = useState(false);
  const id = row ? Number(row.id) : undefined;
  const initial = { attributeName: row?.attributeName as string | undefined, values: String(row?.attributeValue ?? '').split('|').filter(Boolean) };

  const save = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const body = { attributeName: values.attributeName.trim(), attributeValue: values.values.map((v) => v.trim()).filter(Boolean).join('|') };
      await (id ? http.put('/materialAttribute/update', { ...body, id }) : http.post('/materialAttribute/add', body));
      void message.success(messages.list.operationOk);
      await client.invalidateQueries({ queryKey: ['material'] });
      onSaved();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  const unique = {
    validator: async (_r: unknown, name: string | undefined) => {
      if (!name?.trim()) return;
      const { status } = await http.get<{ status: boolean }>('/materialAttribute/checkIsNameExist', { name: name.trim(), id: id ?? 0 });
      if (status) throw new Error(messages.material.category.nameExists);
    },
  };
  return (
    <Modal open title={id ? messages.common.edit : messages.common.add} onOk={() => void save()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form form={form} name="attribute" layout="vertical" initialValues={initial}>
        <Form.Item name="attributeName" label={t.name} validateDebounce={300}
          rules={[{ required: true, message: t.nameRequired }, { min: 1, max: 10, message: t.nameLength }, unique]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="values" label={t.value} rules={[{ required: true, message: t.valueRequired }]}>
          <Select mode="tags" open={false} tokenSeparators={['|', ',', '，']} placeholder={t.valuePlaceholder} aria-label={t.value} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
