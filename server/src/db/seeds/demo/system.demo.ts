// Demo fixture: the demo tenant's system area (seed-data.md §3 and §8), keyed by login names,
// department codes and role names — never numeric ids, which the seeding code assigns.
// No passwords here: the seeding code hashes the demo password server-side and flags it for a
// forced change. Depot/customer scopes of users live in basic.demo.ts, next to the depots.
import type { RoleDefinition, RoleSeed } from '../reference/roles.seed.js';

/** Local China time, 'YYYY-MM-DD HH:mm:ss', as the reference stores datetimes. */
type LocalDateTime = string;
type Flag = '0' | '1';

export interface DemoTenantSeed {
  /** The owner's login name; the tenant is found by it. */
  loginName: string;
  /** '0' free/trial, '1' paid. */
  type: '0' | '1';
  userNumLimit: number;
  enabled: boolean;
  createTime: LocalDateTime;
  expireTime: LocalDateTime;
  remark: string;
}

/** A user's single role: a global template role by key, or one of the tenant's own roles by name. */
export type DemoRoleRef = { template: RoleSeed['key'] } | { tenantRole: string };

export interface DemoUserSeed {
  loginName: string;
  /** Display name (姓名). */
  username: string;
  position: string;
  email: string;
  phonenum: string;
  /** The owner is the tenant: it cannot be deleted or disabled by the tenant. */
  isTenantOwner: boolean;
  /** 是否经理 of the user's department. */
  leaderFlag: Flag;
  role: DemoRoleRef;
  remark: string;
}

export interface DemoDepartmentSeed {
  orgNo: string;
  orgAbr: string;
  /** null = root department. */
  parentOrgNo: string | null;
  sort: string;
  remark: string;
}

export interface DemoUserDepartmentSeed {
  loginName: string;
  orgNo: string;
  /** The user's display order inside the department. */
  sort: string;
}

export type PersonType = '销售员' | '仓管员' | '财务员';

export interface DemoPersonSeed {
  name: string;
  type: PersonType;
  sort: string;
}

export interface DemoSystemConfigSeed {
  companyName: string;
  companyContacts: string;
  companyAddress: string;
  companyTel: string;
  companyFax: string;
  companyPostCode: string;
  saleAgreement: string;
  depotFlag: Flag;
  customerFlag: Flag;
  minusStockFlag: Flag;
  purchaseBySaleFlag: Flag;
  multiLevelApprovalFlag: Flag;
  /** Comma list of bill prefixes routed through the workflow; '' = none. */
  multiBillType: string;
  forceApprovalFlag: Flag;
  updateUnitPriceFlag: Flag;
  overLinkBillFlag: Flag;
  inOutManageFlag: Flag;
  multiAccountFlag: Flag;
  moveAvgPriceFlag: Flag;
  auditPrintFlag: Flag;
  zeroChangeAmountFlag: Flag;
  customerStaticPriceFlag: Flag;
  materialPriceTaxFlag: Flag;
}

export interface DemoMessageSeed {
  recipientLoginName: string;
  msgTitle: string;
  msgContent: string;
  type: string;
  /** '1' unread, '2' read. */
  status: '1' | '2';
}

export const DEMO_TENANT_OWNER = 'jsh';

export const demoTenant: DemoTenantSeed = {
  loginName: DEMO_TENANT_OWNER,
  type: '1',
  userNumLimit: 2000,
  enabled: true,
  createTime: '2021-02-17 23:19:17',
  expireTime: '2099-02-17 23:19:17',
  remark: '演示租户',
};

export const demoUsers: readonly DemoUserSeed[] = [
  {
    loginName: DEMO_TENANT_OWNER,
    username: '测试用户',
    position: '主管',
    email: '666666@qq.com',
    phonenum: '',
    isTenantOwner: true,
    leaderFlag: '0',
    role: { template: 'tenant-package' },
    remark: '',
  },
  {
    loginName: 'test123',
    username: 'test123',
    position: '总监',
    email: '7777777@qq.com',
    phonenum: '',
    isTenantOwner: false,
    leaderFlag: '0',
    role: { tenantRole: '销售代表' },
    remark: '',
  },
];

const BILL_EDIT_AUDIT = '1,2';
const FINANCE_EDIT = '1';

// Tenant roles stay inside the 租户 package (checked by the demo test).
export const demoRoles: readonly RoleDefinition[] = [
  {
    name: '销售经理',
    type: '全部数据',
    description: '演示角色：只开放零售出库',
    grants: [
      { url: '/billC', btnStr: '' },
      { url: '/bill/retail_out', btnStr: BILL_EDIT_AUDIT },
    ],
  },
  {
    // Reference role 17: goods bills with edit+audit, finance bills with edit only, own data only.
    name: '销售代表',
    type: '个人数据',
    description: '演示角色：业务单据可编辑审核，财务单据可编辑，只看本人数据',
    grants: [
      { url: '/billC', btnStr: '' },
      { url: '/bill/retail_out', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/retail_back', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill', btnStr: '' },
      { url: '/bill/purchase_order', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/purchase_in', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/purchase_back', btnStr: BILL_EDIT_AUDIT },
      { url: '/billB', btnStr: '' },
      { url: '/bill/sale_order', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/sale_out', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/sale_back', btnStr: BILL_EDIT_AUDIT },
      { url: '/billD', btnStr: '' },
      { url: '/bill/other_in', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/other_out', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/allocation_out', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/assemble', btnStr: BILL_EDIT_AUDIT },
      { url: '/bill/disassemble', btnStr: BILL_EDIT_AUDIT },
      { url: '/financial', btnStr: '' },
      { url: '/financial/item_in', btnStr: FINANCE_EDIT },
      { url: '/financial/item_out', btnStr: FINANCE_EDIT },
      { url: '/financial/money_in', btnStr: FINANCE_EDIT },
      { url: '/financial/money_out', btnStr: FINANCE_EDIT },
      { url: '/financial/giro', btnStr: FINANCE_EDIT },
      { url: '/financial/advance_in', btnStr: FINANCE_EDIT },
    ],
  },
];

// Parents come before children so rows can be inserted in order.
export const demoDepartments: readonly DemoDepartmentSeed[] = [
  { orgNo: '001', orgAbr: '测试部门', parentOrgNo: null, sort: '2', remark: 'aaaa2' },
  { orgNo: 'jg1', orgAbr: '部门1', parentOrgNo: '001', sort: '3', remark: '' },
  // The reference code '12' says nothing; 'jg2' follows its sibling's scheme.
  { orgNo: 'jg2', orgAbr: '部门2', parentOrgNo: 'jg1', sort: '4', remark: '' },
];

export const demoUserDepartments: readonly DemoUserDepartmentSeed[] = [
  { loginName: DEMO_TENANT_OWNER, orgNo: '001', sort: '1' },
  { loginName: 'test123', orgNo: 'jg1', sort: '1' },
];

export const demoPersons: readonly DemoPersonSeed[] = [
  { name: '小李', type: '销售员', sort: '1' },
  { name: '小军', type: '销售员', sort: '2' },
  { name: '小夏', type: '财务员', sort: '3' },
  { name: '小曹', type: '财务员', sort: '4' },
  // Not in the reference demo: shows the third handler type (warehouse keeper).
  { name: '小王', type: '仓管员', sort: '5' },
];

// Flags exactly as the reference demo: negative stock allowed, price learning on, rest off.
export const demoSystemConfig: DemoSystemConfigSeed = {
  companyName: '公司test',
  companyContacts: '小李',
  companyAddress: '地址1',
  companyTel: '12345678',
  companyFax: '',
  companyPostCode: '',
  saleAgreement: '注：本单为我公司与客户约定账期内结款的依据，由客户或其单位员工签字生效，并承担法律责任。',
  depotFlag: '0',
  customerFlag: '0',
  minusStockFlag: '1',
  purchaseBySaleFlag: '0',
  multiLevelApprovalFlag: '0',
  multiBillType: '',
  forceApprovalFlag: '0',
  updateUnitPriceFlag: '1',
  overLinkBillFlag: '0',
  inOutManageFlag: '0',
  multiAccountFlag: '0',
  moveAvgPriceFlag: '0',
  auditPrintFlag: '0',
  zeroChangeAmountFlag: '0',
  customerStaticPriceFlag: '0',
  materialPriceTaxFlag: '0',
};

// Replaces the reference's placeholder message (标题1/内容1) with something a visitor can read.
export const demoMessages: readonly DemoMessageSeed[] = [
  {
    recipientLoginName: DEMO_TENANT_OWNER,
    msgTitle: '欢迎使用算盘ERP',
    msgContent: '这是演示租户，已预置商品、仓库、往来单位和结算账户，可直接开单体验。请先修改初始密码。',
    type: '系统通知',
    status: '1',
  },
];
