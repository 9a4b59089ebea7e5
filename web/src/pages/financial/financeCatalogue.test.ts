import { FINANCE_KINDS } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { accountLabel, componentOf, financeKinds, moneyColumns } from './financeCatalogue';
import { addPickedBills, financePayload, totalsOf } from './financeDraft';

describe('finance screens from the kind catalogue', () => {
  it("name the menu catalogue's components, one per kind", () => {
    expect(financeKinds.map(componentOf)).toEqual([
      '/financial/ItemInList',
      '/financial/ItemOutList',
      '/financial/MoneyInList',
      '/financial/MoneyOutList',
      '/financial/GiroList',
      '/financial/AdvanceInList',
    ]);
    expect(financeKinds.map(accountLabel)).toEqual(['收入账户', '支出账户', '收款账户', '付款账户', '付款账户', '收款账户']);
    expect(moneyColumns(FINANCE_KINDS.SK).map((c) => c.title)).toEqual(['合计收款', '优惠金额', '实际收款']);
  });

  it('total the grid in decimals, take the discount off the cash only, and propose what picked bills still owe', () => {
    const lines = addPickedBills(
      [],
      [
        { number: 'XSCK1', needDebt: '80', finishDebt: '30', restDebt: '50' },
        { number: 'XSCK2', needDebt: '0.3', finishDebt: '0.1', restDebt: '0.2' },
      ],
    );
    expect(addPickedBills(lines, [{ number: 'XSCK1', needDebt: '80', finishDebt: '30', restDebt: '50' }])).toHaveLength(2);
    expect(totalsOf(FINANCE_KINDS.SK, lines, '2.1')).toEqual({ total: '50.20', change: '48.10' });
    expect(
      totalsOf(
        FINANCE_KINDS.SR,
        [
          { key: 'a', eachAmount: '0.1' },
          { key: 'b', eachAmount: '0.2' },
        ],
        '5',
      ),
    ).toEqual({ total: '0.30', change: '0.30' });
    const body = financePayload(FINANCE_KINDS.SK, { organId: 3, accountId: 4 }, lines, '1');
    expect(JSON.parse(body.info)).toEqual({ organId: 3, accountId: 4, type: '收款', status: '1' });
    expect(JSON.parse(body.rows)).toEqual([
      { billNumber: 'XSCK1', eachAmount: '50' },
      { billNumber: 'XSCK2', eachAmount: '0.2' },
    ]);
  });
});
