import { Form, Input, Select } from 'antd';
import { messages } from '../../../app/i18n';
import { useStockDepots } from '../useMaterialLookups';
import { BatchSetFrame } from './BatchSetFrame';

const f = messages.material.fields;
const KEYS = ['initStock', 'lowSafeStock', 'highSafeStock'] as const;

function toBody(v: Record<string, unknown>): Record<string, unknown> | undefined {
  const levels = Object.fromEntries(KEYS.filter((k) => v[k] !== undefined && v[k] !== '').map((k) => [k, String(v[k]).trim()]));
  return Object.keys(levels).length ? { depotIds: v.depotIds, ...levels } : undefined;
}

/** 批量设置-库存: opening stock and warning levels for every chosen product in every chosen depot. */
export function BatchSetStock() {
  const [form] = Form.useForm();
  const depots = useStockDepots();
  return (
    <BatchSetFrame kind="stock" form={form} toBody={toBody}>
      <Form.Item name="depotIds" label={messages.material.batch.depots} rules={[{ required: true, message: messages.list.selectOne }]}>
        <Select mode="multiple" style={{ minWidth: 200 }} options={(depots.data ?? []).map((d) => ({ value: d.depotId, label: d.depotName }))} />
      </Form.Item>
      {KEYS.map((key) => (
        <Form.Item key={key} name={key} label={f[key]} rules={[{ pattern: /^\d{1,18}(\.\d{1,6})?$/, message: messages.material.modal.enterQty }]}>
          <Input inputMode="decimal" style={{ width: 110 }} />
        </Form.Item>
      ))}
    </BatchSetFrame>
  );
}
