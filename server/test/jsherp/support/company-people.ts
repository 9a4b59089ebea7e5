// A tenant's people as jshERP registration and the user screens leave them: the tenant row, the owner (id = tenant
// id, role 10 租户), staff with md5 passwords, the tenant's own roles with menus and buttons, departments and the
// tenant's one system-config row.
import type { CompanySpec } from './company-spec.js';
import { buttonGrants, functionIds, TEMPLATE_ROLES, TENANT_PACKAGE } from './platform-data.js';
import { md5, relation, type TenantRows } from './source-rows.js';

export interface People {
  ownerId: number;
  /** User id per staff login. */
  staff: Record<string, number>;
  roles: { manager: number; clerk: number };
}

const SYSTEM_PAGES = functionIds('角色管理', '用户管理', '部门管理', '日志管理', '商品属性', '系统配置');
const CLERK_PAGES = functionIds('仓库管理', '其它入库', '其它出库', '调拨出库', '组装单', '拆卸单', '商品管理', '商品信息', '报表查询', '商品库存');

export function addPeople(w: TenantRows, spec: CompanySpec): People {
  const created = '2026-09-01 09:00:00';
  w.add('jsh_tenant', {
    login_name: spec.owner.login,
    user_num_limit: 20,
    type: spec.tenantType,
    enabled: true,
    create_time: created,
    expire_time: spec.expireTime,
  });
  w.add('jsh_user', {
    id: spec.ownerId,
    username: spec.owner.name,
    login_name: spec.owner.login,
    password: md5(spec.owner.password),
    position: '主管',
    ismanager: 1,
    isystem: 1,
    status: 0,
  });
  const manager = w.add('jsh_role', { name: '销售经理', type: '全部数据', enabled: true, sort: '1' });
  // A clerk sees only his own bills and no purchase prices on bills (4) or stock values (7).
  const clerk = w.add('jsh_role', { name: '仓管员', type: '个人数据', price_limit: '4,7', enabled: true, sort: '2' });
  const managerPages = TENANT_PACKAGE.filter((id) => !SYSTEM_PAGES.includes(id));
  w.add('jsh_user_business', {
    type: 'RoleFunctions',
    key_id: String(manager.id),
    value: relation(managerPages),
    btn_str: buttonGrants(managerPages),
  });
  w.add('jsh_user_business', {
    type: 'RoleFunctions',
    key_id: String(clerk.id),
    value: relation(CLERK_PAGES),
    btn_str: buttonGrants(CLERK_PAGES, ['1', '2']),
  });
  w.add('jsh_user_business', { type: 'UserRole', key_id: String(spec.ownerId), value: relation([TEMPLATE_ROLES.tenant]) });

  const staff: Record<string, number> = {};
  for (const person of spec.staff) {
    const user = w.add('jsh_user', {
      username: person.name,
      login_name: person.login,
      password: md5(person.password),
      leader_flag: person.role === 'manager' ? '1' : '0',
      position: person.role === 'manager' ? '经理' : '仓管',
      ismanager: 1,
      isystem: 0,
      status: person.status ?? 0,
      delete_flag: person.deleted ? '1' : '0',
    });
    staff[person.login] = user.id;
    const role = person.role === 'manager' ? manager.id : clerk.id;
    w.add('jsh_user_business', { type: 'UserRole', key_id: String(user.id), value: relation([role]) });
  }

  const head = w.add('jsh_organization', { org_no: '001', org_abr: '总经办', sort: '1', create_time: created });
  const sales = w.add('jsh_organization', { org_no: '00101', org_abr: '销售部', parent_id: head.id, sort: '2' });
  const store = w.add('jsh_organization', { org_no: '00102', org_abr: '仓储部', parent_id: head.id, sort: '3' });
  w.add('jsh_orga_user_rel', { orga_id: head.id, user_id: spec.ownerId, user_blng_orga_dspl_seq: '1' });
  spec.staff.forEach((person, i) =>
    w.add('jsh_orga_user_rel', {
      orga_id: person.role === 'manager' ? sales.id : store.id,
      user_id: staff[person.login]!,
      user_blng_orga_dspl_seq: String(i + 2),
    }),
  );

  w.add('jsh_system_config', {
    company_name: spec.company,
    company_contacts: spec.owner.name,
    company_address: '上海市浦东新区示例路1号',
    company_tel: '021-12345678',
    sale_agreement: '注：本单为我公司与客户约定账期内结款的依据，由客户或其单位员工签字生效，并承担法律责任。',
    force_approval_flag: spec.forceApproval ? '1' : '0',
    update_unit_price_flag: '1',
    multi_account_flag: '1',
  });
  return { ownerId: spec.ownerId, staff, roles: { manager: manager.id, clerk: clerk.id } };
}
