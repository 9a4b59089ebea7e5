import { Checkbox, Form, Input, Select } from 'antd';
import { messages } from '../../../app/i18n';
import { BatchSetFrame } from './BatchSetFrame';

const f = messages.material.fields;
const t = messages.material.batch;
const PRICES = [
  { value: 'purchaseDecimal', label: f.purchase },
  { value: 'commodityDecimal', label: f.retail },
  { value: 'wholesaleDecimal', label: f.wholesale },
  { value: 'lowDecimal', label: f.lowest },
];
const MODES = [
  { value: 'set', label: t.modeSet },
  { value: 'add', label: t.modeAdd },
  { value: 'percent', label: t.modePercent },
];

const toBody = (v: Record<string, unknown>) => ({ priceField: v.priceField, mode: v.mode, value: String(v.value).trim(), defaultOnly: Boolean(v.defaultOnly) });

/** 批量设置-价格: set, raise by an amount or by a percentage; bigger units follow their ratio. */
export function BatchSetPrice() {
  const [form] = Form.useForm();
  return (
    <BatchSetFrame kind="price" form={form} toBody={toBody}>
      <Form.Item name="priceField" label={t.priceField} initialValue="commodityDecimal">
        <Select options={PRICES} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="mode" label={t.mode} initialValue="set">
        <Select options={MODES} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item
        name="value"
        label={t.value}
        rules={[
          { required: true, message: messages.material.modal.enterPrice },
          { pattern: /^-?\d{1,12}(\.\d{1,6})?$/, message: messages.material.modal.enterPrice },
        ]}
      >
        <Input inputMode="decimal" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="defaultOnly" valuePropName="checked">
        <Checkbox>{t.defaultOnly}</Checkbox>
      </Form.Item>
    </BatchSetFrame>
  );
}
