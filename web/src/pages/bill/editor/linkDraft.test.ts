import { BILL_KINDS } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { linkedDraft } from './linkDraft';

const line = { id: 11, barCode: 'S1', operNumber: '10', unitPrice: '2', purchaseDecimal: '1.2' };

describe('a bill filled from an upstream', () => {
  it('以销定购: the purchase order buys at the purchase price, for no customer, linked by 关联订单', () => {
    const order = { prefix: 'XSDD', number: 'XSDD001', organId: 5, accountId: 3, discount: '10', salesMan: '4', remark: '加急' };
    const { head, rows } = linkedDraft(BILL_KINDS.CGDD, order, [line], 9);
    expect(head).toMatchObject({ organId: undefined, accountId: 9, discount: '0', salesMan: undefined, linkNumber: 'XSDD001', remark: '加急' });
    expect(head.linkApply).toBeUndefined();
    expect(rows[0]).toMatchObject({ unitPrice: '1.2', operNumber: '10', id: 11 });
  });

  it('入库 from 待入库 counts the goods at price 0 and keeps a supplier, not a customer', () => {
    const receipt = { prefix: 'CGRK', number: 'CGRK001', organId: 7, accountId: 3, lastDeposit: '5' };
    const fromPurchase = linkedDraft(BILL_KINDS.QTRK, receipt, [line], 9);
    expect(fromPurchase.head).toMatchObject({ organId: 7, linkNumber: 'CGRK001', deposit: undefined });
    expect(fromPurchase.rows[0]?.unitPrice).toBe('0');
    const fromReturn = linkedDraft(BILL_KINDS.QTRK, { prefix: 'XSTH', number: 'XSTH001', organId: 8 }, [line], 9);
    expect(fromReturn.head.organId).toBeUndefined();
    expect(linkedDraft(BILL_KINDS.QTCK, { prefix: 'XSCK', number: 'XSCK001', organId: 8 }, [line], 9).head.organId).toBe(8);
  });

  it('an order received keeps partner, prices, account, discount and the remaining deposit', () => {
    const order = { prefix: 'CGDD', number: 'CGDD001', organId: 7, accountId: 3, discount: '5', lastDeposit: '20' };
    const { head, rows } = linkedDraft(BILL_KINDS.CGRK, order, [line], 9);
    expect(head).toMatchObject({ organId: 7, accountId: 3, discount: '5', deposit: '20', linkNumber: 'CGDD001' });
    expect(rows[0]?.unitPrice).toBe('2');
    const fromRequisition = linkedDraft(BILL_KINDS.CGDD, { prefix: 'QGD', number: 'QGD001' }, [line], 9).head;
    expect(fromRequisition.linkApply).toBe('QGD001');
    expect(fromRequisition.linkNumber).toBeUndefined();
  });
});
