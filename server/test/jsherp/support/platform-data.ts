// The global rows every jshERP database has (shared/domain/seed-data.md §1, §2, §9, §10): the menu tree, the
// platform administrator with template roles 4 (管理员) and 10 (租户, every tenant owner's role), platform
// settings and dictionaries. Not tenant-scoped: tenant_id NULL, or 0 for the administrator.
import { md5, relation, type SourceRows } from './source-rows.js';

/** [id, number, parent_number, name, url, component, icon, sort, push_btn, state] in menu order. */
type FunctionRow = [number, string, string, string, string, string, string, string, string | null, number];

const FUNCTIONS: FunctionRow[] = [
  [225, '0401', '0', '零售管理', '/billC', '/layouts/TabLayout', 'gift', '0101', '', 0],
  [210, '040102', '0401', '零售出库', '/bill/retail_out', '/bill/RetailOutList', 'profile', '0405', '1,2,3,7', 0],
  [211, '040104', '0401', '零售退货', '/bill/retail_back', '/bill/RetailBackList', 'profile', '0407', '1,2,3,7', 0],
  [32, '0502', '0', '采购管理', '/bill', '/layouts/TabLayout', 'retweet', '0330', '', 0],
  [261, '050203', '0502', '请购单', '/bill/purchase_apply', '/bill/PurchaseApplyList', 'profile', '0330', '1,2,3,7', 0],
  [241, '050202', '0502', '采购订单', '/bill/purchase_order', '/bill/PurchaseOrderList', 'profile', '0335', '1,2,3,7', 0],
  [33, '050201', '0502', '采购入库', '/bill/purchase_in', '/bill/PurchaseInList', 'profile', '0340', '1,2,3,7', 0],
  [199, '050204', '0502', '采购退货', '/bill/purchase_back', '/bill/PurchaseBackList', 'profile', '0345', '1,2,3,7', 0],
  [38, '0603', '0', '销售管理', '/billB', '/layouts/TabLayout', 'shopping-cart', '0390', '', 0],
  [242, '060301', '0603', '销售订单', '/bill/sale_order', '/bill/SaleOrderList', 'profile', '0392', '1,2,3,7', 0],
  [41, '060303', '0603', '销售出库', '/bill/sale_out', '/bill/SaleOutList', 'profile', '0394', '1,2,3,7', 0],
  [200, '060305', '0603', '销售退货', '/bill/sale_back', '/bill/SaleBackList', 'profile', '0396', '1,2,3,7', 0],
  [239, '0801', '0', '仓库管理', '/billD', '/layouts/TabLayout', 'hdd', '0420', '', 0],
  [201, '080103', '0801', '其它入库', '/bill/other_in', '/bill/OtherInList', 'profile', '0803', '1,2,3,7', 0],
  [202, '080105', '0801', '其它出库', '/bill/other_out', '/bill/OtherOutList', 'profile', '0805', '1,2,3,7', 0],
  [40, '080107', '0801', '调拨出库', '/bill/allocation_out', '/bill/AllocationOutList', 'profile', '0807', '1,2,3,7', 0],
  [232, '080109', '0801', '组装单', '/bill/assemble', '/bill/AssembleList', 'profile', '0809', '1,2,3,7', 0],
  [233, '080111', '0801', '拆卸单', '/bill/disassemble', '/bill/DisassembleList', 'profile', '0811', '1,2,3,7', 0],
  [44, '0704', '0', '财务管理', '/financial', '/layouts/TabLayout', 'money-collect', '0450', '', 0],
  [197, '070402', '0704', '收入单', '/financial/item_in', '/financial/ItemInList', 'profile', '0465', '1,2,3,7', 0],
  [203, '070403', '0704', '支出单', '/financial/item_out', '/financial/ItemOutList', 'profile', '0470', '1,2,3,7', 0],
  [204, '070404', '0704', '收款单', '/financial/money_in', '/financial/MoneyInList', 'profile', '0475', '1,2,3,7', 0],
  [205, '070405', '0704', '付款单', '/financial/money_out', '/financial/MoneyOutList', 'profile', '0480', '1,2,3,7', 0],
  [206, '070406', '0704', '转账单', '/financial/giro', '/financial/GiroList', 'profile', '0490', '1,2,3,7', 0],
  [212, '070407', '0704', '收预付款', '/financial/advance_in', '/financial/AdvanceInList', 'profile', '0495', '1,2,3,7', 0],
  [198, '0301', '0', '报表查询', '/report', '/layouts/TabLayout', 'pie-chart', '0570', null, 0],
  [246, '030113', '0301', '商品库存', '/report/material_stock', '/report/MaterialStock', 'profile', '0605', '', 0],
  [207, '030102', '0301', '账户统计', '/report/account_report', '/report/AccountReport', 'profile', '0610', '', 0],
  [259, '030105', '0301', '零售统计', '/report/retail_out_report', '/report/RetailOutReport', 'profile', '0615', '', 0],
  [208, '030103', '0301', '采购统计', '/report/buy_in_report', '/report/BuyInReport', 'profile', '0620', '', 0],
  [209, '030104', '0301', '销售统计', '/report/sale_out_report', '/report/SaleOutReport', 'profile', '0630', '', 0],
  [226, '030106', '0301', '入库明细', '/report/in_detail', '/report/InDetail', 'profile', '0640', '', 0],
  [227, '030107', '0301', '出库明细', '/report/out_detail', '/report/OutDetail', 'profile', '0645', '', 0],
  [248, '030150', '0301', '调拨明细', '/report/allocation_detail', '/report/AllocationDetail', 'profile', '0646', '', 0],
  [228, '030108', '0301', '入库汇总', '/report/in_material_count', '/report/InMaterialCount', 'profile', '0650', '', 0],
  [229, '030109', '0301', '出库汇总', '/report/out_material_count', '/report/OutMaterialCount', 'profile', '0655', '', 0],
  [59, '030101', '0301', '进销存统计', '/report/in_out_stock_report', '/report/InOutStockReport', 'profile', '0658', '', 0],
  [235, '030110', '0301', '客户对账', '/report/customer_account', '/report/CustomerAccount', 'profile', '0660', '', 0],
  [237, '030111', '0301', '供应商对账', '/report/vendor_account', '/report/VendorAccount', 'profile', '0665', '', 0],
  [244, '030112', '0301', '库存预警', '/report/stock_warning_report', '/report/StockWarningReport', 'profile', '0670', '', 0],
  [21, '0101', '0', '商品管理', '/material', '/layouts/TabLayout', 'shopping', '0620', null, 0],
  [22, '010101', '0101', '商品类别', '/material/material_category', '/material/MaterialCategoryList', 'profile', '0230', '1', 0],
  [23, '010102', '0101', '商品信息', '/material/material', '/material/MaterialList', 'profile', '0240', '1,3', 0],
  [220, '010103', '0101', '多单位', '/system/unit', '/system/UnitList', 'profile', '0245', '1', 0],
  [247, '010105', '0101', '多属性', '/material/material_attribute', '/material/MaterialAttributeList', 'profile', '0250', '1', 0],
  [24, '0102', '0', '基础资料', '/systemA', '/layouts/TabLayout', 'appstore', '0750', null, 0],
  [25, '01020101', '0102', '供应商信息', '/system/vendor', '/system/VendorList', 'profile', '0260', '1,3', 0],
  [217, '01020102', '0102', '客户信息', '/system/customer', '/system/CustomerList', 'profile', '0262', '1,3', 0],
  [218, '01020103', '0102', '会员信息', '/system/member', '/system/MemberList', 'profile', '0263', '1,3', 0],
  [26, '010202', '0102', '仓库信息', '/system/depot', '/system/DepotList', 'profile', '0270', '1', 0],
  [194, '010204', '0102', '收支项目', '/system/in_out_item', '/system/InOutItemList', 'profile', '0282', '1', 0],
  [195, '010205', '0102', '结算账户', '/system/account', '/system/AccountList', 'profile', '0283', '1', 0],
  [31, '010206', '0102', '经手人管理', '/system/person', '/system/PersonList', 'profile', '0284', '1', 0],
  [1, '0001', '0', '系统管理', '/system', '/layouts/TabLayout', 'setting', '0910', '', 1],
  [13, '000102', '0001', '角色管理', '/system/role', '/system/RoleList', 'profile', '0130', '1', 0],
  [14, '000103', '0001', '用户管理', '/system/user', '/system/UserList', 'profile', '0140', '1', 0],
  [243, '000108', '0001', '部门管理', '/system/organization', '/system/OrganizationList', 'profile', '0150', '1', 1],
  [15, '000104', '0001', '日志管理', '/system/log', '/system/LogList', 'profile', '0160', '', 0],
  [236, '000106', '0001', '商品属性', '/material/material_property', '/material/MaterialPropertyList', 'profile', '0163', '1', 0],
  [234, '000105', '0001', '系统配置', '/system/system_config', '/system/SystemConfigList', 'profile', '0164', '1', 0],
  [16, '000105', '0001', '菜单管理', '/system/function', '/system/FunctionList', 'profile', '0166', '1', 0],
  [18, '000109', '0001', '租户管理', '/system/tenant', '/system/TenantList', 'profile', '0167', '1', 0],
  [245, '000107', '0001', '插件管理', '/system/plugin', '/system/PluginList', 'profile', '0170', '1', 0],
  [260, '000113', '0001', '字典管理', '/system/dict', '/system/DictList', 'profile', '0172', '', 0],
  [258, '000112', '0001', '平台配置', '/system/platform_config', '/system/PlatformConfigList', 'profile', '0175', '', 0],
];

/** Functions only the platform administrator's role holds: the 系统管理 folder and the platform pages. */
const PLATFORM_ONLY = new Set([1, 16, 18, 245, 258, 260]);

export const ADMIN = { id: 120, login: 'admin', password: '123456' };
export const TEMPLATE_ROLES = { admin: 4, tenant: 10 };

/** `btn_str` of a role holding these functions: each page's grantable buttons among `codes`, in jshERP's order. */
export function buttonGrants(functionIds: number[], codes = ['1', '2', '7', '3']): string {
  const grants = FUNCTIONS.filter(([id]) => functionIds.includes(id))
    .map(([id, , , , , , , , push]) => ({
      funId: String(id),
      btnStr: codes.filter((code) => (push ?? '').split(',').includes(code)).join(','),
    }))
    .filter((grant) => grant.btnStr !== '');
  return JSON.stringify(grants);
}

/** Function ids by page name (menu labels are unique). */
export function functionIds(...names: string[]): number[] {
  return names.map((name) => {
    const row = FUNCTIONS.find((f) => f[3] === name);
    if (!row) throw new Error(`no jshERP function ${name}`);
    return row[0];
  });
}

export const TENANT_PACKAGE = FUNCTIONS.map(([id]) => id).filter((id) => !PLATFORM_ONLY.has(id));

export function addPlatformData(rows: SourceRows): void {
  for (const [id, number, parent, name, url, component, icon, sort, push, state] of FUNCTIONS) {
    rows.add('jsh_function', {
      id,
      number,
      name,
      parent_number: parent,
      url,
      component,
      state: state === 1,
      sort,
      enabled: true,
      type: '电脑版',
      push_btn: push,
      icon,
    });
  }
  const everything = FUNCTIONS.map(([id]) => id);
  rows.add('jsh_role', { id: 4, name: '管理员', type: '全部数据', enabled: true, sort: '1', tenant_id: null });
  rows.add('jsh_role', { id: 10, name: '租户', type: '全部数据', enabled: true, sort: '2', tenant_id: null });
  for (const [role, ids] of [
    [TEMPLATE_ROLES.admin, everything],
    [TEMPLATE_ROLES.tenant, TENANT_PACKAGE],
  ] as const) {
    rows.add('jsh_user_business', {
      type: 'RoleFunctions',
      key_id: String(role),
      value: relation([...ids]),
      btn_str: buttonGrants([...ids]),
      tenant_id: null,
    });
  }
  rows.add('jsh_user', {
    id: ADMIN.id,
    username: '管理员',
    login_name: ADMIN.login,
    password: md5(ADMIN.password),
    ismanager: 1,
    isystem: 1,
    status: 0,
    tenant_id: 0,
  });
  rows.add('jsh_user_business', {
    type: 'UserRole',
    key_id: String(ADMIN.id),
    value: relation([TEMPLATE_ROLES.admin]),
    tenant_id: null,
  });
  PLATFORM_CONFIG.forEach(([key, info, value]) => rows.add('jsh_platform_config', { platform_key: key, platform_key_info: info, platform_value: value }));
  addDictionaries(rows);
}

const PLATFORM_CONFIG: [string, string, string][] = [
  ['platform_name', '平台名称', '管伊佳ERP'],
  ['activation_code', '激活码', ''],
  ['platform_url', '官方网站', 'http://www.gyjerp.com/'],
  ['bill_print_flag', '三联打印启用标记', '0'],
  ['bill_print_url', '三联打印地址', ''],
  ['pay_fee_url', '租户续费地址', ''],
  ['register_flag', '注册启用标记', '1'],
  ['app_activation_code', '手机端激活码', ''],
  ['send_workflow_url', '发起流程地址', ''],
  ['weixinUrl', '微信url', ''],
  ['weixinAppid', '微信appid', ''],
  ['weixinSecret', '微信secret', ''],
  ['aliOss_endpoint', '阿里OSS-endpoint', ''],
  ['aliOss_accessKeyId', '阿里OSS-accessKeyId', ''],
  ['aliOss_accessKeySecret', '阿里OSS-accessKeySecret', ''],
  ['aliOss_bucketName', '阿里OSS-bucketName', ''],
  ['aliOss_linkUrl', '阿里OSS-linkUrl', ''],
  ['bill_excel_url', '单据Excel地址', ''],
  ['email_from', '邮件发送端-发件人', ''],
  ['email_auth_code', '邮件发送端-授权码', ''],
  ['email_smtp_host', '邮件发送端-SMTP服务器', ''],
  ['checkcode_flag', '验证码启用标记', '1'],
  ['app_version', '手机端版本', ''],
];

function addDictionaries(rows: SourceRows): void {
  const created = { create_by: 'admin', create_time: '2024-01-01 10:00:00' };
  rows.add('jsh_sys_dict_type', { dict_id: 1, dict_name: '用户性别', dict_type: 'sys_user_sex', ...created });
  rows.add('jsh_sys_dict_type', { dict_id: 12, dict_name: '系统开关', dict_type: 'sys_normal_disable', ...created });
  const data: [number, number, string, string, string, string, string][] = [
    [1, 1, '男', '0', 'sys_user_sex', 'default', 'Y'],
    [2, 2, '女', '1', 'sys_user_sex', 'default', 'N'],
    [11, 1, '正常', '0', 'sys_normal_disable', 'green', 'Y'],
    [12, 2, '停用', '1', 'sys_normal_disable', 'red', 'N'],
  ];
  for (const [code, sort, label, value, type, listClass, isDefault] of data) {
    rows.add('jsh_sys_dict_data', {
      dict_code: code,
      dict_sort: sort,
      dict_label: label,
      dict_value: value,
      dict_type: type,
      list_class: listClass,
      is_default: isDefault,
      ...created,
    });
  }
}
