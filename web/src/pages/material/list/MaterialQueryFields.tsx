import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { messages } from '../../../app/i18n';
import { useState } from 'react';
import { CategoryTreeSelect } from '../CategoryTreeSelect';
import { MaterialPicker } from '../picker/MaterialPicker';
import { useDepots } from '../useMaterialLookups';

const f = messages.material.fields;
const flags = messages.material.flags;
const w = messages.material.warning;
const hasNone = [
  { value: '1', label: flags.has },
  { value: '0', label: flags.none },
];

/** Filters of 商品信息: category (with its sub-categories), keyword, state, serial / batch, warning, stock depot. */
/** The keyword's button opens the material picker; the chosen barcode becomes the keyword (`onPicked`). */
export function MaterialQueryFields({ onPicked }: { onPicked: (barCode: string) => void }) {
  const depots = useDepots();
  const form = Form.useFormInstance();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Form.Item name="categoryId" label={f.category}>
        <CategoryTreeSelect style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label={messages.material.picker.keyword}>
        <Space.Compact>
          <Form.Item name="materialParam" noStyle>
            <Input placeholder={messages.material.list.keywordPlaceholder} style={{ width: 220 }} allowClear />
          </Form.Item>
          <Button
            icon={<SearchOutlined />}
            onClick={() => setPicking(true)}
            aria-label={messages.material.picker.title}
            title={messages.material.picker.title}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item name="enabled" label={f.enabled}>
        <Select
          allowClear
          style={{ width: 90 }}
          options={[
            { value: true, label: flags.enabled },
            { value: false, label: flags.disabled },
          ]}
        />
      </Form.Item>
      <Form.Item name="enableSerialNumber" label={f.serial}>
        <Select allowClear style={{ width: 80 }} options={hasNone} />
      </Form.Item>
      <Form.Item name="enableBatchNumber" label={f.batch}>
        <Select allowClear style={{ width: 80 }} options={hasNone} />
      </Form.Item>
      <Form.Item name="warning" label={w.label}>
        <Select allowClear style={{ width: 130 }} options={(['low', 'high', 'any'] as const).map((k) => ({ value: k, label: w[k] }))} />
      </Form.Item>
      <Form.Item name="depotId" label={messages.material.list.depotFilter}>
        <Select allowClear style={{ width: 130 }} options={(depots.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
      </Form.Item>
      {picking && (
        <MaterialPicker
          open
          onClose={() => setPicking(false)}
          onSelect={([row]) => {
            setPicking(false);
            if (!row) return;
            form.setFieldValue('materialParam', row.barCode);
            onPicked(row.barCode);
          }}
        />
      )}
    </>
  );
}
