import { Form, Input, Modal } from 'antd';
import { messages } from '../../../app/i18n';
import { useSaveAction } from '../../../platform/hooks/useSaveAction';
import type { Row } from '../../../platform/list/listTypes';
import { billApi } from '../billApi';

const m = messages.bill.msg;

/**
 * 修改备注 (screens §3.5 QuickEditModal): the bill number read-only and its remark, saved with
 * `PUT /depotHead/quickEdit` whatever the bill's status.
 */
export function QuickEditModal({ bill, onClose, onSaved }: { bill: Row; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ number: string; remark: string }>();
  const { saving, save } = useSaveAction(
    async () => {
      const { remark } = await form.validateFields();
      await billApi.quickEdit(Number(bill.id), remark ?? '');
    },
    onSaved,
    m.saved,
  );
  return (
    <Modal open title={m.quickEditTitle} width={600} okText={messages.common.save} confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        name="quickEdit"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 18 }}
        initialValues={{ number: String(bill.number ?? ''), remark: String(bill.remark ?? '') }}
      >
        <Form.Item label={messages.bill.field.number} name="number">
          <Input readOnly />
        </Form.Item>
        <Form.Item label={m.remarkLabel} name="remark">
          <Input.TextArea rows={4} placeholder={m.remarkPlaceholder} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
