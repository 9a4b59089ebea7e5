import { FolderOpenOutlined } from '@ant-design/icons';
import { takesPayment, type BillKind } from '@suanpan/contracts';
import { Button, Col, Form, Input, InputNumber, Row as Grid, Select } from 'antd';
import { format, messages } from '../../../app/i18n';
import type { Option } from '../billApi';
import { money } from '../lines/lineMath';
import { CASH, PREPAID, type headFigures } from './billPayload';

const f = messages.bill.field;
const e = messages.bill.editor;
const p = messages.bill.entry;
const MULTI = 0;

interface Props {
  kind: BillKind;
  figures: ReturnType<typeof headFigures>;
  accounts: Option[];
  multiAccount: boolean;
  hasDeposit: boolean;
  readOnly: boolean;
  onDiscountMoney: (amount: string) => void;
  onMulti: () => void;
  /** Retail sale with a member chosen: the member's advance, offered as 收款类型 预付款. */
  advance?: string | undefined;
}

const amount = (readOnly: boolean) => <InputNumber<string> stringMode min="0" style={{ width: '100%' }} disabled={readOnly} />;
const shown = (label: string, value: string, testId?: string) => (
  <Form.Item label={label}>
    <Input value={money(value)} readOnly data-testid={testId} />
  </Form.Item>
);

/** Money of the header by the kind's money rule (§8.2): discount, other money, deposit, payment, debt; retail 收款/找零. */
export function BillMoneyFields({ kind, figures, accounts, multiAccount, hasDeposit, readOnly, onDiscountMoney, onMulti, advance }: Props) {
  const prepaid = Form.useWatch('payType') === PREPAID;
  const required = kind.accountRequired || kind.money === 'retail';
  const accountOptions = multiAccount ? [...accounts, { value: MULTI, label: messages.bill.action.manyAccount }] : accounts;
  const account = (
    <Form.Item label={f.account} required={required}>
      <Form.Item name="accountId" noStyle rules={required ? [{ required: true, message: messages.bill.msg.accountRequired }] : []}>
        <Select
          options={accountOptions}
          style={{ width: multiAccount ? 'calc(100% - 32px)' : '100%' }}
          disabled={readOnly}
          onChange={(v) => v === MULTI && onMulti()}
        />
      </Form.Item>
      {multiAccount && <Button icon={<FolderOpenOutlined />} aria-label={messages.bill.action.manyAccount} onClick={onMulti} disabled={readOnly} />}
    </Form.Item>
  );
  if (kind.money === 'none') return null;
  if (kind.money === 'retail') {
    return (
      <Grid gutter={16} className="bill-retail-money">
        <Col span={6}>{shown(e.retailTotal, figures.totalPrice)}</Col>
        {(advance !== undefined || prepaid) && (
          <Col span={6}>
            <Form.Item label={f.payType} name="payType">
              <Select
                disabled={readOnly}
                options={[
                  { value: CASH, label: p.payCash },
                  { value: PREPAID, label: format(p.payAdvanceOf, { n: money(advance ?? '0') }) },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        {/* Paid from the advance: no cash changes hands and no account moves. */}
        {!prepaid && (
          <Col span={6}>
            <Form.Item label={e.retailGet} name="getAmount">
              {amount(readOnly)}
            </Form.Item>
          </Col>
        )}
        {!prepaid && <Col span={6}>{account}</Col>}
      </Grid>
    );
  }
  const dir = String(kind.direction) as '1' | '-1';
  const changeLabel = kind.money === 'order' ? e.changeAmountOrder[dir] : e.changeAmountTrade[dir];
  return (
    <Grid gutter={16}>
      <Col span={4}>
        <Form.Item label={`${f.discount}(%)`} name="discount">
          {amount(readOnly)}
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item label={f.discountMoney}>
          <InputNumber<string>
            stringMode
            min="0"
            style={{ width: '100%' }}
            value={figures.discountMoney}
            disabled={readOnly}
            onChange={(v) => onDiscountMoney(v ?? '0')}
          />
        </Form.Item>
      </Col>
      <Col span={4}>{shown(f.discountLastMoney, figures.discountLastMoney, 'discount-last-money')}</Col>
      {kind.money === 'trade' && (
        <Col span={4}>
          <Form.Item label={f.otherMoney} name="otherMoney">
            {amount(readOnly)}
          </Form.Item>
        </Col>
      )}
      {takesPayment(kind) && <Col span={8}>{account}</Col>}
      {hasDeposit && (
        <Col span={4}>
          <Form.Item label={f.deposit} name="deposit">
            {amount(readOnly)}
          </Form.Item>
        </Col>
      )}
      {takesPayment(kind) && (
        <Col span={4}>
          <Form.Item label={changeLabel} name="changeAmount">
            {amount(readOnly)}
          </Form.Item>
        </Col>
      )}
      {kind.money === 'trade' && <Col span={4}>{shown(f.debt, figures.debt, 'bill-debt')}</Col>}
    </Grid>
  );
}
