import type { RouteSpec } from '../../app/route.js';
import { registerAccountMovements } from '../basic/account-balance.query.js';
import { accountReferences } from '../basic/account.resource.js';
import { depotReferences } from '../basic/depot.resource.js';
import { registerPartnerMovements } from '../basic/partner-balance.query.js';
import { supplierReferences } from '../basic/supplier.resource.js';
import { billAccountMovements, billPartnerMovements } from './bill-balances.query.js';
import { billItemImportRoutes } from './bill-item-import.routes.js';
import { billListToolRoutes } from './bill-list-tools.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { depotHeadFlowRoutes } from './depot-head-flow.routes.js';
import { depotHeadRoutes } from './depot-head.routes.js';
import { depotItemRoutes } from './depot-item.routes.js';

// Bills move account and partner balances, and make depots, partners and accounts undeletable.
registerAccountMovements(billAccountMovements);
registerPartnerMovements(billPartnerMovements);
depotReferences.push({ table: 'depot_item', column: 'depot_id', softDelete: true }, { table: 'depot_item', column: 'another_depot_id', softDelete: true });
supplierReferences.push({ table: 'depot_head', column: 'organ_id', softDelete: true });
accountReferences.push({ table: 'depot_head', column: 'account_id', softDelete: true }, { table: 'depot_head_account', column: 'account_id' });

export { billAccountMovements, billPartnerMovements } from './bill-balances.query.js';
export { refreshOutstanding } from './bill-outstanding.js';
export { saveBill } from './bill-posting.service.js';

/** Routes of the stock bills area (单据: purchasing, sales, retail, warehouse). */
export const stockModuleRoutes: RouteSpec[] = [
  ...depotHeadRoutes,
  ...depotHeadFlowRoutes,
  ...billListToolRoutes,
  ...depotItemRoutes,
  ...billItemImportRoutes,
  ...dashboardRoutes,
];
