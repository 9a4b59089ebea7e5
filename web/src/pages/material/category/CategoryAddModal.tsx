import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { messages } from '../../../app/i18n';
import { useEnterToNext } from '../../../platform/form/useEnterToNext';
import { categoryApi, type CategoryValues } from './categoryApi';
import { CategoryFields } from './CategoryFields';

/** 添加类别 under the selected node (or at the top). */
export function CategoryAddModal({ parentId, onClose, onSaved }: { parentId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryValues>();
  const [saving, setSaving] = useState(false);
  const enter = useEnterToNext();
  const save = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await categoryApi.add({ ...values, parentId: values.parentId ?? null });
      void message.success(messages.list.operationOk);
      onSaved();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={messages.material.category.addChild} onOk={() => void save()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <div onKeyDown={enter.onKeyDown}>
        <Form form={form} name="categoryAdd" layout="vertical" initialValues={{ parentId }}>
          <CategoryFields form={form} />
        </Form>
      </div>
    </Modal>
  );
}
