import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { accountResource } from './account.resource.js';
import { accountRoutes } from './account.routes.js';
import { depotResource } from './depot.resource.js';
import { depotRoutes } from './depot.routes.js';
import { inOutItemResource } from './in-out-item.resource.js';
import { inOutItemRoutes } from './in-out-item.routes.js';
import { supplierBalanceRoutes } from './supplier-balance.routes.js';
import { supplierImportRoutes } from './supplier-import.routes.js';
import { supplierResource } from './supplier.resource.js';
import { supplierRoutes } from './supplier.routes.js';
import { unitResource } from './unit.resource.js';
import { unitRoutes } from './unit.routes.js';
import { userBusinessRoutes } from './user-business.routes.js';
import { userCheckedRoutes } from './user-checked.routes.js';

/** Master data (基础资料): units, accounts, depots, income/expense items, partners. */
export const basicModule: ModuleDescriptor = {
  name: 'basic',
  resources: [unitResource, accountResource, depotResource, inOutItemResource, supplierResource],
  routes: [
    ...accountRoutes,
    ...depotRoutes,
    ...inOutItemRoutes,
    ...supplierRoutes,
    ...supplierBalanceRoutes,
    ...supplierImportRoutes,
    ...unitRoutes,
    ...userBusinessRoutes,
    ...userCheckedRoutes,
  ],
};
