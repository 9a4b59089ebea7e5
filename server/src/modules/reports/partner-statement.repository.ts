import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Each partner's all-time trade debt, returns and settlements (migration 0034), recomputed by `suanpan_partner_statement_recompute`. */
const PARTNER_STATEMENT: KeptSummary = {
  table: 'partner_statement',
  recompute: 'suanpan_partner_statement_recompute',
  keys: ['organ_id', 'trade'],
  figures: ['debt', 'return_debt', 'settled'],
};

/** How many partner totals differ from a recomputation (0 unless a row was changed outside the app). */
export const partnerStatementDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, PARTNER_STATEMENT, tenantId);

/** The repair (修正往来单位对账合计): the tenant's partner totals set to the recomputation; answers how many it changed. Writes wait for it. */
export const repairPartnerStatements = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, PARTNER_STATEMENT, tenantId);
