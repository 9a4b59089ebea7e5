import { BUTTON, materialContract, materialRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { repairCurrentStock, repairMovingCost } from './material-repair.service.js';

const PAGE = materialContract.page;

/**
 * 修正库存 / 修正成本 of the product list (reference: batchSetMaterialCurrentStock / …UnitPrice). Current
 * stock already equals the ledger by construction, so 修正库存 is a check-and-repair that says what it
 * changed; 修正成本 replays the moving average in business order (see material-repair.query.ts).
 */
export const materialRepairRoutes = [
  route({
    method: 'POST',
    url: '/material/batchSetMaterialCurrentStock',
    access: page(PAGE, BUTTON.edit),
    ...materialRequests['POST /material/batchSetMaterialCurrentStock'],
    summary: '修正库存',
    handler: async (ctx, { body: { ids } }) => repairCurrentStock(ctx.db, sessionOf(ctx), ctx.ip, ids),
  }),
  route({
    method: 'POST',
    url: '/material/batchSetMaterialCurrentUnitPrice',
    access: page(PAGE, BUTTON.edit),
    ...materialRequests['POST /material/batchSetMaterialCurrentUnitPrice'],
    summary: '修正成本',
    handler: async (ctx, { body: { ids } }) => repairMovingCost(ctx.db, sessionOf(ctx), ctx.ip, ids),
  }),
];
