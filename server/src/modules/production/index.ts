import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { bomRoutes } from './bom.routes.js';
import { materialPlanRoutes } from './material-plan.routes.js';
import { productionOrderRoutes } from './production-order.routes.js';
import { productionReceiptRoutes } from './production-receipt.routes.js';
import { sheetRoutes } from './sheet.routes.js';

/** The production area (生产管理, docs/manufacturing.md): bills of materials; orders and receipts are goods-bill kinds. */
export const productionModule: ModuleDescriptor = {
  name: 'production',
  routes: [...bomRoutes, ...productionOrderRoutes, ...productionReceiptRoutes, ...materialPlanRoutes, ...sheetRoutes],
  // A product with a BOM, or named as a component of one, cannot be deleted while the BOM keeps it.
  references: {
    material: [
      { table: 'material_bom', column: 'material_id', softDelete: true },
      { table: 'material_bom_item', column: 'component_id' },
    ],
  },
};
