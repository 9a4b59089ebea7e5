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

// A barcode row of the stand-in product: lines post by barcode row, so every stand-in product has its default one.
async function placeholderBarcode(ctx: TenantImport, materialId: string, label: string, isDefault: boolean): Promise<string> {
  const row = await ctx.trx
    .insertInto('material_extend')
    .values({ tenant_id: ctx.tenantId, material_id: materialId, bar_code: label, commodity_unit: '', default_flag: isDefault, delete_flag: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (isDefault) ctx.placeholderDefaults.set(materialId, row.id);
  return row.id;
}

/** Writes the soft-deleted stand-in of a gone source row and records it as that row's import (so every later reference finds it). */
async function createPlaceholder(ctx: TenantImport, table: PlaceholderTable, sourceId: string, partnerType: string): Promise<string> {
  const name = placeholderName(table, sourceId);
  const base = { tenant_id: ctx.tenantId, delete_flag: true };
  let id: string;
  switch (table) {
    case 'jsh_material': {
      ({ id } = await ctx.trx
        .insertInto('material')
        .values({ ...base, name, unit: '未知', enabled: false })
        .returning('id')
        .executeTakeFirstOrThrow());
      await placeholderBarcode(ctx, id, name, true);
      break;
    }
    case 'jsh_material_extend':
      throw new Error('a barcode row stand-in needs its product: placeholderExtend');
    case 'jsh_depot':
      ({ id } = await ctx.trx
        .insertInto('depot')
        .values({ ...base, name, enabled: false })
        .returning('id')
        .executeTakeFirstOrThrow());
      break;
    case 'jsh_supplier':
      ({ id } = await ctx.trx
        .insertInto('supplier')
        .values({ ...base, supplier: name, type: partnerType, enabled: false })
        .returning('id')
        .executeTakeFirstOrThrow());
      break;
    case 'jsh_account':
      ({ id } = await ctx.trx
        .insertInto('account')
        .values({ ...base, name, initial_amount: '0', enabled: false })
        .returning('id')
        .executeTakeFirstOrThrow());
      break;
  }
  ctx.ids(table).set(sourceId, id);
  ctx.standIns.add(`${table}:${sourceId}`);
  await ctx.remember(table, [[sourceId, id]]);
  return id;
}

/** A stand-in barcode row of a product (its default one when the product has none), for a line naming a gone barcode row. */
export async function placeholderExtend(ctx: TenantImport, sourceId: string, materialId: string): Promise<string> {
  const id = await placeholderBarcode(ctx, materialId, placeholderName('jsh_material_extend', sourceId), false);
  ctx.ids('jsh_material_extend').set(sourceId, id);
  ctx.standIns.add(`jsh_material_extend:${sourceId}`);
  await ctx.remember('jsh_material_extend', [[sourceId, id]]);
  return id;
}

const present = (v: unknown): v is string | number => v !== null && v !== undefined && v !== '' && v !== '0' && v !== 0;

/**
 * Before a batch of bills, lines or settlements is mapped: every reference in `column` to a row of `table` that is gone
 * gets its stand-in (once per source id), and each row naming one is reported — so no movement or money is lost.
 */
export async function standInsForGone(
  ctx: TenantImport,
  from: { table: SourceTable; rows: readonly SourceRow[] },
  table: PlaceholderTable,
  column: string,
  values: (r: SourceRow) => readonly unknown[] = (r) => [r[column]],
  partnerType: (r: SourceRow) => string = () => '客户',
): Promise<void> {
  for (const r of from.rows)
    for (const v of values(r)) {
      if (!present(v)) continue;
      if (!ctx.optRef(table, v)) await createPlaceholder(ctx, table, String(v), partnerType(r));
      else if (!ctx.standIns.has(`${table}:${String(v)}`)) continue;
      ctx.report('placeholder', from.table, r.id, `${column}=${String(v)} → ${placeholderName(table, String(v))}`);
    }
}
