import type { ButtonCode, RouteResponse } from '@suanpan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from './request-context.js';

/**
 * Who may call a route. Every route declares one; the registry test walks them all.
 * - public: anyone (login, registration, public platform settings)
 * - login: any signed-in user (session, own messages, lookups shared by many pages)
 * - page: a signed-in user whose role holds one of the pages (menu functions), and the button when given
 * - platform: like page, and only for platform staff (tenant 0)
 */
export type Access = { kind: 'public' } | { kind: 'login' } | { kind: 'page'; pages: readonly string[]; button?: ButtonCode; platform?: boolean };

export const PUBLIC: Access = { kind: 'public' };
export const LOGIN: Access = { kind: 'login' };
export const page = (pages: string | readonly string[], button?: ButtonCode): Access => ({
  kind: 'page',
  pages: typeof pages === 'string' ? [pages] : pages,
  ...(button ? { button } : {}),
});
export const platformPage = (pageUrl: string, button?: ButtonCode): Access => ({
  kind: 'page',
  pages: [pageUrl],
  platform: true,
  ...(button ? { button } : {}),
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Fields of a route's parsed query or body that name depots (an id or a list of ids each) or a partner the caller must
 * be granted (分配仓库权限 / 分配客户权限, app/auth/user-scope.ts). The route layer checks them before the handler
 * runs — 403 naming the depot or customer — so a handler cannot forget it; an absent field asks nothing. (Reports
 * narrow their depot and partner filters to the grants in SQL instead: route-access.test.ts lists every such route.)
 */
export interface Grants {
  depots?: readonly string[];
  customer?: string;
}

/** A value a handler returns to answer without the `{code, data}` envelope (plain text, files, system shape). */
export class RawReply {
  private failure: Error | undefined;
  private readonly failureListeners: Array<(error: Error) => void> = [];

  constructor(
    readonly body: unknown,
    readonly contentType?: string,
    readonly headers: Record<string, string> = {},
  ) {}

  /** A streamed body that failed after its first byte says so here: the answer has begun, so only the log can tell. */
  failed(error: Error): void {
    this.failure = error;
    for (const listener of this.failureListeners) listener(error);
  }

  onFailure(listener: (error: Error) => void): void {
    if (this.failure) listener(this.failure);
    else this.failureListeners.push(listener);
  }
}

export interface RouteSpec<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: HttpMethod | readonly HttpMethod[];
  /** Path below the API prefix, e.g. `/user/login`. */
  url: string;
  access: Access;
  query?: Q;
  body?: B;
  grants?: Grants;
  /** Operation-log module name; mutations with it get a log row from the handler's `ctx.audit`. */
  summary?: string;
  /**
   * What the route answers, when generated with the route (resource endpoints); hand-written routes
   * declare theirs in the API map of @suanpan/contracts under `'METHOD /path'`.
   */
  response?: RouteResponse;
  handler: (ctx: RequestContext, input: { query: z.output<Q>; body: z.output<B> }, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export function route<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(spec: RouteSpec<Q, B>): RouteSpec {
  return spec as unknown as RouteSpec;
}
