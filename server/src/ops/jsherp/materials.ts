import { Decimal } from 'decimal.js';
import { standInsForGone } from './placeholders.js';
import { saveOpeningStock, type OpeningStockEntry } from '../../modules/material/opening-stock.service.js';
import { heldHere, uniqueKeys } from './repairs.js';
import type { TenantImport } from './tenant-import.js';
import { bool, deleted, num, text } from './values.js';

const json = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  try {
    return JSON.stringify(JSON.parse(String(v)));
  } catch {
    return null;
  }
};

/** Categories, products with their barcodes/prices/SKUs, attributes, field labels, opening and safety stock. */
export async function importMaterials(ctx: TenantImport, ownerId: string): Promise<void> {
  const categories = await ctx.rows('jsh_material_category');
  await ctx.copy('jsh_material_category', 'material_category', categories, (r) => ({
    name: String(r.name),
    sort: text(r.sort),
    serial_no: text(r.serial_no),
    remark: text(r.remark),
    delete_flag: deleted(r),
  }));
  await ctx.setParents('jsh_material_category', 'material_category', categories);
  await ctx.copy('jsh_material', 'material', await ctx.rows('jsh_material'), (r) => {
    const where = { table: 'jsh_material' as const, id: r.id };
    const unitId = ctx.link('jsh_unit', r.unit_id, { ...where, column: 'unit_id' }, 'clearedReference');
    return {
      category_id: ctx.link('jsh_material_category', r.category_id, { ...where, column: 'category_id' }, 'clearedReference'),
      name: String(r.name),
      mfrs: text(r.mfrs),
      model: text(r.model),
      standard: text(r.standard),
      brand: text(r.brand),
      mnemonic: text(r.mnemonic),
      color: text(r.color),
      unit: unitId ? null : text(r.unit),
      unit_id: unitId,
      expiry_num: r.expiry_num === null ? null : Number(r.expiry_num),
      weight: num(r.weight),
      position: text(r.position),
      remark: text(r.remark),
      img_name: text(r.img_name),
      other_field1: text(r.other_field1),
      other_field2: text(r.other_field2),
      other_field3: text(r.other_field3),
      enable_serial_number: bool(r.enable_serial_number, false),
      enable_batch_number: bool(r.enable_batch_number, false),
      attribute: json(r.attribute),
      enabled: bool(r.enabled, true),
      delete_flag: deleted(r),
    };
  });
  const barcodes = await ctx.rows('jsh_material_extend');
  await standInsForGone(ctx, { table: 'jsh_material_extend', rows: barcodes }, 'jsh_material', 'material_id');
  // A barcode is unique among a tenant's live barcode rows (jshERP checks it only in code): the first keeps it.
  const from = { table: 'jsh_material_extend' as const, rows: barcodes };
  const target = { table: 'material_extend', column: 'bar_code' } as const;
  await uniqueKeys(ctx, from, 'bar_code', target, { taken: await heldHere(ctx, from, 'bar_code', target) });
  await ctx.copy('jsh_material_extend', 'material_extend', barcodes, (r) => ({
    material_id: ctx.ref('jsh_material', r.material_id, { table: 'jsh_material_extend', id: r.id, column: 'material_id' }),
    bar_code: String(r.bar_code),
    commodity_unit: String(r.commodity_unit ?? ''),
    sku: text(r.sku),
    purchase_decimal: num(r.purchase_decimal),
    commodity_decimal: num(r.commodity_decimal),
    wholesale_decimal: num(r.wholesale_decimal),
    low_decimal: num(r.low_decimal),
    default_flag: bool(r.default_flag, true),
    create_serial: text(r.create_serial),
    update_serial: text(r.update_serial),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_material_attribute', 'material_attribute', await ctx.rows('jsh_material_attribute'), (r) => ({
    attribute_name: String(r.attribute_name),
    attribute_value: text(r.attribute_value),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_material_property', 'material_property', await ctx.rows('jsh_material_property'), (r) => ({
    native_name: String(r.native_name),
    another_name: text(r.another_name),
    enabled: bool(r.enabled, true),
    sort: text(r.sort),
    delete_flag: deleted(r),
  }));
  await importOpeningStock(ctx, ownerId);
}

/**
 * 期初库存 through the product form's own path (opening ledger rows + current stock). Several live rows of one
 * (product, depot) — the reference does not stop them — add up, as its stock formula adds them.
 */
async function importOpeningStock(ctx: TenantImport, ownerId: string): Promise<void> {
  // A later run brings in the opening stock of products new since; a product imported before keeps ours (documented).
  const rows = (await ctx.rows('jsh_material_initial_stock')).filter((r) => !deleted(r) && ctx.sync.isNew('jsh_material', r.material_id));
  const bar = ctx.progress.table('jsh_material_initial_stock', rows.length);
  await standInsForGone(ctx, { table: 'jsh_material_initial_stock', rows }, 'jsh_material', 'material_id');
  await standInsForGone(ctx, { table: 'jsh_material_initial_stock', rows }, 'jsh_depot', 'depot_id');
  const entries = new Map<string, OpeningStockEntry & { number: string }>();
  for (const r of rows) {
    const where = { table: 'jsh_material_initial_stock' as const, id: r.id };
    const materialId = ctx.ref('jsh_material', r.material_id, { ...where, column: 'material_id' });
    const depotId = ctx.ref('jsh_depot', r.depot_id, { ...where, column: 'depot_id' });
    const key = `${materialId}:${depotId}`;
    const prev = entries.get(key);
    entries.set(key, {
      materialId,
      depotId,
      number: new Decimal(prev?.number ?? 0).plus(num(r.number) ?? 0).toFixed(),
      low: num(r.low_safe_stock) ?? prev?.low ?? null,
      high: num(r.high_safe_stock) ?? prev?.high ?? null,
    });
  }
  await saveOpeningStock(ctx.trx, ctx.tenantId, ownerId, [...entries.values()]);
  bar.add(rows.length);
  bar.end();
}
