import type { Kysely } from 'kysely';
import { unitName } from '@suanpan/contracts';
import type { Database } from './schema.js';
import { DEMO_CREATOR, demoAccounts, demoDepots, demoInOutItems, demoPartners, demoUnits, demoUserCustomers, demoUserDepots } from './seeds/demo/basic.demo.js';

/**
 * The demo tenant's basic data (seed-data.md §4–§6): units, accounts, depots, income/expense items,
 * partners and the users' depot/customer grants. Runs inside the demo seed's transaction; a tenant
 * that already has any of these rows (even deleted ones) is left alone, so restarts never re-add them.
 */
export async function seedDemoBasic(trx: Kysely<Database>, tenantId: string, userIds: ReadonlyMap<string, string>): Promise<void> {
  const existing = await trx
    .selectFrom('unit')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .union(trx.selectFrom('account').select('id').where('tenant_id', '=', tenantId))
    .union(trx.selectFrom('depot').select('id').where('tenant_id', '=', tenantId))
    .union(trx.selectFrom('supplier').select('id').where('tenant_id', '=', tenantId))
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const creator = userIds.get(DEMO_CREATOR) ?? null;

  await trx
    .insertInto('unit')
    .values(
      demoUnits.map((u) => ({
        tenant_id: tenantId,
        name: unitName({ basicUnit: u.basicUnit, otherUnit: u.otherUnit, ratio: u.ratio }),
        basic_unit: u.basicUnit,
        other_unit: u.otherUnit,
        ratio: u.ratio,
      })),
    )
    .execute();
  await trx
    .insertInto('account')
    .values(
      demoAccounts.map((a) => ({
        tenant_id: tenantId,
        name: a.name,
        serial_no: a.serialNo,
        initial_amount: a.initialAmount,
        remark: a.remark,
        sort: a.sort,
        is_default: a.isDefault,
      })),
    )
    .execute();
  const depots = await trx
    .insertInto('depot')
    .values(
      demoDepots.map((d) => ({
        tenant_id: tenantId,
        name: d.name,
        address: d.address,
        warehousing: d.warehousing,
        truckage: d.truckage,
        sort: d.sort,
        remark: d.remark,
        is_default: d.isDefault,
        principal: userIds.get(d.principalLoginName) ?? null,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await trx
    .insertInto('in_out_item')
    .values(demoInOutItems.map((i) => ({ tenant_id: tenantId, name: i.name, type: i.type, remark: i.remark || null })))
    .execute();
  const partners = await trx
    .insertInto('supplier')
    .values(
      demoPartners.map((p, i) => ({
        tenant_id: tenantId,
        supplier: p.name,
        type: p.type,
        contacts: p.contacts,
        phone_num: p.phoneNum ?? null,
        telephone: p.telephone ?? null,
        address: p.address ?? null,
        tax_num: p.taxNum ?? null,
        tax_rate: p.taxRate ?? null,
        begin_need_get: p.beginNeedGet ?? '0',
        begin_need_pay: p.beginNeedPay ?? '0',
        sort: String(i + 1),
        creator,
      })),
    )
    .returning(['id', 'supplier', 'type'])
    .execute();

  const depotIds = new Map(depots.map((d) => [d.name, d.id]));
  const customerIds = new Map(partners.filter((p) => p.type === '客户').map((p) => [p.supplier, p.id]));
  const userDepots = demoUserDepots.flatMap((g) =>
    g.depotNames.map((n) => ({ tenant_id: tenantId, user_id: userIds.get(g.loginName) ?? '', depot_id: depotIds.get(n) ?? '' })),
  );
  const userCustomers = demoUserCustomers.flatMap((g) =>
    g.customerNames.map((n) => ({ tenant_id: tenantId, user_id: userIds.get(g.loginName) ?? '', supplier_id: customerIds.get(n) ?? '' })),
  );
  if (userDepots.length) await trx.insertInto('user_depot').values(userDepots).execute();
  if (userCustomers.length) await trx.insertInto('user_customer').values(userCustomers).execute();
}
