import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The tenant's system-config switches that bills obey (business-rules §12). */
export interface SystemFlags {
  minusStock: boolean;
  forceApproval: boolean;
  inOutManage: boolean;
  overLinkBill: boolean;
  updateUnitPrice: boolean;
  multiAccount: boolean;
  moveAvgPrice: boolean;
  priceIncludesTax: boolean;
  depotRestricted: boolean;
  customerRestricted: boolean;
  /** 以销定购: purchase orders may link to sales orders. */
  purchaseBySale: boolean;
}

/** Without a config row every switch is off except 更新单价 (the reference's code defaults). */
export async function loadFlags(db: Kysely<Database>, tenantId: string): Promise<SystemFlags> {
  const c = await db
    .selectFrom('system_config')
    .select([
      'minus_stock_flag',
      'force_approval_flag',
      'in_out_manage_flag',
      'over_link_bill_flag',
      'update_unit_price_flag',
      'multi_account_flag',
      'move_avg_price_flag',
      'material_price_tax_flag',
      'depot_flag',
      'customer_flag',
      'purchase_by_sale_flag',
    ])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return {
    minusStock: c?.minus_stock_flag === '1',
    forceApproval: c?.force_approval_flag === '1',
    inOutManage: c?.in_out_manage_flag === '1',
    overLinkBill: c?.over_link_bill_flag === '1',
    updateUnitPrice: c ? c.update_unit_price_flag === '1' : true,
    multiAccount: c?.multi_account_flag === '1',
    moveAvgPrice: c?.move_avg_price_flag === '1',
    priceIncludesTax: c?.material_price_tax_flag === '1',
    depotRestricted: c?.depot_flag === '1',
    customerRestricted: c?.customer_flag === '1',
    purchaseBySale: c?.purchase_by_sale_flag === '1',
  };
}

/** The company name printed at the head of sheets; null when the tenant has saved none. */
export async function companyName(db: Kysely<Database>, tenantId: string): Promise<string | null> {
  const row = await db.selectFrom('system_config').select('company_name').where('tenant_id', '=', tenantId).where('delete_flag', '=', false).executeTakeFirst();
  return row?.company_name || null;
}
