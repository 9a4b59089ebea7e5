import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { accountHeadRoutes } from './account-head.routes.js';
import { financeAccountMovements, financeOpeningSettlements, financePartnerMovements } from './finance-balances.query.js';
import { settledBillsGuard } from './settled-bills.subscriber.js';

/** The finance area (财务管理): receipts, payments, income, expense, transfers and member top-ups. */
export const financeModule: ModuleDescriptor = {
  name: 'finance',
  routes: accountHeadRoutes,
  // Finance documents make partners, accounts, items and persons undeletable, and move account and partner balances.
  references: {
    supplier: [{ table: 'account_head', column: 'organ_id', softDelete: true }],
    account: [
      { table: 'account_head', column: 'account_id', softDelete: true },
      { table: 'account_item', column: 'account_id', softDelete: true },
    ],
    in_out_item: [{ table: 'account_item', column: 'in_out_item_id', softDelete: true }],
    person: [{ table: 'account_head', column: 'hands_person_id', softDelete: true }],
  },
  balanceSources: { account: [financeAccountMovements], partner: [financePartnerMovements], openingSettlement: [financeOpeningSettlements] },
  // Receipts and payments settled against a goods bill keep it from being deleted or cut below them.
  postingSubscribers: [settledBillsGuard],
};
