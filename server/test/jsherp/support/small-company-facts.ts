// What the importer's tests assert against, computed here from the rows the fixture wrote (never from the
// importer's result). Decimal figures are strings (compare them with decimal.js).
import type { Basics } from './company-basics.js';
import type { Products } from './company-products.js';
import { JSH_TABLES } from './jsh-schema.js';
import { ADMIN } from './platform-data.js';
import type { BuiltCompany, BuiltTenant } from './small-company.js';

export interface LoginFact {
  userId: number;
  login: string;
  /** The plain password whose md5 jshERP stores. */
  password: string;
  owner: boolean;
  /** 0 正常; 2 封禁 (jshERP refuses the login). */
  status: number;
}

export interface TenantFacts {
  key: 'A' | 'B';
  /** = the owner's user id. */
  tenantId: number;
  company: string;
  /** 强审核: only audited bills count in stock and account balances. */
  forceApproval: boolean;
  /** Live users, owner first. */
  logins: LoginFact[];
  /** Login names of soft-deleted users (they must not be able to sign in after the import). */
  deletedLogins: string[];
  /** Live rows of this tenant per tenant-scoped table (soft-deleted rows excluded; jsh_log has no soft delete). */
  counts: Record<string, number>;
  /** Ids of the rows the facts below name. */
  ids: Pick<Basics, 'depots' | 'accounts' | 'suppliers' | 'customers' | 'members'> & {
    barcodes: Record<keyof Products, { extendId: number; materialId: number; code: string }>;
  };
}

export interface SmallCompanyFacts {
  admin: { userId: number; login: string; password: string };
  /** Live rows of the global tables (jsh_function, jsh_platform_config, dictionaries, template roles…). */
  globalCounts: Record<string, number>;
  tenants: TenantFacts[];
}

export function smallCompanyFacts(company: BuiltCompany): SmallCompanyFacts {
  const { rows } = company;
  const globalCounts: Record<string, number> = {};
  for (const table of JSH_TABLES) {
    const global = rows.live(table.name).filter((row) => row.tenant_id === undefined || row.tenant_id === null || row.tenant_id === 0);
    if (global.length > 0) globalCounts[table.name] = global.length;
  }
  return {
    admin: { userId: ADMIN.id, login: ADMIN.login, password: ADMIN.password },
    globalCounts,
    tenants: company.tenants.map(tenantFacts),
  };
}

function tenantFacts(tenant: BuiltTenant): TenantFacts {
  const { spec, rows, people, basics, products } = tenant;
  const counts: Record<string, number> = {};
  for (const table of JSH_TABLES) {
    if ('tenant_id' in table.columns) counts[table.name] = rows.live(table.name).length;
  }
  const logins: LoginFact[] = [
    { userId: spec.ownerId, login: spec.owner.login, password: spec.owner.password, owner: true, status: 0 },
    ...spec.staff
      .filter((s) => !s.deleted)
      .map((s) => ({ userId: people.staff[s.login]!, login: s.login, password: s.password, owner: false, status: s.status ?? 0 })),
  ];
  const barcodes = Object.fromEntries(
    Object.entries(products).map(([name, b]) => [name, { extendId: b.extendId, materialId: b.materialId, code: b.code }]),
  ) as TenantFacts['ids']['barcodes'];
  return {
    key: spec.key,
    tenantId: spec.ownerId,
    company: spec.company,
    forceApproval: spec.forceApproval,
    logins,
    deletedLogins: spec.staff.filter((s) => s.deleted).map((s) => s.login),
    counts,
    ids: {
      depots: basics.depots,
      accounts: basics.accounts,
      suppliers: basics.suppliers,
      customers: basics.customers,
      members: basics.members,
      barcodes,
    },
  };
}
