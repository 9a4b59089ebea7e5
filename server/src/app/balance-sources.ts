import type { RawBuilder } from 'kysely';

/** A query of one tenant's movements, with the columns its balance query documents. */
export type MovementSource = (tenantId: string) => RawBuilder<unknown>;

/**
 * The movement queries the modules contribute (their descriptors' `balanceSources`), composed in
 * app/ and handed to every request: balances are the union of these, so they always agree.
 */
export interface BalanceSources {
  /** Money on settlement accounts (columns: basic/account-balance.query.ts). */
  account: readonly MovementSource[];
  /** Receivable, payable and prepayment deltas of partners (columns: basic/partner-balance.query.ts). */
  partner: readonly MovementSource[];
  /** Amounts settled against partners' opening balances (columns: basic/partner-balance.query.ts). */
  openingSettlement: readonly MovementSource[];
}
