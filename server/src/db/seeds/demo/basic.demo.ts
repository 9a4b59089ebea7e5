// Demo fixture: the demo tenant's basic data (seed-data.md §4–§6) — units, settlement accounts,
// depots, income/expense items, partners and users' depot/customer scopes. Keyed by names;
// amounts are decimal strings (never JS numbers). Products are in material.demo.ts.
import { DEMO_TENANT_OWNER } from './system.demo.js';

/** Decimal as a string, e.g. '12' or '-3.5'. */
type Decimal = string;

/** Login name recorded as creator of the demo partners (the reference used the owner). */
export const DEMO_CREATOR = DEMO_TENANT_OWNER;

export interface DemoUnitSeed {
  /** Generated display name `<basic>/(<other>=<ratio><basic>)`; the key products use. */
  name: string;
  basicUnit: string;
  otherUnit: string;
  ratio: Decimal;
}

export interface DemoAccountSeed {
  name: string;
  serialNo: string;
  /** Opening balance; the current balance is always computed from bills. */
  initialAmount: Decimal;
  remark: string;
  sort: string;
  isDefault: boolean;
}

export interface DemoDepotSeed {
  name: string;
  address: string;
  /** 仓储费 and 搬运费: informational fees. */
  warehousing: Decimal;
  truckage: Decimal;
  sort: string;
  remark: string;
  isDefault: boolean;
  /** 负责人, by login name. */
  principalLoginName: string;
}

export interface DemoInOutItemSeed {
  name: string;
  type: '收入' | '支出';
  remark: string;
}

export type PartnerType = '供应商' | '客户' | '会员';

/** Suppliers, customers and members share one table; key = (type, name). */
export interface DemoPartnerSeed {
  type: PartnerType;
  /** Company name; for members the card number. */
  name: string;
  contacts: string;
  phoneNum?: string;
  /** Mobile. */
  telephone?: string;
  address?: string;
  taxNum?: string;
  /** Default line tax rate in %. */
  taxRate?: Decimal;
  beginNeedGet?: Decimal;
  beginNeedPay?: Decimal;
}

export interface DemoUserDepotsSeed {
  loginName: string;
  depotNames: readonly string[];
}

export interface DemoUserCustomersSeed {
  loginName: string;
  customerNames: readonly string[];
}

export const demoUnits: readonly DemoUnitSeed[] = [
  { name: '个/(箱=12个)', basicUnit: '个', otherUnit: '箱', ratio: '12' },
  { name: '个/(盒=15个)', basicUnit: '个', otherUnit: '盒', ratio: '15' },
  { name: '盒/(箱=8盒)', basicUnit: '盒', otherUnit: '箱', ratio: '8' },
  { name: '瓶/(箱=12瓶)', basicUnit: '瓶', otherUnit: '箱', ratio: '12' },
];

// The reference's stored current_amount (829, −1681) is stale and deliberately not carried over.
export const demoAccounts: readonly DemoAccountSeed[] = [
  { name: '账户1', serialNo: 'zzz111', initialAmount: '100', remark: 'aabb', sort: '1', isDefault: true },
  { name: '账户2', serialNo: '1234131324', initialAmount: '200', remark: 'bbbb', sort: '2', isDefault: false },
];

export const demoDepots: readonly DemoDepotSeed[] = [
  { name: '仓库1', address: 'dizhi', warehousing: '12', truckage: '12', sort: '1', remark: '描述', isDefault: true, principalLoginName: 'test123' },
  { name: '仓库2', address: '地址100', warehousing: '555', truckage: '666', sort: '2', remark: 'dfdf', isDefault: false, principalLoginName: 'test123' },
  { name: '仓库3', address: '123123', warehousing: '123', truckage: '123', sort: '3', remark: '123', isDefault: false, principalLoginName: 'test123' },
];

export const demoInOutItems: readonly DemoInOutItemSeed[] = [
  { name: '快递费', type: '支出', remark: '' },
  { name: '房租收入', type: '收入', remark: '' },
  { name: '利息收入', type: '收入', remark: '' },
];

// Stored all_need_get/all_need_pay and the member's advance_in (970) are derived values in the
// reference dump; they are computed from bills, so a prepaid balance needs a 收预付款 bill.
export const demoPartners: readonly DemoPartnerSeed[] = [
  { type: '供应商', name: '供应商1', contacts: '小军', phoneNum: '12345678', telephone: '15000000000', address: '地址1', taxRate: '12' },
  { type: '客户', name: '客户1', contacts: '小李', taxRate: '12' },
  { type: '客户', name: '客户2', contacts: '小陈' },
  { type: '会员', name: '12312666', contacts: '小曹', telephone: '13000000000' },
  { type: '供应商', name: '供应商3', contacts: '晓丽', taxRate: '13', taxNum: '1341324' },
  { type: '客户', name: '客户3', contacts: '小周' },
  { type: '供应商', name: '供应商5', contacts: '小季', taxRate: '3', beginNeedPay: '5' },
];

// Only enforced when the tenant switches on 分配仓库权限 / 分配客户权限.
export const demoUserDepots: readonly DemoUserDepotsSeed[] = [{ loginName: DEMO_TENANT_OWNER, depotNames: ['仓库1', '仓库2'] }];

export const demoUserCustomers: readonly DemoUserCustomersSeed[] = [{ loginName: DEMO_TENANT_OWNER, customerNames: ['客户1'] }];
