import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { api } from '../../app/api/api';
import { format, messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { RecipientPicker, type Recipient } from './RecipientPicker';

const t = messages.system.systemMsg;
const required = (label: string) => [{ required: true, message: format(messages.resource.pleaseInput, { label }) }];

interface Values {
  msgTitle: string;
  msgContent?: string;
  audience: 'all' | 'tenants' | 'users';
  tenantIds?: number[];
  recipients?: Recipient[];
}

/** 发送系统消息: an announcement to every tenant, to chosen tenants or to users chosen in a searchable picker. */
export function SystemMsgSendModal({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const audience = Form.useWatch('audience', form);
  const tenants = useQuery({
    queryKey: ['tenantsForAnnouncement'],
    enabled: open,
    queryFn: () => http.get<{ rows: Array<{ id: number; loginName: string }> }>('/tenant/list', { search: '{}', currentPage: 1, pageSize: 500 }),
  });
  const send = async (): Promise<void> => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        msgTitle: values.msgTitle,
        ...(values.msgContent ? { msgContent: values.msgContent } : {}),
        audience: values.audience,
        ...(values.audience === 'tenants' ? { tenantIds: values.tenantIds } : {}),
        ...(values.audience === 'users' ? { userIds: (values.recipients ?? []).map((r) => r.id) } : {}),
      };
      const result = await api.post('/systemMessage/send', body);
      void message.success(format(t.sentCount, { count: result.recipientCount }));
      form.resetFields();
      onSent();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  const fields = messages.notice;
  return (
    <Modal
      open={open}
      title={t.send}
      width={720}
      centered
      // The recipient picker makes the form taller than a 768-pixel screen: the body scrolls, the title and buttons stay.
      styles={{ body: { maxHeight: 'calc(100vh - 180px)', overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 } }}
      okText={messages.system.msg.send}
      confirmLoading={saving}
      onOk={() => void send().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ audience: 'all' }}>
        <Form.Item name="msgTitle" label={fields.title} rules={required(fields.title)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="msgContent" label={fields.content}>
          <Input.TextArea rows={4} maxLength={500} />
        </Form.Item>
        <Form.Item name="audience" label={t.audience}>
          <Radio.Group options={Object.entries(t.audiences).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {audience === 'tenants' && (
          <Form.Item name="tenantIds" label={t.tenants} rules={required(t.tenants)}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={(tenants.data?.rows ?? []).map((r) => ({ value: Number(r.id), label: r.loginName }))}
            />
          </Form.Item>
        )}
        {audience === 'users' && (
          <Form.Item name="recipients" label={t.users} rules={[{ required: true, type: 'array', min: 1, message: t.pickUsers }]} extra={t.userIdsTip}>
            <RecipientPicker />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
