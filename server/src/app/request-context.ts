import type { BalanceSources } from './balance-sources.js';
import type { AppConfig } from './config.js';
import type { Db } from '../db/database.js';
import type { Session } from './auth/session.js';
import { unauthorized } from './errors.js';
import type { MessageBus } from './message-bus.js';

/** What a handler gets: the database, the caller's session (when signed in) and request facts. */
export interface RequestContext {
  db: Db;
  config: AppConfig;
  bus: MessageBus;
  /** The modules' balance movement sources (account and partner balances read their union). */
  balances: BalanceSources;
  session: Session | undefined;
  ip: string;
  /** Token of the current request (logout revokes it). */
  token: string | undefined;
}

/** The signed-in caller; handlers behind LOGIN/page access always have one. */
export function sessionOf(ctx: RequestContext): Session {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}
