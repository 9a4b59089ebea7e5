import { materialContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { defineResource, type HookContext, type Row } from '../../platform/resource/define-resource.js';
import { decorateMaterials, filterMaterials } from './material-list.query.js';
import { clearSafetyLevels } from './opening-stock.service.js';

/** A deleted product takes its barcodes with it (freeing them) and its opening/safety rows (and their copy). */
async function cascadeDelete({ trx, session }: HookContext, rows: Row[]): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  await trx
    .updateTable('material_extend')
    .set({ delete_flag: true, updated_at: sql<string>`localtimestamp(3)` })
    .where('tenant_id', '=', session.tenantId)
    .where('material_id', 'in', ids)
    .execute();
  await trx.deleteFrom('material_initial_stock').where('tenant_id', '=', session.tenantId).where('material_id', 'in', ids).execute();
  await clearSafetyLevels(trx, session.tenantId, ids);
}

export const materialResource = defineResource({
  contract: materialContract,
  table: 'material',
  scope: 'tenant',
  softDelete: true,
  // Its stock history (opening stock included) and colour-yarn recipes make a product undeletable (601);
  // bill lines are the stock module's to declare.
  deleteGuards: [
    { table: 'stock_movement', column: 'material_id' },
    { table: 'color_yarn_ratio', column: 'material_id', softDelete: true },
    { table: 'color_yarn_ratio_item', column: 'yarn_material_id' },
  ],
  hooks: {
    filterList: filterMaterials,
    decorateRows: decorateMaterials,
    beforeDelete: cascadeDelete,
  },
});
