import { BILL_KINDS } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { emptyLine } from '../lines/gridOps';
import { buildPayload } from './billPayload';

const lines = [{ ...emptyLine(1), barCode: 'A', unit: '个', operNumber: '3', unitPrice: '2', allPrice: '6', taxLastMoney: '6' }];
const head = { number: 'LSCK1', operTime: '2026-01-01 00:00:00', organId: 8, accountId: 2, getAmount: '10' };

describe('buildPayload retail 收款类型', () => {
  it('a cash sale names its account and the change', () => {
    const info = JSON.parse(buildPayload(BILL_KINDS.LSCK, head, lines, '0').info) as Record<string, unknown>;
    expect(info).toMatchObject({ payType: '现付', accountId: 2, changeAmount: '6', backAmount: '4' });
  });

  it('a sale paid from the member advance sends 预付款 without account or change', () => {
    const info = JSON.parse(buildPayload(BILL_KINDS.LSCK, { ...head, payType: '预付款' }, lines, '0').info) as Record<string, unknown>;
    expect(info).toMatchObject({ payType: '预付款', organId: 8, changeAmount: '6', backAmount: '0' });
    expect(info.accountId).toBeUndefined();
  });
});
