// What the importer's tests assert against, computed here from the rows the fixture wrote (never from the
// importer's result). Decimal figures are strings (compare them with decimal.js).
import { Decimal } from 'decimal.js';
import type { Basics } from './company-basics.js';
import type { Products } from './company-products.js';
import { FINANCE_PREFIXES, type FinanceKindName, GOODS_KINDS, type GoodsKindName, goodsKindOf } from './jsh-kinds.js';
import { accountBalance, batchStock, currentStock, memberAdvance, movingAverageCost, partnerBalance } from './jsh-rules.js';
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
  /** jsh_material_current_stock as jshERP computed it (base units), one per cached (product, depot). */
  stock: StockFact[];
  /** Stock per batch (base units), as jshERP's batch picker computes it (business-rules §5.7). */
  batches: { materialId: number; batch: string; depotId: number; number: string }[];
  /** Every live serial: where it was received and whether it is sold (jsh_serial_number.is_sell). */
  serials: { materialId: number; serial: string; depotId: number; sold: boolean }[];
  /** Current balance per settlement account (business-rules §9, under this tenant's 强审核 flag). */
  accounts: { accountId: number; name: string; balance: string }[];
  /** Receivable (客户) or payable (供应商) now: opening + bill debts − returns − settlements (reports §10; statuses
   *  ignored, as jshERP ignores them). Members are in `members`. */
  partners: { partnerId: number; name: string; type: '客户' | '供应商'; balance: string }[];
  /** Member prepayment (advance_in). */
  members: { partnerId: number; name: string; advance: string }[];
  /** Live goods documents per kind: count, drafts (status 0), live lines, Σ |total_price| (line amounts pre-tax). */
  bills: Record<GoodsKindName, { count: number; drafts: number; lines: number; total: string }>;
  /** Live finance documents per kind: count, drafts, Σ |total_price|. */
  finance: Record<FinanceKindName, { count: number; drafts: number; total: string }>;
}

export interface StockFact {
  materialId: number;
  depotId: number;
  /** The product's default barcode and name, for messages. */
  barcode: string;
  name: string;
  number: string;
  /** current_unit_price: jshERP's moving-average cost (NULL for a product that never moved). */
  unitPrice: string | null;
}

export interface SmallCompanyFacts {
  admin: { userId: number; login: string; password: string };
  /** Live rows of the global tables (jsh_function, jsh_platform_config, dictionaries, template roles…). */
  globalCounts: Record<string, number>;
  tenants: TenantFacts[];
  /** Where jshERP's own rule, followed here, is one of its known bugs — a reconciliation should expect these. */
  referenceNotes: string[];
}

const REFERENCE_NOTES = [
  'Stock under 强审核 (tenant B) counts documents of status 1 only; drafts (status 0) of any tenant without 强审核 (tenant A) move stock and money (business-rules §5.2, §9).',
  'A prepaid retail sale (pay_type 预付款) moves no settlement account although it carries account_id (business-rules §9); a retail return does not give the prepayment back (§10.1).',
  'Partner balances ignore document and finance status entirely, also under 强审核, and count a draft 付款 as paid (reports §10).',
  'Moving-average cost (current_unit_price) ignores opening stock and skips zero-value rows; assembly moves goods at the running average, so the assembled product costs 0 when it had no purchase (business-rules §6, §18.4). move_avg_price_flag is off in both tenants, so no figure uses it.',
  "Upstream fulfilment compares entered quantities (oper_number) per barcode, not base units; a 采购退货 or 销售退货 never changes its source bill's status (business-rules §4.4, §18.5).",
];

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
    referenceNotes: REFERENCE_NOTES,
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
    ...figures(tenant),
  };
}

type Figures = Pick<TenantFacts, 'stock' | 'batches' | 'serials' | 'accounts' | 'partners' | 'members' | 'bills' | 'finance'>;

function figures({ rows: w, spec }: BuiltTenant): Figures {
  const force = spec.forceApproval;
  const stock = [...currentStock(w, force)].map(([key, number]) => {
    const [materialId, depotId] = key.split(':').map(Number) as [number, number];
    const barcode = w.live('jsh_material_extend').find((e) => e.material_id === materialId && e.default_flag === '1')!;
    const cost = movingAverageCost(w, force, materialId);
    const name = String(w.all.byId('jsh_material', materialId).name);
    return { materialId, depotId, barcode: String(barcode.bar_code), name, number: number.toFixed(), unitPrice: cost?.toFixed() ?? null };
  });
  const partners = w.live('jsh_supplier');
  const heads = w.live('jsh_depot_head');
  const items = w.live('jsh_depot_item');
  const bills = Object.fromEntries(Object.keys(GOODS_KINDS).map((k) => [k, { count: 0, drafts: 0, lines: 0, total: '0' }])) as Figures['bills'];
  for (const head of heads) {
    const fact = bills[goodsKindOf(head.type, head.sub_type)];
    fact.count += 1;
    fact.drafts += head.status === '0' ? 1 : 0;
    fact.lines += items.filter((l) => l.header_id === head.id).length;
    fact.total = new Decimal(fact.total).plus(new Decimal(String(head.total_price)).abs()).toFixed();
  }
  const finance = Object.fromEntries(Object.keys(FINANCE_PREFIXES).map((k) => [k, { count: 0, drafts: 0, total: '0' }])) as Figures['finance'];
  for (const head of w.live('jsh_account_head')) {
    const fact = finance[head.type as FinanceKindName];
    fact.count += 1;
    fact.drafts += head.status === '0' ? 1 : 0;
    fact.total = new Decimal(fact.total).plus(new Decimal(String(head.total_price)).abs()).toFixed();
  }
  const batches = [...batchStock(w, force)].map(([key, number]) => {
    const [materialId, batch, depotId] = key.split(':') as [string, string, string];
    return { materialId: Number(materialId), batch, depotId: Number(depotId), number: number.toFixed() };
  });
  const serials = w.live('jsh_serial_number').map((s) => ({
    materialId: Number(s.material_id),
    serial: String(s.serial_number),
    depotId: Number(s.depot_id),
    sold: s.is_sell === '1',
  }));
  return {
    stock,
    batches,
    serials,
    accounts: w.live('jsh_account').map((a) => ({ accountId: Number(a.id), name: String(a.name), balance: accountBalance(w, force, Number(a.id)).toFixed() })),
    partners: partners
      .filter((p) => p.type === '客户' || p.type === '供应商')
      .map((p) => ({
        partnerId: Number(p.id),
        name: String(p.supplier),
        type: p.type as '客户' | '供应商',
        balance: partnerBalance(w, Number(p.id)).toFixed(),
      })),
    members: partners
      .filter((p) => p.type === '会员')
      .map((p) => ({ partnerId: Number(p.id), name: String(p.supplier), advance: memberAdvance(w, Number(p.id)).toFixed() })),
    bills,
    finance,
  };
}
