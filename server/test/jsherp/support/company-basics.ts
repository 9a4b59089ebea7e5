// A tenant's basic data (基础资料): depots, settlement accounts, income/expense items, handlers and partners, with
// the grants jshERP adds on creation (a new depot to its creator's UserDepot, a new customer to the creator's and
// the owner's UserCustomer). One depot and one customer are soft-deleted.
import type { People } from './company-people.js';
import { relation, type TenantRows } from './source-rows.js';

export interface Basics {
  depots: { main: number; branch: number };
  accounts: { cash: number; bank: number };
  items: { interest: number; rent: number; freight: number };
  persons: { seller: number; cashier: number };
  suppliers: { south: number; north: number };
  customers: { first: number; second: number };
  members: { vip: number; plain: number };
}

export function addBasics(w: TenantRows, people: People, clerkId: number): Basics {
  const depot = (name: string, sort: string, isDefault: boolean, deleted = false) =>
    w.add('jsh_depot', {
      name,
      address: `${name}地址`,
      warehousing: '0',
      truckage: '0',
      type: 0,
      sort,
      principal: clerkId,
      enabled: true,
      is_default: isDefault,
      delete_Flag: deleted ? '1' : '0',
    }).id;
  const depots = { main: depot('主仓库', '1', true), branch: depot('分仓库', '2', false) };
  depot('旧仓库', '3', false, true);
  w.add('jsh_user_business', { type: 'UserDepot', key_id: String(people.ownerId), value: relation([depots.main, depots.branch]) });
  w.add('jsh_user_business', { type: 'UserDepot', key_id: String(clerkId), value: relation([depots.main]) });

  const account = (name: string, serial: string, initial: string, isDefault: boolean) =>
    w.add('jsh_account', {
      name,
      serial_no: serial,
      initial_amount: initial,
      // Stale, as in every jshERP database: the balance is always recomputed (business-rules §9).
      current_amount: '0',
      enabled: true,
      sort: isDefault ? '1' : '2',
      is_default: isDefault,
    }).id;
  const accounts = { cash: account('现金', 'XJ001', '1000', true), bank: account('工商银行', '6222020000001', '5000', false) };

  const item = (name: string, type: '收入' | '支出', sort: string) => w.add('jsh_in_out_item', { name, type, enabled: true, sort }).id;
  const items = { interest: item('利息收入', '收入', '1'), rent: item('房租', '支出', '2'), freight: item('运费', '支出', '3') };

  const person = (name: string, type: string, sort: string) => w.add('jsh_person', { name, type, enabled: true, sort }).id;
  const persons = { seller: person('小周', '销售员', '1'), cashier: person('小赵', '财务员', '2') };
  person('老孙', '销售员', '3');

  const partner = (supplier: string, type: '供应商' | '客户' | '会员', extra: Record<string, string | boolean> = {}) =>
    w.add('jsh_supplier', {
      supplier,
      contacts: `${supplier}联系人`,
      telephone: '13800000000',
      type,
      enabled: true,
      isystem: 1,
      advance_in: '0',
      begin_need_get: '0',
      begin_need_pay: '0',
      // Stale leftovers, never maintained by jshERP (data-model §2.1).
      all_need_get: '0',
      all_need_pay: '0',
      tax_rate: '0',
      creator: people.ownerId,
      ...extra,
    }).id;
  const suppliers = {
    south: partner('华南供应商', '供应商', { begin_need_pay: '800', tax_rate: '13', tax_num: '91440000MA5XXXX01' }),
    north: partner('华北供应商', '供应商'),
  };
  const customers = {
    first: partner('客户甲', '客户', { begin_need_get: '500' }),
    second: partner('客户乙', '客户'),
  };
  partner('已删除客户', '客户', { delete_flag: '1' });
  const members = { vip: partner('VIP0001', '会员', { contacts: '张会员' }), plain: partner('VIP0002', '会员') };
  w.add('jsh_user_business', {
    type: 'UserCustomer',
    key_id: String(people.ownerId),
    value: relation([customers.first, customers.second]),
  });
  const manager = Object.values(people.staff)[0]!;
  w.add('jsh_user_business', { type: 'UserCustomer', key_id: String(manager), value: relation([customers.first]) });
  return { depots, accounts, items, persons, suppliers, customers, members };
}
