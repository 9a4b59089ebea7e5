import { Form, Modal } from 'antd';
import { messages } from '../../../app/i18n';
import { useEnterToNext } from '../../../platform/form/useEnterToNext';
import { useSaveAction } from '../../../platform/hooks/useSaveAction';
import { categoryApi, type CategoryValues } from './categoryApi';
import { CategoryFields } from './CategoryFields';

/** 添加类别 under the selected node (or at the top). */
export function CategoryAddModal({ parentId, onClose, onSaved }: { parentId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<CategoryValues>();
  const enter = useEnterToNext();
  const { saving, save } = useSaveAction(async () => {
    const values = await form.validateFields();
    await categoryApi.add({ ...values, parentId: values.parentId ?? null });
  }, onSaved);
  return (
    <Modal open title={messages.material.category.addChild} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <div onKeyDown={enter.onKeyDown}>
        <Form form={form} name="categoryAdd" layout="vertical" initialValues={{ parentId }}>
          <CategoryFields form={form} />
        </Form>
      </div>
    </Modal>
  );
}
