// The small company: the platform rows every jshERP database has, then two tenants built alike (company-spec.ts),
// written to a jshERP-shaped database. `buildSmallCompany` is pure (rows in memory), `loadSmallCompany` inserts
// them and returns the facts the importer's tests assert against.
import { addBasics, type Basics } from './company-basics.js';
import { addDocuments } from './company-documents.js';
import { addMessages } from './company-messages.js';
import { addPeople, type People } from './company-people.js';
import { addProducts, type Products } from './company-products.js';
import { COMPANIES, type CompanySpec } from './company-spec.js';
import { addSequence, deriveTenant } from './derive-source.js';
import { insertRows, type JshDatabase } from './jsh-database.js';
import { BillNumbers } from './jsh-kinds.js';
import { JSH_TABLES } from './jsh-schema.js';
import { addPlatformData } from './platform-data.js';
import { smallCompanyFacts, type SmallCompanyFacts } from './small-company-facts.js';
import { SourceRows, TenantRows } from './source-rows.js';

export interface BuiltTenant {
  spec: CompanySpec;
  rows: TenantRows;
  people: People;
  basics: Basics;
  products: Products;
}

export interface BuiltCompany {
  rows: SourceRows;
  tenants: BuiltTenant[];
}

/** Where each table's ids start: distinct ranges, as in a database that has lived, so an id confused with another
 *  table's finds nothing. */
const LAST_IDS: Record<string, number> = {
  jsh_tenant: 12,
  jsh_role: 15,
  jsh_depot: 13,
  jsh_account: 16,
  jsh_in_out_item: 20,
  jsh_person: 13,
  jsh_supplier: 56,
  jsh_material_category: 16,
  jsh_unit: 14,
  jsh_material: 567,
  jsh_material_extend: 999,
  jsh_organization: 11,
};

export function buildSmallCompany(): BuiltCompany {
  const rows = new SourceRows();
  for (const [table, last] of Object.entries(LAST_IDS)) rows.startIds(table, last);
  addPlatformData(rows);
  const numbers = new BillNumbers();
  const tenants = COMPANIES.map((spec) => {
    const w = new TenantRows(rows, spec.ownerId);
    const people = addPeople(w, spec);
    const clerk = people.staff[spec.staff.find((s) => s.role === 'clerk')!.login]!;
    const basics = addBasics(w, people, clerk);
    const products = addProducts(w, basics, spec.scale);
    addDocuments(w, numbers, spec.scale, spec.ownerId, clerk, basics, products);
    deriveTenant(w, spec.forceApproval);
    addMessages(w, people, spec.owner.login);
    return { spec, rows: w, people, basics, products };
  });
  addSequence(rows, numbers.current);
  return { rows, tenants };
}

export async function loadSmallCompany(db: Pick<JshDatabase, 'pool'>): Promise<SmallCompanyFacts> {
  const company = buildSmallCompany();
  for (const table of JSH_TABLES) await insertRows(db.pool, table.name, company.rows.rowsOf(table.name));
  return smallCompanyFacts(company);
}
