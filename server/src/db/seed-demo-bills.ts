import type { Kysely } from 'kysely';
import type { Session } from '../app/auth/session.js';
import { composeModules } from '../app/compose-modules.js';
import { modules } from '../modules/index.js';
import { saveBillIn } from '../modules/stock/bill-posting.service.js';
import { inTransaction } from './database.js';
import type { Database } from './schema.js';

/**
 * A few realistic bills for the demo tenant, posted through the ordinary posting service so stock,
 * ledger, cost and balances agree: an opening purchase receipt per product, a sale-out, an open
 * sales order, a sales quote, a stock count and a production order. Idempotent (skips a tenant that already has bills).
 * All in one transaction: its own, or the caller's (`db` a transaction: the server seeds the tenant and its bills as
 * one, so a start killed meanwhile leaves neither).
 */
export async function seedDemoBills(db: Kysely<Database>, ownerLoginName = 'jsh', timeZone = 'Asia/Shanghai'): Promise<{ created: number }> {
  return inTransaction(db, (trx) => postDemoBills(trx, ownerLoginName, timeZone));
}

async function postDemoBills(db: Kysely<Database>, ownerLoginName: string, timeZone: string): Promise<{ created: number }> {
  const owner = await db
    .selectFrom('app_user as u')
    .innerJoin('tenant as t', 't.id', 'u.tenant_id')
    .select([
      'u.tenant_id as tenantId',
      'u.id as userId',
      'u.login_name as loginName',
      'u.username',
      'u.role_id as roleId',
      't.package_role_id as packageRoleId',
      't.type as tenantType',
    ])
    .where('u.login_name', '=', ownerLoginName)
    .where('u.delete_flag', '=', false)
    .executeTakeFirst();
  if (!owner) return { created: 0 };
  const { tenantId } = owner;
  const hasBills = await db.selectFrom('depot_head').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (hasBills) return { created: 0 };
  const first = async (table: 'depot' | 'account', extra?: (q: any) => any) => {
    let q = db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('delete_flag', '=', false).orderBy('is_default', 'desc').orderBy('id');
    if (extra) q = extra(q);
    return (await q.executeTakeFirst())?.id as string | undefined;
  };
  const partner = async (type: string) =>
    (
      await db
        .selectFrom('supplier')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('type', '=', type)
        .where('delete_flag', '=', false)
        .orderBy('id')
        .executeTakeFirst()
    )?.id;
  const [depot, account, supplier, customer] = [await first('depot'), await first('account'), await partner('供应商'), await partner('客户')];
  const products = await db
    .selectFrom('material_extend as e')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'e.tenant_id').onRef('m.id', '=', 'e.material_id'))
    .select(['e.bar_code', 'e.purchase_decimal', 'e.wholesale_decimal', 'e.low_decimal'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.default_flag', '=', true)
    .where('e.delete_flag', '=', false)
    .where('m.delete_flag', '=', false)
    .where('m.enable_serial_number', '=', false)
    .where('m.enable_batch_number', '=', false)
    .where('e.sku', 'is', null)
    .orderBy('m.id')
    .limit(4)
    .execute();
  if (!depot || !account || !supplier || !customer || products.length === 0) return { created: 0 };

  const session: Session = {
    sessionId: '0',
    tenantId,
    userId: owner.userId,
    loginName: owner.loginName,
    username: owner.username,
    roleId: owner.roleId,
    packageRoleId: owner.packageRoleId,
    isOwner: true,
    isPlatform: false,
    tenantType: owner.tenantType,
    orgCode: null,
    // Posting reads the tenant's switches itself (loadFlags); the demo's bills are the owner's.
    depotRestricted: false,
    customerRestricted: false,
  };
  // Posting checks balances (a member's advance) and tells the subscribers: the same sources and subscribers as the app.
  const { balances, postings } = composeModules(modules);
  const c = { db, session, ip: '127.0.0.1', timeZone, balances, postings };
  const price = (p: { purchase_decimal: string | null }) => p.purchase_decimal ?? '0';
  const salePrice = (p: { wholesale_decimal: string | null; low_decimal: string | null; purchase_decimal: string | null }) =>
    p.wholesale_decimal ?? p.low_decimal ?? price(p);
  let created = 0;
  const post = async (info: Record<string, unknown>, rows: Array<Record<string, unknown>>) => {
    await saveBillIn(db, c, { info, rows } as never);
    created += 1;
  };
  await post(
    { type: '入库', subType: '采购', organId: supplier, accountId: account, status: '1', remark: '期初采购' },
    products.map((p) => ({ barCode: p.bar_code, operNumber: '100', unitPrice: price(p), depotId: depot })),
  );
  await post(
    { type: '出库', subType: '销售', organId: customer, accountId: account, status: '1', remark: '演示销售' },
    products.slice(0, 2).map((p) => ({ barCode: p.bar_code, operNumber: '5', unitPrice: salePrice(p), depotId: depot })),
  );
  await post(
    { type: '其它', subType: '销售订单', organId: customer, status: '1', remark: '演示订单' },
    products.slice(0, 1).map((p) => ({ barCode: p.bar_code, operNumber: '20', unitPrice: salePrice(p) })),
  );
  // The other screens a new owner opens first are not empty either: a quote, a stock count to review, a production order.
  await post(
    { type: '其它', subType: '销售报价单', organId: customer, status: '1', terms: '含税，款到发货', remark: '演示报价' },
    products.slice(0, 2).map((p) => ({ barCode: p.bar_code, operNumber: '50', unitPrice: salePrice(p) })),
  );
  await post(
    { type: '其它', subType: '盘点录入', status: '1', remark: '演示盘点' },
    products.slice(0, 2).map((p, i) => ({ barCode: p.bar_code, operNumber: i === 0 ? '94' : '95', depotId: depot })),
  );
  if (products.length >= 2) {
    await post({ type: '其它', subType: '生产订单', organId: customer, status: '1', remark: '演示生产' }, [
      { barCode: products[0]!.bar_code, operNumber: '10', depotId: depot, mType: '成品' },
      { barCode: products[1]!.bar_code, operNumber: '20', unitUsage: '2', depotId: depot, mType: '原料' },
    ]);
  }
  return { created };
}
