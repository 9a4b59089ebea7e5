import type { BillKind, LinkRule } from '@suanpan/contracts';
import { Button, Col, DatePicker, Form, Input, Row as Grid, Select } from 'antd';
import { messages } from '../../../app/i18n';
import type { Option } from '../billApi';
import { headExtras, viewOf } from '../billCatalogue';
import { PartnerSelect } from '../PartnerSelect';
import { TIME } from './useBillDraft';

const f = messages.bill.field;
const m = messages.bill.msg;

interface Props {
  kind: BillKind;
  readOnly: boolean;
  salesmen: Option[];
  /** 以销定购 is on: a purchase order may pick the sales order it buys for. */
  purchaseBySale: boolean;
  onPickLink?: ((rule: LinkRule) => void) | undefined;
}

const linkLabel = (rule: LinkRule): string => (rule.field === 'linkApply' ? f.linkApply : rule.drives === 'purchaseStatus' ? f.linkOrder : f.linkNumber);

/** A bill number picked in the 关联单据 dialog: shown, never typed. */
function LinkInput({ id, value, disabled, onPick }: { id?: string; value?: string; disabled: boolean; onPick: () => void }) {
  return (
    <Input.Search
      id={id}
      readOnly
      value={value}
      disabled={disabled}
      enterButton={!disabled && <Button>{messages.bill.action.link}</Button>}
      onSearch={onPick}
    />
  );
}

/**
 * Partner, date, number, linked bills, salesmen and remark (screens §3.4 header fields). A purchase order has two
 * links: 关联请购单 and, under 以销定购, 关联订单 (a sales order; still shown, read-only, once the switch is off).
 */
export function BillHeaderFields({ kind, readOnly, salesmen, purchaseBySale, onPickLink }: Props) {
  const v = viewOf(kind);
  const saleOrder = Form.useWatch('linkNumber', { preserve: true }) as string | undefined;
  const extras = headExtras(kind);
  const links = kind.links.filter((l) => !l.inOutManageOnly && (l.drives !== 'purchaseStatus' || purchaseBySale || Boolean(saleOrder)));
  return (
    <Grid gutter={16}>
      {v.partner && (
        <Col span={6}>
          <Form.Item
            label={messages.bill.partner[v.partner.type]}
            name="organId"
            rules={v.partner.required ? [{ required: true, message: messages.bill.partnerRequired[v.partner.type] }] : []}
          >
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
        <Form.Item label={f.number} name="number" tooltip={m.numberAtSave} rules={[{ required: true, message: m.numberRequired }]}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      {links.map((rule) => (
        <Col span={6} key={rule.field}>
          <Form.Item label={linkLabel(rule)} name={rule.field}>
            <LinkInput disabled={readOnly || (rule.drives === 'purchaseStatus' && !purchaseBySale)} onPick={() => onPickLink?.(rule)} />
          </Form.Item>
        </Col>
      ))}
      {kind.priceCategory === 'sale' && (
        <Col span={6}>
          <Form.Item label={f.salesMan} name="salesMan">
            <Select mode="multiple" options={salesmen} disabled={readOnly} maxTagCount={2} />
          </Form.Item>
        </Col>
      )}
      {extras.includes('validUntil') && (
        <Col span={6}>
          <Form.Item label={f.validUntil} name="validUntil">
            <DatePicker style={{ width: '100%' }} disabled={readOnly} />
          </Form.Item>
        </Col>
      )}
      {extras.includes('deliveryTime') && (
        <Col span={6}>
          <Form.Item label={f.deliveryTime} name="deliveryTime">
            <DatePicker style={{ width: '100%' }} disabled={readOnly} />
          </Form.Item>
        </Col>
      )}
      <Col span={links.length > 0 || kind.priceCategory === 'sale' ? 12 : 6}>
        <Form.Item label={f.remark} name="remark">
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      {extras.includes('terms') && (
        <Col span={24}>
          <Form.Item label={f.terms} name="terms">
            <Input.TextArea rows={2} maxLength={2000} disabled={readOnly} />
          </Form.Item>
        </Col>
      )}
    </Grid>
  );
}
