import type { TenantImport } from './tenant-import.js';
import type { SourceRow } from './source.js';
import { bool, bracketIds, deleted, num, num0, text } from './values.js';

/** 基础资料: depots, accounts, income/expense items, units and partners (opening balances included). */
export async function importBasic(ctx: TenantImport): Promise<void> {
  await ctx.copy('jsh_depot', 'depot', await ctx.rows('jsh_depot'), (r) => ({
    name: String(r.name),
    address: text(r.address),
    warehousing: num(r.warehousing),
    truckage: num(r.truckage),
    sort: text(r.sort),
    remark: text(r.remark),
    principal: ctx.link('jsh_user', r.principal, { table: 'jsh_depot', id: r.id, column: 'principal' }, 'clearedReference'),
    enabled: bool(r.enabled, true),
    is_default: bool(r.is_default, false),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_account', 'account', await ctx.rows('jsh_account'), (r) => ({
    name: String(r.name),
    serial_no: text(r.serial_no),
    initial_amount: num0(r.initial_amount),
    remark: text(r.remark),
    enabled: bool(r.enabled, true),
    sort: text(r.sort),
    is_default: bool(r.is_default, false),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_in_out_item', 'in_out_item', await ctx.rows('jsh_in_out_item'), (r) => ({
    name: String(r.name),
    type: String(r.type),
    remark: text(r.remark),
    enabled: bool(r.enabled, true),
    sort: text(r.sort),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_unit', 'unit', await ctx.rows('jsh_unit'), (r) => ({
    name: String(r.name),
    basic_unit: String(r.basic_unit),
    other_unit: String(r.other_unit),
    other_unit_two: text(r.other_unit_two),
    other_unit_three: text(r.other_unit_three),
    ratio: num0(r.ratio),
    ratio_two: text(r.other_unit_two) ? num(r.ratio_two) : null,
    ratio_three: text(r.other_unit_three) ? num(r.ratio_three) : null,
    enabled: bool(r.enabled, true),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_supplier', 'supplier', await ctx.rows('jsh_supplier'), (r) => ({
    supplier: String(r.supplier),
    type: String(r.type),
    contacts: text(r.contacts),
    phone_num: text(r.phone_num),
    telephone: text(r.telephone),
    email: text(r.email),
    fax: text(r.fax),
    address: text(r.address),
    tax_num: text(r.tax_num),
    bank_name: text(r.bank_name),
    account_number: text(r.account_number),
    tax_rate: num(r.tax_rate),
    begin_need_get: num0(r.begin_need_get),
    begin_need_pay: num0(r.begin_need_pay),
    description: text(r.description),
    isystem: Number(r.isystem ?? 1),
    enabled: bool(r.enabled, true),
    sort: text(r.sort),
    creator: ctx.link('jsh_user', r.creator, { table: 'jsh_supplier', id: r.id, column: 'creator' }, 'clearedReference'),
    delete_flag: deleted(r),
  }));
}

/** UserDepot / UserCustomer grants (`[1][2]` lists), once depots and partners exist; unknown ids are dropped. */
export async function importGrants(ctx: TenantImport): Promise<void> {
  const business = (await ctx.rows('jsh_user_business')).filter((r) => !deleted(r));
  const grant = (type: string, table: 'jsh_depot' | 'jsh_supplier') =>
    business
      .filter((b) => b.type === type)
      .flatMap((b: SourceRow) => {
        const where = { table: 'jsh_user_business' as const, id: b.id };
        const user = ctx.link('jsh_user', b.key_id, { ...where, column: `${type} key_id` });
        if (!user) return [];
        const ids = bracketIds(b.value).map((v) => ctx.link(table, v, { ...where, column: `${type} value` }));
        return [...new Set(ids)].flatMap((id) => (id ? [{ user, id }] : []));
      });
  const depots = grant('UserDepot', 'jsh_depot');
  const customers = grant('UserCustomer', 'jsh_supplier');
  const bar = ctx.progress.table('jsh_user_business(仓库/客户权限)', depots.length + customers.length);
  if (depots.length)
    await ctx.trx
      .insertInto('user_depot')
      .values(depots.map((g) => ({ tenant_id: ctx.tenantId, user_id: g.user, depot_id: g.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (customers.length)
    await ctx.trx
      .insertInto('user_customer')
      .values(customers.map((g) => ({ tenant_id: ctx.tenantId, user_id: g.user, supplier_id: g.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  bar.add(depots.length + customers.length);
  bar.end();
}
