// The two tenants of the small company fixture. Both are built by the same builders so that every bill kind exists
// in each; they differ where an importer could confuse them: their owner ids, logins, the 强审核 flag (tenant B
// counts audited bills only) and a quantity scale (tenant B's quantities are doubled, so no figure coincides).

export interface Login {
  login: string;
  name: string;
  password: string;
}

export interface StaffSpec extends Login {
  role: 'manager' | 'clerk';
  /** jshERP user status: 0 正常, 2 封禁. */
  status?: 0 | 2;
  deleted?: boolean;
}

export interface CompanySpec {
  key: 'A' | 'B';
  /** The owner's user id, which is the tenant id (data-model §0). */
  ownerId: number;
  company: string;
  owner: Login;
  staff: StaffSpec[];
  /** jsh_tenant.type: '0' 免费租户, '1' 付费租户. */
  tenantType: '0' | '1';
  expireTime: string;
  /** 强审核 (force_approval_flag): only audited bills count in stock and account balances. */
  forceApproval: boolean;
  /** Every bill quantity and opening stock is multiplied by this. */
  scale: number;
}

export const COMPANIES: CompanySpec[] = [
  {
    key: 'A',
    ownerId: 63,
    company: '算盘演示商贸有限公司',
    owner: { login: 'jsh', name: '测试用户', password: '123456' },
    staff: [
      { login: 'xiaowang', name: '小王', password: 'wang2026a', role: 'manager' },
      { login: 'xiaoli', name: '小李', password: 'li88888b', role: 'clerk' },
      { login: 'fengjin', name: '封禁员工', password: 'ban12345c', role: 'clerk', status: 2 },
      { login: 'lizhi', name: '离职员工', password: 'gone7777d', role: 'clerk', deleted: true },
    ],
    tenantType: '1',
    expireTime: '2099-02-17 23:19:17',
    forceApproval: false,
    scale: 1,
  },
  {
    key: 'B',
    ownerId: 145,
    company: '北方第二商行',
    owner: { login: 'beifang', name: '北方老板', password: 'bf2026pass' },
    staff: [{ login: 'bf_cangguan', name: '仓管老赵', password: 'zhao5678e', role: 'clerk' }],
    tenantType: '0',
    expireTime: '2027-06-30 23:59:59',
    forceApproval: true,
    scale: 2,
  },
];
