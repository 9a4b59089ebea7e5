import { Form, Input, InputNumber, Select } from 'antd';
import { messages } from '../../../app/i18n';
import { CategoryTreeSelect } from '../CategoryTreeSelect';
import { useFieldTitles } from '../useMaterialLookups';
import { BatchSetFrame } from './BatchSetFrame';
import type { Chosen } from './ChosenMaterials';

const f = messages.material.fields;
const flags = [
  { value: '1', label: messages.material.flags.has },
  { value: '0', label: messages.material.flags.none },
];
const TEXT = ['color', 'brand', 'position', 'mfrs', 'otherField1', 'otherField2', 'otherField3', 'remark'] as const;

/** Only filled fields are sent: the server leaves absent ones alone. */
function toBody(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return Object.keys(body).length ? body : undefined;
}

/** 批量设置-信息: colour, brand, weight, shelf life, category, position, maker, extra fields, serial / batch. */
export function BatchSetInfo({ initialChosen, onApplied }: { initialChosen?: Chosen[]; onApplied?: () => void }) {
  const [form] = Form.useForm();
  const titles = useFieldTitles();
  const label: Record<(typeof TEXT)[number], string> = { ...titles, color: f.color, brand: f.brand, position: f.position, remark: f.remark };
  const serialRule = {
    validator: async () => {
      if (form.getFieldValue('enableSerialNumber') === '1' && form.getFieldValue('enableBatchNumber') === '1')
        throw new Error(messages.material.modal.serialAndBatch);
    },
  };
  return (
    <BatchSetFrame kind="info" form={form} toBody={toBody} initialChosen={initialChosen} onApplied={onApplied}>
      {TEXT.map((key) => (
        <Form.Item key={key} name={key} label={label[key]}>
          <Input style={{ width: 150 }} />
        </Form.Item>
      ))}
      <Form.Item name="weight" label={f.weight}>
        <Input inputMode="decimal" style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="expiryNum" label={f.expiryNum}>
        <InputNumber min={0} max={36500} precision={0} />
      </Form.Item>
      <Form.Item name="categoryId" label={f.category}>
        <CategoryTreeSelect style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enableSerialNumber" label={f.serial} rules={[serialRule]} dependencies={['enableBatchNumber']}>
        <Select allowClear options={flags} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name="enableBatchNumber" label={f.batch}>
        <Select allowClear options={flags} style={{ width: 80 }} />
      </Form.Item>
    </BatchSetFrame>
  );
}
