// Reference seed: the global menu/function tree (reference jsh_function, seed-data.md §1),
// extended with the views product-spec.md §2.1 names that the reference does not seed.
// Pure data: the seeding code upserts rows by `url` (the stable, DB-unique key).
// Button codes (pushBtn) are those of @suanpan/contracts BUTTON: 1 编辑, 2 审核, 3 导出, 4 启用禁用,
// 5 打印, 6 作废, 7 反审核.

export interface FunctionSeed {
  number: string;
  parentNumber: string;
  name: string;
  url: string;
  component: string;
  icon: string;
  sort: string;
  pushBtn: string;
  state: boolean;
  hidden?: boolean;
}

const TAB = '/layouts/TabLayout';
// Bills keep the reference set. Print (5) and void (6) are left out: the reference never
// gates printing by role and has no void action on bills; add them here once we do.
const BILL = '1,2,3,7';
const EDIT = '1';
const EDIT_EXPORT = '1,3';
const READ_ONLY = '';

// Rows are in menu order: top level by sort, then each folder's children by sort.
// Changes against the reference rows (everything else is the reference's):
// - 菜单管理 000105 → 000110: the reference reuses 000105 for 系统配置.
// - 供应商/客户/会员信息 0102010x → 010207/010208/010209: child = parent number + 2 digits.
// - 字典管理/平台配置 pushBtn '' → '1' (see their rows); reference NULL pushBtn → ''.
// - 多单位/仓库信息/收支项目/结算账户 pushBtn '1' → '1,3': every basic-data list can be exported.
export const functionSeeds: readonly FunctionSeed[] = [
  { number: '0401', parentNumber: '0', name: '零售管理', url: '/billC', component: TAB, icon: 'gift', sort: '0101', pushBtn: '', state: false },
  { number: '040102', parentNumber: '0401', name: '零售出库', url: '/bill/retail_out', component: '/bill/RetailOutList', icon: 'profile', sort: '0405', pushBtn: BILL, state: false },
  { number: '040104', parentNumber: '0401', name: '零售退货', url: '/bill/retail_back', component: '/bill/RetailBackList', icon: 'profile', sort: '0407', pushBtn: BILL, state: false },

  { number: '0502', parentNumber: '0', name: '采购管理', url: '/bill', component: TAB, icon: 'retweet', sort: '0330', pushBtn: '', state: false },
  { number: '050203', parentNumber: '0502', name: '请购单', url: '/bill/purchase_apply', component: '/bill/PurchaseApplyList', icon: 'profile', sort: '0330', pushBtn: BILL, state: false },
  { number: '050202', parentNumber: '0502', name: '采购订单', url: '/bill/purchase_order', component: '/bill/PurchaseOrderList', icon: 'profile', sort: '0335', pushBtn: BILL, state: false },
  { number: '050201', parentNumber: '0502', name: '采购入库', url: '/bill/purchase_in', component: '/bill/PurchaseInList', icon: 'profile', sort: '0340', pushBtn: BILL, state: false },
  { number: '050204', parentNumber: '0502', name: '采购退货', url: '/bill/purchase_back', component: '/bill/PurchaseBackList', icon: 'profile', sort: '0345', pushBtn: BILL, state: false },

  { number: '0603', parentNumber: '0', name: '销售管理', url: '/billB', component: TAB, icon: 'shopping-cart', sort: '0390', pushBtn: '', state: false },
  // New (spec §2.1 "sale quote"): a quote precedes the order, so it sorts first.
  { number: '060307', parentNumber: '0603', name: '销售报价单', url: '/bill/sale_quote', component: '/bill/SaleQuoteList', icon: 'profile', sort: '0391', pushBtn: BILL, state: false },
  { number: '060301', parentNumber: '0603', name: '销售订单', url: '/bill/sale_order', component: '/bill/SaleOrderList', icon: 'profile', sort: '0392', pushBtn: BILL, state: false },
  { number: '060303', parentNumber: '0603', name: '销售出库', url: '/bill/sale_out', component: '/bill/SaleOutList', icon: 'profile', sort: '0394', pushBtn: BILL, state: false },
  { number: '060305', parentNumber: '0603', name: '销售退货', url: '/bill/sale_back', component: '/bill/SaleBackList', icon: 'profile', sort: '0396', pushBtn: BILL, state: false },

  // New folder (spec §2.1 "production order", "production in"): between sales and warehouse,
  // following the flow order → produce → store.
  { number: '0901', parentNumber: '0', name: '生产管理', url: '/billE', component: TAB, icon: 'build', sort: '0400', pushBtn: '', state: false },
  { number: '090101', parentNumber: '0901', name: '生产订单', url: '/bill/production_order', component: '/bill/ProductionOrderList', icon: 'profile', sort: '0402', pushBtn: BILL, state: false },
  { number: '090103', parentNumber: '0901', name: '生产入库', url: '/bill/production_in', component: '/bill/ProductionInList', icon: 'profile', sort: '0404', pushBtn: BILL, state: false },

  { number: '0801', parentNumber: '0', name: '仓库管理', url: '/billD', component: TAB, icon: 'hdd', sort: '0420', pushBtn: '', state: false },
  { number: '080103', parentNumber: '0801', name: '其它入库', url: '/bill/other_in', component: '/bill/OtherInList', icon: 'profile', sort: '0803', pushBtn: BILL, state: false },
  { number: '080105', parentNumber: '0801', name: '其它出库', url: '/bill/other_out', component: '/bill/OtherOutList', icon: 'profile', sort: '0805', pushBtn: BILL, state: false },
  { number: '080107', parentNumber: '0801', name: '调拨出库', url: '/bill/allocation_out', component: '/bill/AllocationOutList', icon: 'profile', sort: '0807', pushBtn: BILL, state: false },
  { number: '080109', parentNumber: '0801', name: '组装单', url: '/bill/assemble', component: '/bill/AssembleList', icon: 'profile', sort: '0809', pushBtn: BILL, state: false },
  { number: '080111', parentNumber: '0801', name: '拆卸单', url: '/bill/disassemble', component: '/bill/DisassembleList', icon: 'profile', sort: '0811', pushBtn: BILL, state: false },
  // New: stock count (PDLR/PDFP). The stock formula counts 盘点复盘, and our own messages tell
  // users to record SKU opening stock "by 盘点录入" — without these pages that advice is a dead end.
  { number: '080113', parentNumber: '0801', name: '盘点录入', url: '/bill/stock_check_entry', component: '/bill/StockCheckEntryList', icon: 'profile', sort: '0813', pushBtn: BILL, state: false },
  { number: '080115', parentNumber: '0801', name: '盘点复盘', url: '/bill/stock_check_adjust', component: '/bill/StockCheckAdjustList', icon: 'profile', sort: '0815', pushBtn: BILL, state: false },

  { number: '0704', parentNumber: '0', name: '财务管理', url: '/financial', component: TAB, icon: 'money-collect', sort: '0450', pushBtn: '', state: false },
  { number: '070402', parentNumber: '0704', name: '收入单', url: '/financial/item_in', component: '/financial/ItemInList', icon: 'profile', sort: '0465', pushBtn: BILL, state: false },
  { number: '070403', parentNumber: '0704', name: '支出单', url: '/financial/item_out', component: '/financial/ItemOutList', icon: 'profile', sort: '0470', pushBtn: BILL, state: false },
  { number: '070404', parentNumber: '0704', name: '收款单', url: '/financial/money_in', component: '/financial/MoneyInList', icon: 'profile', sort: '0475', pushBtn: BILL, state: false },
  { number: '070405', parentNumber: '0704', name: '付款单', url: '/financial/money_out', component: '/financial/MoneyOutList', icon: 'profile', sort: '0480', pushBtn: BILL, state: false },
  { number: '070406', parentNumber: '0704', name: '转账单', url: '/financial/giro', component: '/financial/GiroList', icon: 'profile', sort: '0490', pushBtn: BILL, state: false },
  { number: '070407', parentNumber: '0704', name: '收预付款', url: '/financial/advance_in', component: '/financial/AdvanceInList', icon: 'profile', sort: '0495', pushBtn: BILL, state: false },

  { number: '0301', parentNumber: '0', name: '报表查询', url: '/report', component: TAB, icon: 'pie-chart', sort: '0570', pushBtn: '', state: false },
  { number: '030113', parentNumber: '0301', name: '商品库存', url: '/report/material_stock', component: '/report/MaterialStock', icon: 'profile', sort: '0605', pushBtn: READ_ONLY, state: false },
  { number: '030102', parentNumber: '0301', name: '账户统计', url: '/report/account_report', component: '/report/AccountReport', icon: 'profile', sort: '0610', pushBtn: READ_ONLY, state: false },
  { number: '030105', parentNumber: '0301', name: '零售统计', url: '/report/retail_out_report', component: '/report/RetailOutReport', icon: 'profile', sort: '0615', pushBtn: READ_ONLY, state: false },
  { number: '030103', parentNumber: '0301', name: '采购统计', url: '/report/buy_in_report', component: '/report/BuyInReport', icon: 'profile', sort: '0620', pushBtn: READ_ONLY, state: false },
  { number: '030104', parentNumber: '0301', name: '销售统计', url: '/report/sale_out_report', component: '/report/SaleOutReport', icon: 'profile', sort: '0630', pushBtn: READ_ONLY, state: false },
  { number: '030106', parentNumber: '0301', name: '入库明细', url: '/report/in_detail', component: '/report/InDetail', icon: 'profile', sort: '0640', pushBtn: READ_ONLY, state: false },
  { number: '030107', parentNumber: '0301', name: '出库明细', url: '/report/out_detail', component: '/report/OutDetail', icon: 'profile', sort: '0645', pushBtn: READ_ONLY, state: false },
  { number: '030150', parentNumber: '0301', name: '调拨明细', url: '/report/allocation_detail', component: '/report/AllocationDetail', icon: 'profile', sort: '0646', pushBtn: READ_ONLY, state: false },
  { number: '030108', parentNumber: '0301', name: '入库汇总', url: '/report/in_material_count', component: '/report/InMaterialCount', icon: 'profile', sort: '0650', pushBtn: READ_ONLY, state: false },
  { number: '030109', parentNumber: '0301', name: '出库汇总', url: '/report/out_material_count', component: '/report/OutMaterialCount', icon: 'profile', sort: '0655', pushBtn: READ_ONLY, state: false },
  { number: '030101', parentNumber: '0301', name: '进销存统计', url: '/report/in_out_stock_report', component: '/report/InOutStockReport', icon: 'profile', sort: '0658', pushBtn: READ_ONLY, state: false },
  { number: '030110', parentNumber: '0301', name: '客户对账', url: '/report/customer_account', component: '/report/CustomerAccount', icon: 'profile', sort: '0660', pushBtn: READ_ONLY, state: false },
  { number: '030111', parentNumber: '0301', name: '供应商对账', url: '/report/vendor_account', component: '/report/VendorAccount', icon: 'profile', sort: '0665', pushBtn: READ_ONLY, state: false },
  { number: '030112', parentNumber: '0301', name: '库存预警', url: '/report/stock_warning_report', component: '/report/StockWarningReport', icon: 'profile', sort: '0670', pushBtn: READ_ONLY, state: false },

  { number: '0101', parentNumber: '0', name: '商品管理', url: '/material', component: TAB, icon: 'shopping', sort: '0620', pushBtn: '', state: false },
  { number: '010101', parentNumber: '0101', name: '商品类别', url: '/material/material_category', component: '/material/MaterialCategoryList', icon: 'profile', sort: '0230', pushBtn: EDIT, state: false },
  { number: '010102', parentNumber: '0101', name: '商品信息', url: '/material/material', component: '/material/MaterialList', icon: 'profile', sort: '0240', pushBtn: EDIT_EXPORT, state: false },
  { number: '010103', parentNumber: '0101', name: '多单位', url: '/system/unit', component: '/system/UnitList', icon: 'profile', sort: '0245', pushBtn: EDIT_EXPORT, state: false },
  { number: '010105', parentNumber: '0101', name: '多属性', url: '/material/material_attribute', component: '/material/MaterialAttributeList', icon: 'profile', sort: '0250', pushBtn: EDIT, state: false },
  // New (spec §2.1 material views). 颜色纱比 is product master data kept in bulk, hence export.
  { number: '010106', parentNumber: '0101', name: '颜色纱比', url: '/material/color_yarn_ratio', component: '/material/ColorYarnRatioList', icon: 'profile', sort: '0252', pushBtn: EDIT_EXPORT, state: false },
  // Batch-set pages are forms over many products (modals in the reference); their own rows let a
  // role be denied, say, mass price changes while keeping 商品信息.
  { number: '010107', parentNumber: '0101', name: '批量设置-信息', url: '/material/batch_set_info', component: '/material/BatchSetInfo', icon: 'profile', sort: '0254', pushBtn: EDIT, state: false },
  { number: '010108', parentNumber: '0101', name: '批量设置-价格', url: '/material/batch_set_price', component: '/material/BatchSetPrice', icon: 'profile', sort: '0256', pushBtn: EDIT, state: false },
  { number: '010109', parentNumber: '0101', name: '批量设置-库存', url: '/material/batch_set_stock', component: '/material/BatchSetStock', icon: 'profile', sort: '0258', pushBtn: EDIT, state: false },

  { number: '0102', parentNumber: '0', name: '基础资料', url: '/systemA', component: TAB, icon: 'appstore', sort: '0750', pushBtn: '', state: false },
  { number: '010207', parentNumber: '0102', name: '供应商信息', url: '/system/vendor', component: '/system/VendorList', icon: 'profile', sort: '0260', pushBtn: EDIT_EXPORT, state: false },
  { number: '010208', parentNumber: '0102', name: '客户信息', url: '/system/customer', component: '/system/CustomerList', icon: 'profile', sort: '0262', pushBtn: EDIT_EXPORT, state: false },
  { number: '010209', parentNumber: '0102', name: '会员信息', url: '/system/member', component: '/system/MemberList', icon: 'profile', sort: '0263', pushBtn: EDIT_EXPORT, state: false },
  { number: '010202', parentNumber: '0102', name: '仓库信息', url: '/system/depot', component: '/system/DepotList', icon: 'profile', sort: '0270', pushBtn: EDIT_EXPORT, state: false },
  { number: '010204', parentNumber: '0102', name: '收支项目', url: '/system/in_out_item', component: '/system/InOutItemList', icon: 'profile', sort: '0282', pushBtn: EDIT_EXPORT, state: false },
  { number: '010205', parentNumber: '0102', name: '结算账户', url: '/system/account', component: '/system/AccountList', icon: 'profile', sort: '0283', pushBtn: EDIT_EXPORT, state: false },
  { number: '010206', parentNumber: '0102', name: '经手人管理', url: '/system/person', component: '/system/PersonList', icon: 'profile', sort: '0284', pushBtn: EDIT, state: false },

  { number: '0001', parentNumber: '0', name: '系统管理', url: '/system', component: TAB, icon: 'setting', sort: '0910', pushBtn: '', state: true },
  { number: '000102', parentNumber: '0001', name: '角色管理', url: '/system/role', component: '/system/RoleList', icon: 'profile', sort: '0130', pushBtn: EDIT, state: false },
  { number: '000103', parentNumber: '0001', name: '用户管理', url: '/system/user', component: '/system/UserList', icon: 'profile', sort: '0140', pushBtn: EDIT, state: false },
  { number: '000108', parentNumber: '0001', name: '部门管理', url: '/system/organization', component: '/system/OrganizationList', icon: 'profile', sort: '0150', pushBtn: EDIT, state: true },
  { number: '000104', parentNumber: '0001', name: '日志管理', url: '/system/log', component: '/system/LogList', icon: 'profile', sort: '0160', pushBtn: READ_ONLY, state: false },
  // New (spec §2.1 "message"): each user's own inbox (mark read, delete), next to the log.
  { number: '000111', parentNumber: '0001', name: '消息管理', url: '/system/msg', component: '/system/MsgList', icon: 'profile', sort: '0162', pushBtn: EDIT, state: false },
  { number: '000106', parentNumber: '0001', name: '商品属性', url: '/material/material_property', component: '/material/MaterialPropertyList', icon: 'profile', sort: '0163', pushBtn: EDIT, state: false },
  { number: '000105', parentNumber: '0001', name: '系统配置', url: '/system/system_config', component: '/system/SystemConfigList', icon: 'profile', sort: '0164', pushBtn: EDIT, state: false },
  { number: '000110', parentNumber: '0001', name: '菜单管理', url: '/system/function', component: '/system/FunctionList', icon: 'profile', sort: '0166', pushBtn: EDIT, state: false },
  { number: '000109', parentNumber: '0001', name: '租户管理', url: '/system/tenant', component: '/system/TenantList', icon: 'profile', sort: '0167', pushBtn: EDIT, state: false },
  { number: '000107', parentNumber: '0001', name: '插件管理', url: '/system/plugin', component: '/system/PluginList', icon: 'profile', sort: '0170', pushBtn: EDIT, state: false },
  // 字典管理/平台配置 have pushBtn '' in the reference because its admin bypasses button checks;
  // we authorize every route, so editing them needs a grantable 编辑.
  { number: '000113', parentNumber: '0001', name: '字典管理', url: '/system/dict', component: '/system/DictList', icon: 'profile', sort: '0172', pushBtn: EDIT, state: false },
  { number: '000112', parentNumber: '0001', name: '平台配置', url: '/system/platform_config', component: '/system/PlatformConfigList', icon: 'profile', sort: '0175', pushBtn: EDIT, state: false },
  // New (spec §2.1 "system message"): platform announcements to every tenant; sits with the
  // other platform-only pages at the end of the folder.
  { number: '000114', parentNumber: '0001', name: '系统消息', url: '/system/system_msg', component: '/system/SystemMsgList', icon: 'profile', sort: '0178', pushBtn: EDIT, state: false },
];

/** The codes of a comma list ('' → none). */
export function splitButtons(list: string): string[] {
  return list === '' ? [] : list.split(',');
}
