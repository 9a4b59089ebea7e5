import type { BillKind } from '@suanpan/contracts';
import { Button, Col, DatePicker, Form, Input, Row as Grid, Select } from 'antd';
import { messages } from '../../../app/i18n';
import type { Option } from '../billApi';
import { viewOf } from '../billCatalogue';
import { PartnerSelect } from '../PartnerSelect';
import { TIME } from './useBillDraft';

const f = messages.bill.field;
const m = messages.bill.msg;

interface Props {
  kind: BillKind;
  readOnly: boolean;
  salesmen: Option[];
  onPickLink?: (() => void) | undefined;
}

/** Partner, date, number, linked bill, salesmen and remark (screens §3.4 header fields). */
export function BillHeaderFields({ kind, readOnly, salesmen, onPickLink }: Props) {
  const v = viewOf(kind);
  const linkField = kind.links.find((l) => !l.inOutManageOnly && l.drives !== 'purchaseStatus')?.field ?? 'linkNumber';
  const link = Form.useWatch(linkField) as string | undefined;
  // 以销定购: a purchase order filled from a sales order shows that order (business-rules §4.7).
  const saleOrder = Form.useWatch('linkNumber', { preserve: true }) as string | undefined;
  const bySale = kind.links.some((l) => l.drives === 'purchaseStatus') && Boolean(saleOrder);
  return (
    <Grid gutter={16}>
      {v.partner && (
        <Col span={6}>
          <Form.Item label={messages.bill.partner[v.partner.type]} name="organId" rules={v.partner.required ? [{ required: true, message: messages.bill.partnerRequired[v.partner.type] }] : []}>
            <PartnerSelect type={v.partner.type} style={{ width: '100%' }} disabled={readOnly} />
          </Form.Item>
        </Col>
      )}
      <Col span={6}>
        <Form.Item label={f.operTime} name="operTime" rules={[{ required: true, message: m.dateRequired }]}>
          <DatePicker showTime format={TIME} style={{ width: '100%' }} disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item label={f.number} name="number" rules={[{ required: true, message: m.numberRequired }]}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      {v.linkable && (
        <Col span={6}>
          <Form.Item label={linkField === 'linkApply' ? f.linkApply : f.linkNumber}>
            <Input.Search
              readOnly
              value={link}
              enterButton={!readOnly && <Button>{messages.bill.action.link}</Button>}
              onSearch={() => onPickLink?.()}
              disabled={readOnly}
            />
          </Form.Item>
          <Form.Item name={linkField} hidden>
            <Input />
          </Form.Item>
        </Col>
      )}
      {bySale && (
        <Col span={6}>
          <Form.Item label={f.linkOrder} name="linkNumber">
            <Input readOnly disabled={readOnly} />
          </Form.Item>
        </Col>
      )}
      {kind.priceCategory === 'sale' && (
        <Col span={6}>
          <Form.Item label={f.salesMan} name="salesMan">
            <Select mode="multiple" options={salesmen} disabled={readOnly} maxTagCount={2} />
          </Form.Item>
        </Col>
      )}
      <Col span={v.linkable || kind.priceCategory === 'sale' ? 12 : 6}>
        <Form.Item label={f.remark} name="remark">
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
    </Grid>
  );
}
