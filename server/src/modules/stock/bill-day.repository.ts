import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Bill counts and amounts per day, kind, creator and status (migrations 0029, 0040), recomputed by `suanpan_bill_day_recompute`. */
const BILL_DAY: KeptSummary = {
  table: 'bill_day',
  recompute: 'suanpan_bill_day_recompute',
  keys: ['day', 'prefix', 'creator', 'status'],
  figures: [
    'bills',
    'discount_last_money',
    'total_price',
    'discount_money',
    'change_amount',
    'back_amount',
    'other_money',
    'deposit',
    'debt',
    'last_debt',
    'last_deposit',
  ],
};

/** How many bill days differ from a recomputation (0 unless a row was changed outside the app). */
export const billDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, BILL_DAY, tenantId);

/** The repair (修正单据日汇总): the tenant's bill days set to the recomputation; answers how many it changed. Writes wait for it. */
export const repairBillDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, BILL_DAY, tenantId);
