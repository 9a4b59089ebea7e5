/**
 * Addresses of every screen the product has (the seeded menu). A signed-in user opening one that is not in
 * their own menu sees 403 instead of 404: the page exists, they may not use it.
 */
export const KNOWN_PAGE_URLS: ReadonlySet<string> = new Set([
  '/bill/retail_out', '/bill/retail_back', '/bill/purchase_apply', '/bill/purchase_order', '/bill/purchase_in',
  '/bill/purchase_back', '/bill/sale_order', '/bill/sale_out', '/bill/sale_back', '/bill/other_in',
  '/bill/other_out', '/bill/allocation_out', '/bill/assemble', '/bill/disassemble', '/financial/item_in',
  '/financial/item_out', '/financial/money_in', '/financial/money_out', '/financial/giro', '/financial/advance_in',
  '/report/material_stock', '/report/account_report', '/report/retail_out_report', '/report/buy_in_report',
  '/report/sale_out_report', '/report/in_detail', '/report/out_detail', '/report/allocation_detail',
  '/report/in_material_count', '/report/out_material_count', '/report/in_out_stock_report',
  '/report/customer_account', '/report/vendor_account', '/report/stock_warning_report',
  '/material/material_category', '/material/material', '/system/unit', '/material/material_attribute',
  '/system/vendor', '/system/customer', '/system/member', '/system/depot', '/system/in_out_item',
  '/system/account', '/system/person', '/system/role', '/system/user', '/system/log', '/system/system_config',
  '/system/function', '/material/material_property', '/system/plugin', '/system/organization', '/system/tenant',
  '/system/platform_config', '/system/dict', '/system/msg',
]);
