import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { BalanceSources } from '../../app/balance-sources.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import type { Database } from '../../db/schema.js';
import type { PostingSubscriber } from './posting-event.js';

/** Who acts on documents, from where: what every document action (save, status change, repair) is given. */
export interface DocumentContext {
  db: Kysely<Database>;
  session: Session;
  ip: string;
  /** The business time zone: a document saved without a time is dated now there. */
  timeZone: string;
  /** The modules' balance movement sources: a document may be refused for a balance it overdraws. */
  balances: BalanceSources;
  /** Who learns from its postings: the modules' subscribers, run in the document action's transaction. */
  postings: readonly PostingSubscriber[];
}

/** The signed-in caller of a request as a document context. */
export const documentContext = (ctx: RequestContext): DocumentContext => ({
  db: ctx.db,
  session: sessionOf(ctx),
  ip: ctx.ip,
  timeZone: ctx.config.timeZone,
  balances: ctx.balances,
  postings: ctx.postings,
});
