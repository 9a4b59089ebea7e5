import type { SourceRow } from './source.js';
import type { SourceTable } from './source-tables.js';
import type { TenantImport } from './tenant-import.js';

/** The tables whose gone rows bills, lines and settlements still name: each gets a soft-deleted stand-in. */
export type PlaceholderTable = 'jsh_material' | 'jsh_material_extend' | 'jsh_depot' | 'jsh_supplier' | 'jsh_account';

const LABEL: Record<PlaceholderTable, string> = {
  jsh_material: '已删除商品',
  jsh_material_extend: '已删除条码',
  jsh_depot: '已删除仓库',
  jsh_supplier: '已删除往来单位',
  jsh_account: '已删除账户',
};

/** "已删除商品 #135": the name a stand-in carries, the source id it stands for. */
export const placeholderName = (table: PlaceholderTable, sourceId: string): string => `${LABEL[table]} #${sourceId}`;

/** Our table of each stand-in, and its columns for the gone row `sourceId` (a partner's type from the row naming it). */
const TARGET = {
  jsh_material: { target: 'material', values: (name: string) => ({ name, unit: '未知', enabled: false }) },
  jsh_depot: { target: 'depot', values: (name: string) => ({ name, enabled: false }) },
  jsh_supplier: { target: 'supplier', values: (name: string, partnerType: string) => ({ supplier: name, type: partnerType, enabled: false }) },
  jsh_account: { target: 'account', values: (name: string) => ({ name, initial_amount: '0', enabled: false }) },
} as const;

/**
 * Writes the soft-deleted stand-ins of gone source rows in one statement and records each as that row's import (so
 * every later reference finds it); a stand-in product gets its default barcode row (lines post by barcode row).
 */
async function createPlaceholders(ctx: TenantImport, table: Exclude<PlaceholderTable, 'jsh_material_extend'>, gone: ReadonlyMap<string, string>) {
  if (gone.size === 0) return;
  const { target, values } = TARGET[table];
  const rows = [...gone].map(([sourceId, partnerType]) => ({
    sourceId,
    values: { ...values(placeholderName(table, sourceId), partnerType), delete_flag: true },
  }));
  await ctx.insert(table, target, rows);
  for (const sourceId of gone.keys()) ctx.standIns.add(`${table}:${sourceId}`);
  if (table !== 'jsh_material') return;
  const barcodes = await insertDefaultBarcodes(
    ctx,
    rows.map((r) => ({ materialId: ctx.ids(table).get(r.sourceId) as string, label: placeholderName(table, r.sourceId) })),
  );
  for (const b of barcodes) ctx.placeholderDefaults.set(b.material_id, b.id);
}

/** The default barcode rows of stand-in products, one statement. */
function insertDefaultBarcodes(ctx: TenantImport, rows: ReadonlyArray<{ materialId: string; label: string }>) {
  return ctx.trx
    .insertInto('material_extend')
    .values(rows.map((r) => ({ ...barcodeValues(r.materialId, r.label, true), tenant_id: ctx.tenantId })))
    .returning(['id', 'material_id'])
    .execute();
}

const barcodeValues = (materialId: string, label: string, isDefault: boolean) => ({
  material_id: materialId,
  bar_code: label,
  commodity_unit: '',
  default_flag: isDefault,
  delete_flag: true,
});

/**
 * Stand-in barcode rows of products (not their default ones), one statement, for lines naming gone barcode rows:
 * `gone` maps each gone barcode row's source id to the product it is made for.
 */
export async function placeholderExtends(ctx: TenantImport, gone: ReadonlyMap<string, string>): Promise<void> {
  const rows = [...gone].map(([sourceId, materialId]) => ({
    sourceId,
    values: barcodeValues(materialId, placeholderName('jsh_material_extend', sourceId), false),
  }));
  await ctx.insert('jsh_material_extend', 'material_extend', rows);
  for (const sourceId of gone.keys()) ctx.standIns.add(`jsh_material_extend:${sourceId}`);
}

const present = (v: unknown): v is string | number => v !== null && v !== undefined && v !== '' && v !== '0' && v !== 0;

/**
 * Before a batch of bills, lines or settlements is mapped: every reference in `column` to a row of `table` that is gone
 * gets its stand-in (one per source id, all of the batch's in one statement), and each row naming one is reported — so
 * no movement or money is lost.
 */
export async function standInsForGone(
  ctx: TenantImport,
  from: { table: SourceTable; rows: readonly SourceRow[] },
  table: Exclude<PlaceholderTable, 'jsh_material_extend'>,
  column: string,
  values: (r: SourceRow) => readonly unknown[] = (r) => [r[column]],
  partnerType: (r: SourceRow) => string = () => '客户',
): Promise<void> {
  // Gone source id → the partner type of the first row naming it.
  const gone = new Map<string, string>();
  for (const r of from.rows) for (const v of values(r)) if (present(v) && !ctx.optRef(table, v) && !gone.has(String(v))) gone.set(String(v), partnerType(r));
  await createPlaceholders(ctx, table, gone);
  for (const r of from.rows)
    for (const v of values(r))
      if (present(v) && ctx.standIns.has(`${table}:${String(v)}`))
        ctx.report('placeholder', from.table, r.id, `${column}=${String(v)} → ${placeholderName(table, String(v))}`);
}
