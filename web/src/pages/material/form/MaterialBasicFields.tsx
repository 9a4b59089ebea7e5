import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { messages } from '../../../app/i18n';
import { CategoryTreeSelect } from '../CategoryTreeSelect';
import { useFieldTitles, useUnits } from '../useMaterialLookups';

const f = messages.material.fields;
const t = messages.material.modal;
const flagOptions = [
  { value: '1', label: messages.material.flags.has },
  { value: '0', label: messages.material.flags.none },
];

const text = (name: string, label: string, max = 100) => (
  <Col xs={24} sm={12} md={6} key={name}>
    <Form.Item name={name} label={label} rules={[{ max, message: t.nameTooLong.replace('100', String(max)) }]}>
      <Input />
    </Form.Item>
  </Col>
);

/** 基本信息 fields; the unit is typed text or, with 多单位, a unit group. */
export function MaterialBasicFields({ multiUnit, onNameChange }: { multiUnit: boolean; onNameChange: (name: string) => void }) {
  const titles = useFieldTitles();
  const units = useUnits();
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12} md={6}>
        <Form.Item
          name="name"
          label={f.name}
          rules={[
            { required: true, message: t.nameRequired },
            { max: 100, message: t.nameTooLong },
          ]}
        >
          <Input autoFocus onChange={(e) => onNameChange(e.target.value)} />
        </Form.Item>
      </Col>
      {text('standard', f.standard)}
      {text('model', f.model)}
      <Col xs={24} sm={12} md={6}>
        <Form.Item label={f.unit} required style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            {multiUnit ? (
              <Form.Item name="unitId" rules={[{ required: true, message: t.unitIdRequired }]} style={{ flex: 1 }}>
                <Select
                  aria-label={f.multiUnit}
                  options={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="unit"
                rules={[
                  { required: true, message: t.unitRequired },
                  { max: 50, message: t.nameTooLong },
                ]}
                style={{ flex: 1 }}
              >
                <Input aria-label={f.unit} />
              </Form.Item>
            )}
            <Form.Item name="multiUnit" valuePropName="checked">
              <Checkbox>{f.multiUnit}</Checkbox>
            </Form.Item>
          </div>
        </Form.Item>
      </Col>
      {text('color', f.color, 50)}
      {text('brand', f.brand)}
      {text('mnemonic', f.mnemonic)}
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="categoryId" label={f.category}>
          <CategoryTreeSelect />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="weight" label={f.weight} rules={[{ pattern: /^\d{0,12}(\.\d{1,6})?$/, message: f.weight }]}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="expiryNum" label={f.expiryNum}>
          <InputNumber min={0} max={36500} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {text('position', f.position)}
      {text('mfrs', titles.mfrs, 50)}
      {text('otherField1', titles.otherField1, 500)}
      {text('otherField2', titles.otherField2, 500)}
      {text('otherField3', titles.otherField3, 500)}
      <Col xs={12} sm={6} md={3}>
        <Form.Item name="enableSerialNumber" label={f.serial}>
          <Select options={flagOptions} aria-label={f.serial} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6} md={3}>
        <Form.Item name="enableBatchNumber" label={f.batch}>
          <Select options={flagOptions} aria-label={f.batch} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="remark" label={f.remark} rules={[{ max: 500, message: t.nameTooLong.replace('100', '500') }]}>
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
