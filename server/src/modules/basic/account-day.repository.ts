import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Money per account and day (migration 0028), recomputed by `suanpan_account_day_recompute`. */
const ACCOUNT_DAY: KeptSummary = {
  table: 'account_day',
  recompute: 'suanpan_account_day_recompute',
  keys: ['account_id', 'day', 'audited'],
  figures: ['in_amount', 'out_amount'],
};

/** How many account days differ from a recomputation (0 unless a row was changed outside the app). */
export const accountDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, ACCOUNT_DAY, tenantId);

/** The repair (修正账户日汇总): the tenant's account days set to the recomputation; answers how many it changed. */
export const repairAccountDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, ACCOUNT_DAY, tenantId);
