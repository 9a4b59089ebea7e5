import { BILL_KINDS, BILL_PREFIXES, type BillKind } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, type StockFixture } from '../stock/stock-fixtures.js';
import { creditSale, financeFixture, postFinance, type FinanceFixture } from '../finance/finance-fixtures.js';

// Signs are never flipped silently and no value is too large to refuse cleanly (issue 33): every number a goods bill
// (every kind), a finance document or a production order takes is sent with a sign or a size the business does not
// allow, and must be a 400 naming the field — for a line, with its line (第2行单价不能为负数) — writing nothing.
// Where the sign means the kind's direction (the reference client sends a purchase's total and payment negative),
// it is read as that direction, visibly: a money-in kind refuses it (docs/stock-bills.md, "Signs").

let t: TestApp;
let f: FinanceFixture;
let productionOrder: string;

/** A 400 naming `field`, whose message is `message`. */
function refusedAt(res: ApiResponse, field: string, message: string): string | undefined {
  const data = (res.body as { data?: { field?: string; message?: string } }).data;
  if (res.status === 400 && data?.field === field && data.message === message) return undefined;
  return `${res.status} ${res.text.slice(0, 200)} (wanted 400 ${field} ${message})`;
}

/** The minimal header of a kind (its type pair, a link a production receipt cannot do without). */
const headOf = (kind: BillKind) => ({ type: kind.type, subType: kind.subType, ...(kind.production === 'receipt' ? { linkNumber: productionOrder } : {}) });
const goodLine = (x: StockFixture) => ({ barCode: x.bar.screw, operNumber: '1', unitPrice: '2', depotId: x.depot1, anotherDepotId: x.depot2 });
/** The line the values are tried on: on a production receipt a component, which cannot be the product it makes. */
const secondLine = (kind: BillKind) => (kind.production === 'receipt' ? { ...goodLine(f), barCode: f.bar.part } : goodLine(f));

/** Line values refused on every kind: the field they are reported on, what the user reads. */
const LINE_CASES: Array<{ values: Record<string, string>; field: string; message: string; kinds?: (k: BillKind) => boolean }> = [
  { values: { unitPrice: '-15' }, field: 'unitPrice', message: '单价不能为负数' },
  { values: { unitPrice: '', allPrice: '-1' }, field: 'allPrice', message: '金额不能为负数' },
  { values: { taxRate: '-10' }, field: 'taxRate', message: '税率不能为负数' },
  { values: { taxRate: '101' }, field: 'taxRate', message: '税率不能大于100' },
  { values: { taxMoney: '-1' }, field: 'taxMoney', message: '税额不能为负数' },
  { values: { taxLastMoney: '-1' }, field: 'taxLastMoney', message: '价税合计不能为负数' },
  { values: { taxUnitPrice: '-1' }, field: 'taxUnitPrice', message: '含税单价不能为负数' },
  { values: { operNumber: '0' }, field: 'operNumber', message: '数量必须大于0', kinds: (k) => k.stockCount !== 'entry' },
  { values: { operNumber: '-1' }, field: 'operNumber', message: '数量必须大于0', kinds: (k) => k.stockCount !== 'entry' },
  { values: { operNumber: '-1' }, field: 'operNumber', message: '数量不能为负数', kinds: (k) => k.stockCount === 'entry' },
  { values: { unitPrice: '99999999999999999', operNumber: '99999999999999999' }, field: 'allPrice', message: '金额超出允许范围（最多18位整数）' },
  { values: { unitPrice: '1e30' }, field: 'unitPrice', message: '单价超出允许范围（最多18位整数）' },
  // Written out in full this exponent is petabytes: it must be refused before anything expands it.
  { values: { unitPrice: '1e9000000000000000' }, field: 'unitPrice', message: '单价格式不正确' },
  { values: { unitUsage: '-1', mType: '原料' }, field: 'unitUsage', message: '单位用量不能为负数', kinds: (k) => k.production === 'order' },
];

/** The kinds whose header carries money, with a valid header of each. */
const MONEY_KINDS = BILL_PREFIXES.map((p) => BILL_KINDS[p]).filter((k) => k.money !== 'none');
const partnerOf = (k: BillKind) => (k.partner?.type === '供应商' ? f.supplier : k.partner?.type === '会员' ? f.member : f.customer);
const moneyHead = (k: BillKind) => ({ ...headOf(k), organId: partnerOf(k), accountId: f.account1 });
const changeLabel = (k: BillKind) =>
  k.money === 'retail' ? '实收金额' : k.money === 'order' ? (k.direction === 1 ? '收取订金' : '支付订金') : k.direction === 1 ? '本次收款' : '本次付款';

/** Header values refused where the kind's money rule reads them. */
const HEAD_CASES: Array<{ values: Record<string, string>; field: string; message: (k: BillKind) => string; kinds: (k: BillKind) => boolean }> = [
  { values: { changeAmount: '-100' }, field: 'info.changeAmount', message: (k) => `${changeLabel(k)}不能为负数`, kinds: (k) => k.direction === 1 },
  { values: { totalPrice: '-15' }, field: 'info.totalPrice', message: () => '金额合计不能为负数', kinds: (k) => k.direction === 1 },
  { values: { discount: '-10' }, field: 'info.discount', message: () => '优惠率不能为负数', kinds: (k) => k.money !== 'retail' },
  { values: { discount: '101' }, field: 'info.discount', message: () => '优惠率不能大于100', kinds: (k) => k.money !== 'retail' },
  { values: { discountMoney: '-1' }, field: 'info.discountMoney', message: () => '优惠金额不能为负数', kinds: (k) => k.money !== 'retail' },
  { values: { otherMoney: '-5' }, field: 'info.otherMoney', message: () => '其它费用不能为负数', kinds: (k) => k.money === 'trade' },
  { values: { deposit: '-5' }, field: 'info.deposit', message: () => '扣除订金不能为负数', kinds: (k) => k.money === 'trade' },
  { values: { backAmount: '-5' }, field: 'info.backAmount', message: () => '找零不能为负数', kinds: (k) => k.money === 'retail' },
  {
    values: { otherMoney: '999999999999999999' },
    field: 'info.otherMoney',
    message: () => '其它费用超出允许范围（最多18位整数）',
    kinds: (k) => k.money === 'trade',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await receive(t, f, f.bar.screw, 1000);
  const order = await postBill(t, f, { type: '其它', subType: '生产订单', status: '1' }, [{ ...goodLine(f), mType: '成品' }]);
  productionOrder = ok<{ number: string }>(order).number;
}, 120_000);
afterAll(async () => t?.close());

describe('goods bills', () => {
  it('refuse every line value the business does not allow, on every kind, naming the line and the field', async () => {
    const problems: string[] = [];
    const before = await countRows(t, 'depot_head');
    for (const kind of BILL_PREFIXES.map((p) => BILL_KINDS[p])) {
      for (const c of LINE_CASES.filter((x) => !x.kinds || x.kinds(kind))) {
        const res = await postBill(t, f, headOf(kind), [goodLine(f), { ...secondLine(kind), ...c.values }]);
        const problem = refusedAt(res, `rows.1.${c.field}`, `第2行${c.message}`);
        if (problem) problems.push(`${kind.prefix} ${JSON.stringify(c.values)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await countRows(t, 'depot_head')).toBe(before);
  });

  it('refuse header amounts with a sign or range the kind does not allow', async () => {
    const problems: string[] = [];
    const before = await countRows(t, 'depot_head');
    for (const kind of MONEY_KINDS) {
      for (const c of HEAD_CASES.filter((x) => x.kinds(kind))) {
        const res = await postBill(t, f, { ...moneyHead(kind), ...c.values }, [{ ...goodLine(f), unitPrice: '15' }]);
        const problem = refusedAt(res, c.field, c.message(kind));
        if (problem) problems.push(`${kind.prefix} ${JSON.stringify(c.values)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await countRows(t, 'depot_head')).toBe(before);
  });

  it('read the reference client’s negative total and payment of a money-out kind as its direction, storing magnitudes', async () => {
    for (const kind of MONEY_KINDS.filter((k) => k.direction === -1)) {
      const paid = kind.money === 'quote' ? {} : { changeAmount: '-15' };
      const { id } = ok<{ id: number }>(await postBill(t, f, { ...moneyHead(kind), totalPrice: '-15', ...paid }, [{ ...goodLine(f), unitPrice: '15' }]));
      const info = ok<{ info: { totalPrice: string; changeAmount: string; debt: string } }>(
        await t.call('GET', '/depotHead/info', { token: f.token, query: { id } }),
      ).info;
      expect(info, kind.prefix).toMatchObject({ totalPrice: '15', changeAmount: kind.money === 'quote' ? '0' : '15', debt: '0' });
    }
  });

  it('a count sheet records a product counted as none', async () => {
    const { id } = ok<{ id: number }>(await postBill(t, f, { type: '其它', subType: '盘点录入' }, [{ ...goodLine(f), operNumber: '0' }]));
    expect(id).toBeGreaterThan(0);
  });
});

describe('finance documents', () => {
  const incomeRow = (amount: string) => ({ inOutItemId: f.incomeItem, eachAmount: amount });
  it('refuse a flipped sign and a total beyond numeric(24,6), naming the field, writing nothing', async () => {
    const sale = await creditSale(t, f, 5, '0');
    const before = await countRows(t, 'account_head');
    const cases: Array<[string, ApiResponse, string, string]> = [
      ['a negative line', await postFinance(t, f, { type: '收入', accountId: f.account1 }, [incomeRow('-5')]), 'rows[0].eachAmount', '第1行金额不正确'],
      [
        'a money-in total sent negative',
        await postFinance(t, f, { type: '收入', accountId: f.account1, totalPrice: '-5' }, [incomeRow('5')]),
        'totalPrice',
        '合计金额计算不正确，应为5.00',
      ],
      [
        'a money-in amount sent negative',
        await postFinance(t, f, { type: '收入', accountId: f.account1, changeAmount: '-5' }, [incomeRow('5')]),
        'changeAmount',
        '金额计算不正确，应为5.00',
      ],
      [
        'a negative discount on a receipt',
        await postFinance(t, f, { type: '收款', organId: f.customer, accountId: f.account1, discountMoney: '-1' }, [
          { billNumber: sale.number, eachAmount: '5' },
        ]),
        'discountMoney',
        '优惠金额不能为负数',
      ],
      [
        'a total too large to store',
        await postFinance(t, f, { type: '收入', accountId: f.account1 }, [incomeRow('900000000000000000'), incomeRow('900000000000000000')]),
        'rows',
        '合计金额超出允许范围（最多18位整数）',
      ],
      [
        'an amount too large',
        await postFinance(t, f, { type: '收入', accountId: f.account1 }, [incomeRow('1e30')]),
        'rows.0.eachAmount',
        '第1行金额超出允许范围（最多18位整数）',
      ],
    ];
    const problems = cases.map(([what, res, field, message]) => [what, refusedAt(res, field, message)]).filter(([, problem]) => problem);
    expect(problems).toEqual([]);
    expect(await countRows(t, 'account_head')).toBe(before);
  });

  it('read a money-out kind’s negative total and amount, as the reference client sends them, as its direction', async () => {
    const { id } = ok<{ id: number }>(
      await postFinance(t, f, { type: '支出', accountId: f.account1, totalPrice: '-5', changeAmount: '-5' }, [{ inOutItemId: f.expenseItem, eachAmount: '5' }]),
    );
    const info = ok<{ info: { totalPrice: string } }>(await t.call('GET', '/accountHead/info', { token: f.fin, query: { id } })).info;
    expect(info.totalPrice).toBe('5');
  });
});
