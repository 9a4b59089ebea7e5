import type { Kysely } from 'kysely';
import { mnemonicOf } from '../modules/material/mnemonic.js';
import type { Database } from './schema.js';
import { demoAttributes, demoCategories, demoMaterials } from './seeds/demo/material.demo.js';

/**
 * The demo tenant's categories, SKU attributes and products with their barcode rows
 * (seed-data.md §7), keyed by names and barcodes. Needs the demo units (seed-demo-basic) first.
 * A tenant that already has categories, attributes or products is left alone (idempotent).
 */
export async function seedDemoMaterial(trx: Kysely<Database>, tenantId: string): Promise<void> {
  const existing = await trx
    .selectFrom('material_category')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .union(trx.selectFrom('material').select('id').where('tenant_id', '=', tenantId))
    .union(trx.selectFrom('material_attribute').select('id').where('tenant_id', '=', tenantId))
    .limit(1)
    .executeTakeFirst();
  if (existing) return;

  const categoryIds = new Map<string, string>();
  // Parents before children: the fixture lists roots first, so one pass per level suffices.
  for (const level of [null, ...demoCategories.map((c) => c.name)]) {
    const batch = demoCategories.filter((c) => c.parentName === level && !categoryIds.has(c.name));
    if (batch.length === 0) continue;
    const rows = await trx
      .insertInto('material_category')
      .values(
        batch.map((c) => ({
          tenant_id: tenantId,
          name: c.name,
          serial_no: c.serialNo,
          sort: c.sort,
          remark: c.remark || null,
          parent_id: c.parentName ? (categoryIds.get(c.parentName) ?? null) : null,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    for (const r of rows) categoryIds.set(r.name, r.id);
  }

  await trx
    .insertInto('material_attribute')
    .values(
      demoAttributes.map((a) => ({
        tenant_id: tenantId,
        attribute_name: a.attributeName,
        attribute_value: a.values.join('|') || null,
      })),
    )
    .execute();

  const units = await trx.selectFrom('unit').select(['id', 'name']).where('tenant_id', '=', tenantId).where('delete_flag', '=', false).execute();
  const unitIds = new Map(units.map((u) => [u.name, u.id]));
  const products = await trx
    .insertInto('material')
    .values(
      demoMaterials.map((m) => {
        const group = 'group' in m.unit ? unitIds.get(m.unit.group) : undefined;
        if ('group' in m.unit && !group) throw new Error(`demo unit group ${m.unit.group} missing`);
        const sku = m.sku.length
          ? JSON.stringify({
              manySku: m.sku.map((s) => s.attributeName),
              skuOne: m.sku[0]?.values ?? [],
              skuTwo: m.sku[1]?.values ?? [],
              skuThree: m.sku[2]?.values ?? [],
            })
          : null;
        return {
          tenant_id: tenantId,
          name: m.name,
          category_id: m.categoryName ? (categoryIds.get(m.categoryName) ?? null) : null,
          model: m.model || null,
          standard: m.standard || null,
          mfrs: m.mfrs || null,
          color: m.color || null,
          remark: m.remark || null,
          mnemonic: mnemonicOf(m.name),
          unit: 'single' in m.unit ? m.unit.single : null,
          unit_id: group ?? null,
          enable_serial_number: m.enableSerialNumber,
          enable_batch_number: m.enableBatchNumber,
          attribute: sku,
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  const productIds = new Map(products.map((p) => [p.name, p.id]));
  await trx
    .insertInto('material_extend')
    .values(
      demoMaterials.flatMap((m) =>
        m.barcodes.map((b) => ({
          tenant_id: tenantId,
          material_id: productIds.get(m.name) ?? '',
          bar_code: b.barCode,
          commodity_unit: b.unit,
          sku: b.sku,
          purchase_decimal: b.purchasePrice,
          commodity_decimal: b.retailPrice,
          wholesale_decimal: b.salePrice,
          low_decimal: b.lowPrice,
          default_flag: b.isDefault,
        })),
      ),
    )
    .execute();
}
