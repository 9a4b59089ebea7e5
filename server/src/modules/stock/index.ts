import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { billAccountMovements, billPartnerMovements } from './bill-balances.query.js';
import { billItemImportRoutes } from './bill-item-import.routes.js';
import { billListToolRoutes } from './bill-list-tools.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { depotHeadFlowRoutes } from './depot-head-flow.routes.js';
import { depotHeadRoutes } from './depot-head.routes.js';
import { depotItemRoutes } from './depot-item.routes.js';
import { lineStockRoutes } from './line-stock.routes.js';
import { stockCheckRoutes } from './stock-check.routes.js';

/** The stock bills area (单据: purchasing, sales, retail, warehouse). */
export const stockModule: ModuleDescriptor = {
  name: 'stock',
  routes: [
    ...depotHeadRoutes,
    ...depotHeadFlowRoutes,
    ...billListToolRoutes,
    ...depotItemRoutes,
    ...lineStockRoutes,
    ...billItemImportRoutes,
    ...dashboardRoutes,
    ...stockCheckRoutes,
  ],
  // Bills make depots, partners, accounts and products undeletable, and move account and partner balances.
  references: {
    depot: [
      { table: 'depot_item', column: 'depot_id', softDelete: true },
      { table: 'depot_item', column: 'another_depot_id', softDelete: true },
    ],
    supplier: [{ table: 'depot_head', column: 'organ_id', softDelete: true }],
    account: [
      { table: 'depot_head', column: 'account_id', softDelete: true },
      { table: 'depot_head_account', column: 'account_id' },
    ],
    material: [{ table: 'depot_item', column: 'material_id', softDelete: true }],
  },
  balanceSources: { account: [billAccountMovements], partner: [billPartnerMovements] },
};
