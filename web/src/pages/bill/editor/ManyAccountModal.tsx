import { Form, InputNumber, Modal, Select } from 'antd';
import { format, messages } from '../../../app/i18n';
import type { Option } from '../billApi';

type Share = { accountId: number; amount: string };
const e = messages.bill.editor;

/** 多账户结算: up to three accounts with amounts; at least two are needed (screens §3.5). */
export function ManyAccountModal({
  accounts,
  initial,
  onOk,
  onCancel,
}: {
  accounts: Option[];
  initial?: Share[] | undefined;
  onOk: (shares: Share[]) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const init = Object.fromEntries(
    (initial ?? []).flatMap((s, i) => [
      [`a${i}`, s.accountId],
      [`m${i}`, s.amount],
    ]),
  );
  const submit = async () => {
    const v = await form.validateFields();
    const shares = [0, 1, 2]
      .map((i) => ({ accountId: v[`a${i}`] as number | undefined, amount: v[`m${i}`] as string | undefined }))
      .filter((s): s is Share => s.accountId !== undefined && s.amount !== undefined && s.amount !== null && s.amount !== '');
    if (shares.length < 2) return void Modal.warning({ title: messages.common.tip, content: messages.bill.msg.manyAccountTwo });
    onOk(shares);
  };
  return (
    <Modal open title={messages.bill.action.manyAccount} onOk={() => void submit()} onCancel={onCancel} width={520} destroyOnHidden>
      <Form form={form} initialValues={init} labelCol={{ span: 6 }}>
        {[0, 1, 2].map((i) => (
          <Form.Item key={i} label={format(e.accountN, { n: i + 1 })} style={{ marginBottom: 8 }}>
            <Form.Item name={`a${i}`} noStyle>
              <Select allowClear options={accounts} style={{ width: 170 }} />
            </Form.Item>
            <Form.Item name={`m${i}`} noStyle>
              <InputNumber<string> stringMode min="0" style={{ width: 150, marginLeft: 8 }} placeholder={format(e.amountN, { n: i + 1 })} />
            </Form.Item>
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
