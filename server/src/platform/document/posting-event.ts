import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The posting event (docs/architecture.md, "Modules meet through the posting event"): what one module must learn from
 * another's posting goes through it, inside the posting's own transaction. The publisher emits one event per document
 * and step; the subscribers are declared by the modules (ModuleDescriptor.postingSubscribers) and handed to every
 * document action by the composition (DocumentContext.postings), so a new subscriber is added without touching the
 * publisher. A subscriber that throws refuses the whole posting: the transaction rolls back. No queue, no retry.
 */

/**
 * posted: the document was saved (new or edited) or audited, and counts as it now stands — with its stock and cost
 * effects when `effects` is true. reversed: the effects it had are withdrawn (before an edit re-posts, an un-audit, a
 * delete). deleted: the document is deleted (after its reversal, when it had effects).
 */
export type PostingAction = 'posted' | 'reversed' | 'deleted';

/** The user action behind the event: a save, an edit, a delete, or a status action (status.ts's StatusAction: posting only on those that move effects). */
export type PostingCause = 'save' | 'edit' | 'delete' | 'audit' | 'unaudit' | 'submit' | 'approve' | 'reject';

/** One line's stock movement: signed base units into (+) or out of (−) a depot; a transfer line moves twice. */
export interface PostingMovement {
  itemId: string;
  materialId: string;
  depotId: string;
  quantity: string;
}

/** What the event moved in a product's moving-average cost: signed quantity and value (a sale's value is its cost of goods). */
export interface PostingCost {
  materialId: string;
  quantity: string;
  value: string;
}

/** The document's money as it stands after the event (deleted, reversed: as it stood), decimal strings. */
export interface PostingAmounts {
  totalPrice: string;
  discountLastMoney: string;
  otherMoney: string;
  changeAmount: string;
  deposit: string;
  debt: string;
}

export interface PostingEvent {
  action: PostingAction;
  cause: PostingCause;
  tenantId: string;
  /** The document family's head table. */
  table: 'depot_head';
  headerId: string;
  number: string;
  /** The kind (its prefix in the kind catalogue). */
  prefix: string;
  operTime: string;
  /** Its status after the event. */
  status: string;
  organId: string | null;
  /** Whether stock and cost moved with this event; false leaves `movements` and `cost` empty. */
  effects: boolean;
  movements: readonly PostingMovement[];
  cost: readonly PostingCost[];
  amounts: PostingAmounts;
}

/** A module's reaction to postings, run inside the posting's transaction (`trx`), in the order the modules are composed. */
export interface PostingSubscriber {
  /** Who listens, for errors and the docs. */
  name: string;
  /**
   * The events of one step, one per bill: a batch action hands all its bills at once (a batch delete's `deleted`), so a
   * subscriber reads what it needs with one query, not one per bill.
   */
  on: (trx: Kysely<Database>, events: readonly PostingEvent[]) => Promise<void>;
}

/** Hands the events to every subscriber in turn, in the publisher's transaction; the first that throws refuses the posting. */
export async function publishPosting(trx: Kysely<Database>, subscribers: readonly PostingSubscriber[], events: readonly PostingEvent[]): Promise<void> {
  if (events.length === 0) return;
  for (const s of subscribers) await s.on(trx, events);
}
