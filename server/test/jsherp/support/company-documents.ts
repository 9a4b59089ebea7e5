// A tenant's two months of business, in the order the documents were saved: every goods kind (requisition →
// order → receipt, return; order → issue, return; retail with and without a member's prepayment, its return;
// other in/out, transfer, assembly, disassembly) and every finance kind (settling bills and opening balances,
// transfer, income, expense, member top-up). Drafts (status 0) and soft-deleted documents included. Amounts are
// before the tenant's scale.
import type { Basics } from './company-basics.js';
import type { Products } from './company-products.js';
import { FinanceBills } from './finance-bill-builder.js';
import { GoodsBills } from './goods-bill-builder.js';
import type { BillNumbers } from './jsh-kinds.js';
import type { TenantRows } from './source-rows.js';

export function addDocuments(w: TenantRows, numbers: BillNumbers, scale: number, owner: number, clerk: number, basics: Basics, p: Products): void {
  const goods = new GoodsBills(w, numbers, scale, owner);
  const finance = new FinanceBills(w, numbers, scale, owner);
  const { main, branch } = basics.depots;
  const { cash, bank } = basics.accounts;
  const { south, north } = basics.suppliers;
  const { first, second } = basics.customers;
  const batch = { batch: 'B20261001', expiry: '2027-04-01 00:00:00' };

  const apply = goods.add('请购单', {
    date: '2026-10-08 09:00:00',
    status: '1',
    lines: [
      { b: p.waterBox, qty: 10 },
      { b: p.towel, qty: 20 },
    ],
  });
  numbers.skip();
  const order = goods.add('采购订单', {
    date: '2026-10-09 09:00:00',
    status: '1',
    organ: south,
    account: bank,
    deposit: 100,
    apply: apply.head,
    lines: [
      { b: p.waterBox, qty: 10, link: apply.lines[0] },
      { b: p.towel, qty: 20, link: apply.lines[1] },
    ],
  });
  const receipt = goods.add('采购入库', {
    date: '2026-10-12 10:00:00',
    status: '1',
    organ: south,
    account: bank,
    link: order.head,
    deposit: 100,
    otherMoney: 10,
    paid: 50,
    lines: [
      { b: p.waterBox, qty: 5, depot: main, link: order.lines[0] },
      { b: p.towel, qty: 20, depot: main, link: order.lines[1] },
    ],
  });
  const stocking = goods.add('采购入库', {
    date: '2026-10-13 10:00:00',
    status: '1',
    organ: north,
    account: cash,
    discount: 5,
    paid: 1000,
    lines: [
      { b: p.phone, qty: 3, depot: main },
      { b: p.milk, qty: 50, depot: main, ...batch },
      { b: p.shirtRedM, qty: 10, depot: main },
      { b: p.shirtRedL, qty: 6, depot: main },
      { b: p.shirtBlueM, qty: 5, depot: main },
    ],
  });
  goods.add('采购退货', {
    date: '2026-10-15 10:00:00',
    status: '1',
    organ: north,
    account: bank,
    link: stocking.head,
    paid: 15,
    lines: [{ b: p.milk, qty: 5, depot: main, ...batch, link: stocking.lines[1] }],
  });
  const salesOrder = goods.add('销售订单', {
    date: '2026-10-16 10:00:00',
    status: '1',
    organ: first,
    account: cash,
    deposit: 50,
    salesMan: basics.persons.seller,
    lines: [
      { b: p.waterCase, qty: 1 },
      { b: p.towel, qty: 5 },
    ],
  });
  const sale = goods.add('销售出库', {
    date: '2026-10-18 10:00:00',
    status: '1',
    organ: first,
    accounts: [
      [cash, 30],
      [bank, 10],
    ],
    link: salesOrder.head,
    deposit: 50,
    salesMan: basics.persons.seller,
    lines: [
      { b: p.waterCase, qty: 1, depot: main, link: salesOrder.lines[0] },
      { b: p.towel, qty: 5, depot: main, link: salesOrder.lines[1] },
    ],
  });
  goods.add('销售出库', {
    date: '2026-10-20 10:00:00',
    status: '0',
    organ: second,
    account: cash,
    lines: [
      { b: p.phone, qty: 1, depot: main },
      { b: p.milk, qty: 10, depot: main, ...batch },
      { b: p.shirtRedM, qty: 3, depot: main },
    ],
  });
  goods.add('销售退货', {
    date: '2026-10-22 10:00:00',
    status: '1',
    organ: first,
    account: cash,
    link: sale.head,
    paid: 12,
    lines: [{ b: p.towel, qty: 1, depot: main, link: sale.lines[1] }],
  });
  finance.add('收预付款', {
    date: '2026-10-24 10:00:00',
    status: '1',
    organ: basics.members.vip,
    person: basics.persons.cashier,
    lines: [{ amount: 500, account: cash }],
  });
  goods.add('零售出库', {
    date: '2026-10-25 10:00:00',
    status: '1',
    organ: basics.members.vip,
    account: cash,
    payType: '预付款',
    lines: [{ b: p.towel, qty: 2, depot: main }],
  });
  const retail = goods.add('零售出库', {
    date: '2026-10-26 10:00:00',
    status: '1',
    account: cash,
    handed: 100,
    lines: [
      { b: p.water, qty: 6, depot: main },
      { b: p.shirtBlueM, qty: 1, depot: main },
    ],
  });
  goods.add('零售退货', {
    date: '2026-10-27 10:00:00',
    status: '1',
    account: cash,
    link: retail.head,
    lines: [{ b: p.water, qty: 1, depot: main, link: retail.lines[0] }],
  });
  goods.add('其它入库', {
    date: '2026-10-28 10:00:00',
    status: '1',
    organ: south,
    creator: clerk,
    lines: [
      { b: p.towel, qty: 5, depot: branch },
      { b: p.phone, qty: 1, depot: branch },
    ],
  });
  goods.add('其它出库', { date: '2026-10-29 10:00:00', status: '0', organ: second, creator: clerk, lines: [{ b: p.water, qty: 3, depot: main }] });
  finance.add('收款', {
    date: '2026-10-30 10:00:00',
    status: '1',
    organ: first,
    account: bank,
    person: basics.persons.cashier,
    discount: 3.2,
    lines: [
      { bill: sale.head, amount: 13.2 },
      { bill: 'opening', amount: 200 },
    ],
  });
  finance.add('付款', { date: '2026-11-01 10:00:00', status: '0', organ: north, account: bank, lines: [{ bill: stocking.head, amount: 1000 }] });
  finance.add('付款', {
    date: '2026-11-01 11:00:00',
    status: '1',
    organ: south,
    account: bank,
    lines: [
      { bill: receipt.head, amount: 74.7 },
      { bill: 'opening', amount: 300 },
    ],
  });
  goods.add('调拨出库', {
    date: '2026-11-02 10:00:00',
    status: '1',
    lines: [
      { b: p.towel, qty: 8, depot: main, to: branch },
      { b: p.waterBox, qty: 1, depot: main, to: branch },
    ],
  });
  goods.add('组装单', {
    date: '2026-11-03 10:00:00',
    status: '1',
    lines: [
      { b: p.gift, qty: 2, depot: main, role: '组合件' },
      { b: p.water, qty: 8, depot: main, role: '普通子件' },
      { b: p.towel, qty: 2, depot: main, role: '普通子件' },
    ],
  });
  goods.add('拆卸单', {
    date: '2026-11-04 10:00:00',
    status: '1',
    lines: [
      { b: p.gift, qty: 1, depot: main, role: '组合件' },
      { b: p.water, qty: 4, depot: main, role: '普通子件' },
      { b: p.towel, qty: 1, depot: main, role: '普通子件' },
    ],
  });
  goods.add('销售出库', {
    date: '2026-11-05 10:00:00',
    status: '0',
    organ: first,
    account: cash,
    deleted: true,
    remark: '录错，已删除',
    lines: [{ b: p.towel, qty: 3, depot: main }],
  });
  finance.add('转账', { date: '2026-11-06 10:00:00', status: '1', account: cash, lines: [{ amount: 300, account: bank }] });
  finance.add('收入', { date: '2026-11-07 10:00:00', status: '1', account: bank, lines: [{ amount: 20, item: basics.items.interest }] });
  finance.add('支出', {
    date: '2026-11-08 10:00:00',
    status: '1',
    account: cash,
    person: basics.persons.cashier,
    lines: [
      { amount: 150, item: basics.items.rent },
      { amount: 25, item: basics.items.freight },
    ],
  });
  finance.add('收入', {
    date: '2026-11-09 10:00:00',
    status: '0',
    account: bank,
    deleted: true,
    lines: [{ amount: 99, item: basics.items.interest }],
  });
}
