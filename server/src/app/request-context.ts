import type { BalanceSources } from './balance-sources.js';
import type { PostingSubscriber } from '../platform/document/posting-event.js';
import type { AppConfig } from './config.js';
import { tenantScoped, type Db } from '../db/database.js';
import { withTenant } from '../db/tenant-db.js';
import type { Session } from './auth/session.js';
import { unauthorized } from './errors.js';
import type { MessageBus } from './message-bus.js';

/** What a handler gets: the database (tenant-scoped for a signed-in tenant route), the caller's session (when signed in) and request facts. */
export interface RequestContext {
  db: Db;
  config: AppConfig;
  bus: MessageBus;
  /** The modules' balance movement sources (account and partner balances read their union). */
  balances: BalanceSources;
  /** The modules' posting subscribers (platform/document/posting-event.ts). */
  postings: readonly PostingSubscriber[];
  session: Session | undefined;
  ip: string;
  /** Token of the current request (logout revokes it). */
  token: string | undefined;
  /** The call came through the reference mount: jshERP's own client, which can show only its own pages (the menu). */
  referenceClient?: boolean;
}

/** The signed-in caller; handlers behind LOGIN/page access always have one. */
export function sessionOf(ctx: RequestContext): Session {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

/**
 * The tenant a route's handler acts for: the caller's, except on public routes and for platform staff, who oversee
 * every tenant (the operation log, resources that read all tenants, tenant management) with their own filters.
 */
// The route's Access (route.ts), structurally: route.ts imports this file.
type RouteAccess = { kind: 'public' | 'login' | 'page'; platform?: boolean };

function actingTenant(access: RouteAccess, session: Session | undefined): string | undefined {
  if (!session || access.kind === 'public' || session.isPlatform) return undefined;
  if (access.platform) return undefined;
  return session.tenantId;
}

/**
 * Runs a route's handler with its context. A signed-in caller's tenant route gets the tenant-scoped handle, and
 * everything the handler awaits runs for that tenant under row-level security (db/tenant-db.ts); public routes
 * (sign-in, registration) and platform staff get the system handle, which sees every tenant.
 */
export function runInContext<T>(
  deps: Omit<RequestContext, 'session' | 'ip' | 'token' | 'referenceClient'>,
  access: RouteAccess,
  request: Pick<RequestContext, 'session' | 'ip' | 'token' | 'referenceClient'>,
  handler: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const tenantId = actingTenant(access, request.session);
  if (tenantId === undefined) return handler({ ...deps, ...request });
  return withTenant(tenantId, () => handler({ ...deps, ...request, db: tenantScoped(deps.db) }));
}
