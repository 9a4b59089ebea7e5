import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Sheet } from '../../platform/import/sheet-reader.js';
import { productsOf, type ImportProduct, type UnitGroupRef } from './material-import.products.js';
import { validateRows, type ImportError } from './material-import.validate.js';
import { OTHER_UNIT_COLUMNS, type SheetLayout } from './material-sheet.js';

export interface CheckedImport {
  products: ImportProduct[];
  /** Unit groups the sheet uses that the tenant does not have yet: created with the products. */
  newGroups: UnitGroupRef[];
  errors: ImportError[];
  /** Every barcode of the sheet (for reading a unique-index race as 8000005). */
  codes: string[];
}

/** Reads what the checks need (categories, unit groups, 多属性, taken barcodes) in one round, then checks rows and products. */
export async function checkImport(db: Kysely<Database>, tenantId: string, sheet: Sheet, layout: SheetLayout): Promise<CheckedImport> {
  const codes = sheet.rows
    .flatMap((r) => ['基本条码', ...OTHER_UNIT_COLUMNS.map((c) => c.barcode)].map((h) => r.cells.get(h)))
    .filter((c): c is string => Boolean(c));
  const [categories, unitGroups, attributes, taken] = await Promise.all([
    db.selectFrom('material_category').select(['id', 'name']).where('tenant_id', '=', tenantId).where('delete_flag', '=', false).execute(),
    db
      .selectFrom('unit')
      .select(['id', 'name', 'basic_unit', 'other_unit', 'ratio'])
      .where('tenant_id', '=', tenantId)
      .where('delete_flag', '=', false)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('material_attribute')
      .select(['attribute_name', 'attribute_value'])
      .where('tenant_id', '=', tenantId)
      .where('delete_flag', '=', false)
      .orderBy('id')
      .execute(),
    codes.length
      ? sql<{
          bar_code: string;
        }>`select bar_code from material_extend where tenant_id = ${tenantId} and not delete_flag and bar_code = any(${codes}::varchar[])`.execute(db)
      : { rows: [] },
  ]);
  const checked = validateRows(sheet.rows, layout, {
    categories: new Map(categories.map((c) => [c.name, c.id])),
    takenBarcodes: new Set(taken.rows.map((r) => r.bar_code)),
  });
  const joined = productsOf(checked.rows, {
    unitGroups,
    attributes: attributes.map((a) => ({ name: a.attribute_name, values: (a.attribute_value ?? '').split('|').filter(Boolean) })),
  });
  const errors = [...checked.errors, ...joined.errors].sort((a, b) => a.row - b.row);
  return { products: joined.products, newGroups: joined.created, errors, codes };
}
