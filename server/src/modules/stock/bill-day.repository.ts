import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Bill amounts per day, kind, creator and audited (migration 0029), recomputed by `suanpan_bill_day_recompute`. */
const BILL_DAY: KeptSummary = {
  table: 'bill_day',
  recompute: 'suanpan_bill_day_recompute',
  keys: ['day', 'prefix', 'creator', 'audited'],
  figures: ['discount_last_money', 'total_price'],
};

/** How many bill days differ from a recomputation (0 unless a row was changed outside the app). */
export const billDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, BILL_DAY, tenantId);

/** The repair (修正单据日汇总): the tenant's bill days set to the recomputation; answers how many it changed. Writes wait for it. */
export const repairBillDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, BILL_DAY, tenantId);
