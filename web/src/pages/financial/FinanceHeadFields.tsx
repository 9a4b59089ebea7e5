import { inOutItemContract, personContract, type FinanceKind } from '@suanpan/contracts';
import { Col, DatePicker, Form, Input, InputNumber, Row as GridRow, Select } from 'antd';
import { format, messages } from '../../app/i18n';
import { AttachmentUpload } from '../../platform/files/AttachmentUpload';
import { QuickAddSelect } from '../../platform/resource/QuickAddSelect';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import type { Option } from '../bill/billApi';
import { PartnerSelect } from '../bill/PartnerSelect';
import { accountLabel, partnerOf } from './financeCatalogue';

const f = messages.finance.field;
const m = messages.finance.msg;

/** 新增 under the 财务人员 select: a person of type 财务员 (screens §4.2). */
export const FINANCE_PERSON: ResourceScreen = { contract: personContract, columns: [], form: ['name', 'sort'], fixed: { type: '财务员' } };

/** 新增 under a 收入/支出项目 select: an item of the kind's type. */
export const inOutItemScreen = (type: string): ResourceScreen => ({ contract: inOutItemContract, columns: [], form: ['name', 'remark'], fixed: { type } });

interface Props {
  kind: FinanceKind;
  accounts: readonly Option[];
  persons: readonly Option[];
  reloadPersons: () => Promise<unknown>;
  totals: { total: string; change: string };
  /** The partner changed: a settling document's lines belong to the previous one. */
  onPartnerChange: () => void;
}

/** The header of a finance document (screens §4.2): partner, date, number, account, 财务人员, money, remark, 附件. */
export function FinanceHeadFields({ kind, accounts, persons, reloadPersons, totals, onPartnerChange }: Props) {
  const partner = partnerOf(kind);
  const required = (field: string) => [{ required: true, message: format(m.required, { field }) }];
  return (
    <GridRow gutter={[8, 8]}>
      {partner && (
        <Col>
          <Form.Item label={partner.label} name="organId" rules={partner.type ? required(partner.label) : []}>
            <PartnerSelect type={partner.type} onChange={onPartnerChange} />
          </Form.Item>
        </Col>
      )}
      <Col>
        <Form.Item label={f.billTime} name="billTime" rules={required(f.billTime)}>
          <DatePicker showTime />
        </Form.Item>
      </Col>
      <Col>
        <Form.Item label={f.billNo} name="billNo">
          <Input style={{ width: 170 }} />
        </Form.Item>
      </Col>
      {kind.headAccount && (
        <Col>
          <Form.Item label={accountLabel(kind)} name="accountId" rules={required(accountLabel(kind))}>
            <Select options={[...accounts]} style={{ width: 150 }} />
          </Form.Item>
        </Col>
      )}
      <Col>
        <Form.Item label={f.handsPerson} name="handsPersonId">
          <QuickAddSelect screen={FINANCE_PERSON} options={persons} onAdded={reloadPersons} allowClear style={{ width: 130 }} />
        </Form.Item>
      </Col>
      {kind.settles && (
        <Col>
          <Form.Item label={f.discountMoney} name="discountMoney">
            <InputNumber stringMode min="0" style={{ width: 110 }} />
          </Form.Item>
        </Col>
      )}
      <Col>
        <Form.Item label={f.totalPrice}>
          <span data-testid="finance-total">{totals.total}</span>
        </Form.Item>
      </Col>
      {kind.settles && (
        <Col>
          <Form.Item label={f.changeAmount}>
            <span data-testid="finance-change">{totals.change}</span>
          </Form.Item>
        </Col>
      )}
      <Col span={24}>
        <Form.Item label={f.remark} name="remark">
          <Input.TextArea rows={1} style={{ width: 600 }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={messages.upload.attachments} name="fileName">
          <AttachmentUpload biz="financial" />
        </Form.Item>
      </Col>
    </GridRow>
  );
}
