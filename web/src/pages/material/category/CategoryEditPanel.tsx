import { Button, Card, Empty, Form, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { categoryApi, type CategoryValues } from './categoryApi';
import { CategoryFields } from './CategoryFields';

const t = messages.material.category;

interface Props {
  id: number | undefined;
  canEdit: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

/** The right-hand form of the selected category: edit and move (上级目录) it. */
export function CategoryEditPanel({ id, canEdit, onCancel, onSaved }: Props) {
  const { message } = useFeedback();
  const [form] = Form.useForm<CategoryValues>();
  const found = useQuery({ queryKey: ['material', 'category', id], queryFn: () => categoryApi.find(id ?? 0), enabled: id !== undefined, gcTime: 0 });
  const row = found.data;
  useEffect(() => {
    if (row) form.setFieldsValue({ ...row, serialNo: row.serialNo ?? '', parentId: row.parentId ?? undefined });
  }, [row, form]);

  if (id === undefined)
    return (
      <Card>
        <Empty description={t.empty} />
      </Card>
    );
  const save = async (): Promise<void> => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await categoryApi.update({ ...values, id, parentId: values.parentId ?? null });
      void message.success(messages.material.modal.saved);
      onSaved();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };
  return (
    <Card extra={<a onClick={onCancel}>{t.cancelSelect}</a>} title={messages.common.edit}>
      <Spin spinning={found.isFetching}>
        <Form form={form} name="categoryEdit" layout="vertical" disabled={!canEdit} key={id}>
          <CategoryFields form={form} selfId={id} />
          {canEdit && (
            <Button type="primary" onClick={() => void save()}>
              {messages.common.save}
            </Button>
          )}
        </Form>
      </Spin>
    </Card>
  );
}
