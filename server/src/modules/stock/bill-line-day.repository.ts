import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Bill lines' count and 合计 figures per day, kind, creator and status (migration 0041), recomputed by `suanpan_bill_line_day_recompute`. */
const BILL_LINE_DAY: KeptSummary = {
  table: 'bill_line_day',
  recompute: 'suanpan_bill_line_day_recompute',
  keys: ['day', 'prefix', 'creator', 'status'],
  figures: ['lines', 'oper_number', 'all_price', 'tax_money', 'tax_last_money'],
};

/** How many line days differ from a recomputation (0 unless a row was changed outside the app). */
export const billLineDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, BILL_LINE_DAY, tenantId);

/** The repair (修正单据明细日汇总): the tenant's line days set to the recomputation; answers how many it changed. Writes wait for it. */
export const repairBillLineDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, BILL_LINE_DAY, tenantId);
