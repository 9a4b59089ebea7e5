// Reference seed: the two global template roles (reference roles 4 管理员 and 10 租户,
// seed-data.md §2). Grants are keyed by function url, the stable key of functionCatalogue.
import { BUTTON } from '@suanpan/contracts';
import { functionCatalogue, splitButtons, type CatalogueFunction } from '../../../app/auth/function-catalogue.js';
import { PLATFORM_ADMIN_ROLE } from '../../../modules/system/role/role-names.js';

export type DataScope = '全部数据' | '本部门数据' | '个人数据';

export interface RoleGrant {
  url: string;
  /** Granted button codes, a subset of the function's pushBtn ('' for folders and read-only pages). */
  btnStr: string;
}

/** Shape shared by template roles and tenant (demo) roles. */
export interface RoleDefinition {
  name: string;
  type: DataScope;
  description: string;
  grants: readonly RoleGrant[];
}

export interface RoleSeed extends RoleDefinition {
  key: 'platform-admin' | 'tenant-package';
}

/**
 * Pages only the platform administrator may have. 系统消息 is among them: an announcement
 * there is pushed to every tenant (websocket "topic"), a cross-tenant write like 平台配置.
 * Tenants keep 消息管理, their users' own inbox.
 */
export const PLATFORM_ONLY_URLS: readonly string[] = [
  '/system/function',
  '/system/tenant',
  '/system/plugin',
  '/system/platform_config',
  '/system/dict',
  '/system/system_msg',
];

// The reference writes granted codes in this order ("1,2,7,3"); keep it so stored strings match.
const GRANT_ORDER: readonly string[] = ['1', '2', '7', '3', '4', '5', '6'];

/** Everything a function offers: bills '1,2,7,3', 商品/往来单位 '1,3', other pages '1', reports ''. */
function fullGrant(fn: CatalogueFunction): RoleGrant {
  const offered = splitButtons(fn.pushBtn);
  return { url: fn.url, btnStr: GRANT_ORDER.filter((code) => offered.includes(code)).join(',') };
}

export const platformAdminRole: RoleSeed = {
  key: 'platform-admin',
  name: PLATFORM_ADMIN_ROLE,
  type: '全部数据',
  description: '平台管理员：拥有全部功能',
  grants: functionCatalogue.map(fullGrant),
};

// Folders are granted along with their children (as the reference stores them); the menu
// builder shows a folder only when one of its children is granted anyway.
export const tenantPackageRole: RoleSeed = {
  key: 'tenant-package',
  name: '租户',
  type: '全部数据',
  description: '租户套餐：新注册租户的默认角色，除平台专用页面外的全部功能',
  grants: functionCatalogue.filter((fn) => !PLATFORM_ONLY_URLS.includes(fn.url)).map(fullGrant),
};

export const roleSeeds: readonly RoleSeed[] = [platformAdminRole, tenantPackageRole];

const KNOWN_CODES: readonly string[] = Object.values(BUTTON);

/**
 * Problems in the roles' grants (empty when consistent): unknown urls, duplicate urls, button
 * codes the function does not offer, granted pages whose folder is not granted, folders granted
 * without any child, and platform-only pages in the tenant package.
 */
export function validateRoleGrants(
  roles: readonly (RoleDefinition & { key?: string })[] = roleSeeds,
  functions: readonly CatalogueFunction[] = functionCatalogue,
): string[] {
  const byUrl = new Map(functions.map((fn) => [fn.url, fn]));
  const byNumber = new Map(functions.map((fn) => [fn.number, fn]));
  const problems: string[] = [];
  for (const role of roles) {
    const granted = new Set<string>();
    for (const grant of role.grants) {
      const where = `${role.name} ${grant.url}`;
      const fn = byUrl.get(grant.url);
      if (!fn) {
        problems.push(`${where}: no such function`);
        continue;
      }
      if (granted.has(grant.url)) problems.push(`${where}: granted twice`);
      granted.add(grant.url);
      const offered = splitButtons(fn.pushBtn);
      const codes = splitButtons(grant.btnStr);
      if (new Set(codes).size !== codes.length) problems.push(`${where}: repeated button code in '${grant.btnStr}'`);
      for (const code of codes) {
        if (!KNOWN_CODES.includes(code)) problems.push(`${where}: unknown button code '${code}'`);
        else if (!offered.includes(code)) problems.push(`${where}: button '${code}' not in pushBtn '${fn.pushBtn}'`);
      }
      if (role.key === 'tenant-package' && PLATFORM_ONLY_URLS.includes(grant.url)) {
        problems.push(`${where}: platform-only page in the tenant package`);
      }
    }
    for (const url of granted) {
      const fn = byUrl.get(url);
      if (!fn || fn.parentNumber === '0') continue;
      const parent = byNumber.get(fn.parentNumber);
      if (parent && !granted.has(parent.url)) problems.push(`${role.name} ${url}: folder ${parent.url} not granted`);
    }
    for (const folder of functions.filter((fn) => fn.parentNumber === '0' && granted.has(fn.url))) {
      const hasChild = functions.some((fn) => fn.parentNumber === folder.number && granted.has(fn.url));
      if (!hasChild) problems.push(`${role.name} ${folder.url}: folder granted without any child`);
    }
  }
  return problems;
}

/**
 * Grants of a tenant role that exceed the tenant's package (a page or a button the package
 * lacks). A tenant's own roles must stay inside it: sub-users never exceed the owner.
 */
export function grantsOutsidePackage(role: RoleDefinition, pkg: RoleDefinition = tenantPackageRole): string[] {
  const allowed = new Map(pkg.grants.map((grant) => [grant.url, splitButtons(grant.btnStr)]));
  const problems: string[] = [];
  for (const grant of role.grants) {
    const codes = allowed.get(grant.url);
    if (!codes) {
      problems.push(`${role.name} ${grant.url}: not in package ${pkg.name}`);
      continue;
    }
    for (const code of splitButtons(grant.btnStr)) {
      if (!codes.includes(code)) problems.push(`${role.name} ${grant.url}: button '${code}' not in package ${pkg.name}`);
    }
  }
  return problems;
}
