import { apiMap, type RouteResponse } from '@suanpan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BalanceSources } from './balance-sources.js';
import type { PostingSubscriber } from '../platform/document/posting-event.js';
import type { Db } from '../db/database.js';
import { findSessionFor } from './auth/permissions.js';
import { findSession, type Session } from './auth/session.js';
import { isWellFormedToken } from './auth/tokens.js';
import type { AppConfig } from './config.js';
import { badRequest, forbidden, unauthorized } from './errors.js';
import type { MessageBus } from './message-bus.js';
import { refuseIllegalCharacters } from './illegal-characters.js';
import { runInContext } from './request-context.js';
import { assertCustomerGranted, assertDepotsGranted } from './auth/user-scope.js';
import { RawReply, type Access, type Grants, type HttpMethod, type RouteSpec } from './route.js';
import { referenceConverter, type Convert } from './reference-wire.js';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  bus: MessageBus;
  /** The modules' balance movement sources, composed once (app/compose-modules.ts). */
  balances: BalanceSources;
  postings: readonly PostingSubscriber[];
}

/** Every registered route with its declared access, for the test that walks them all. */
export interface RegisteredRoute {
  method: HttpMethod;
  url: string;
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  summary?: string;
  grants?: Grants;
  /** What the route answers (its own declaration or the API map's entry); absent only when neither has one. */
  response?: RouteResponse;
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers['x-access-token'];
  return typeof header === 'string' ? header.trim() : undefined;
}

/** Resolves the caller and enforces the route's access: 401 without a session, 403 without the page/button. */
export async function authorize(deps: AppDeps, access: Access, token: string | undefined): Promise<Session | undefined> {
  if (access.kind !== 'page') {
    const session = isWellFormedToken(token) ? await findSession(deps.db, token) : undefined;
    if (access.kind === 'public') return session;
    if (!session) throw unauthorized();
    return session;
  }
  // The session and its grant of the page in one statement: every page route asks both on every request.
  const found = isWellFormedToken(token) ? await findSessionFor(deps.db, token, access.pages, access.button) : undefined;
  if (!found) throw unauthorized();
  if (access.platform && !found.session.isPlatform) throw forbidden('抱歉，只有平台管理员可以进行此操作');
  if (!found.allowed) throw forbidden();
  return found.session;
}

function parseInput<S extends z.ZodType>(schema: S | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  // No body reads as an empty one; a JSON null is a body, and not an object.
  if (value === null) throw badRequest('请求体必须是JSON对象');
  const parsed: unknown = schema.parse(value ?? {});
  // JSON carried as text (a bill's info and rows, button grants) is decoded by the schema: check what it held.
  refuseIllegalCharacters(parsed);
  return parsed;
}

/** The depot and customer a route's input names are the caller's to use (the route's `grants`). */
async function checkGrants(db: Db, session: Session, grants: Grants, query: unknown, body: unknown): Promise<void> {
  const input = { ...(query as Record<string, unknown> | undefined), ...(body as Record<string, unknown> | undefined) };
  type Id = string | number | undefined;
  const depotIds = (grants.depots ?? []).flatMap((field) => input[field] as Id | Id[]);
  await assertDepotsGranted(db, session, depotIds);
  await assertCustomerGranted(db, session, grants.customer === undefined ? undefined : (input[grants.customer] as Id));
}

/** The route's answer: generated with it (resource endpoints) or declared in the API map. */
export function responseOf(spec: RouteSpec, method: HttpMethod): RouteResponse | undefined {
  return spec.response ?? apiMap[`${method} ${spec.url}`];
}

/**
 * With `validateResponses` on (the API tests), an answer that does not match its declared schema
 * fails the request, so a route and its contract cannot drift apart unnoticed.
 */
function checkResponse(
  response: RouteResponse | undefined,
  where: string,
  answer: { raw: true; contentType?: string; body: unknown } | { raw: false; data: unknown },
): void {
  if (!response) return;
  let issues: string | undefined;
  if ('upgrade' in response) issues = 'answered like a plain route but declares a websocket';
  else if ('data' in response) {
    if (answer.raw) issues = 'answered without the envelope';
    else {
      const parsed = response.data.safeParse(answer.data);
      if (!parsed.success) issues = JSON.stringify(parsed.error.issues.slice(0, 5));
    }
  } else if (!answer.raw) issues = `answered {code, data} but declares ${response.raw}`;
  else if (response.raw !== '*/*' && answer.contentType !== undefined && !answer.contentType.startsWith(response.raw))
    issues = `content type ${answer.contentType}, declared ${response.raw}`;
  else if (response.body) {
    const parsed = response.body.safeParse(answer.body);
    if (!parsed.success) issues = JSON.stringify(parsed.error.issues.slice(0, 5));
  }
  if (!issues) return;
  const message = `response of ${where} does not match its contract: ${issues}`;
  // The error handler answers a bare 500; the test run shows why.
  console.error(message);
  throw new Error(message);
}

export function registerRoutes(app: FastifyInstance, deps: AppDeps, routes: readonly RouteSpec[], registry: RegisteredRoute[]): void {
  const { apiPrefix, referencePrefix } = deps.config;
  for (const spec of routes) {
    const methods = (Array.isArray(spec.method) ? spec.method : [spec.method]) as HttpMethod[];
    const url = `${apiPrefix}${spec.url}`;
    // What each method answers, looked up once here rather than on every request.
    const answers = new Map(methods.map((method) => [method as string, answerOf(spec, method, referencePrefix !== '')]));
    for (const method of methods) {
      const { declared } = answers.get(method)!;
      registry.push({
        method,
        url,
        access: spec.access,
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.summary ? { summary: spec.summary } : {}),
        ...(spec.grants ? { grants: spec.grants } : {}),
        ...(declared ? { response: declared } : {}),
      });
    }
    app.route({ method: methods, url, handler: handlerOf(deps, spec, answers, false) });
    // The same route in the reference's wire form, for jshERP's own clients (docs/reference-client.md).
    if (referencePrefix) app.route({ method: methods, url: `${referencePrefix}${spec.url}`, handler: handlerOf(deps, spec, answers, true) });
  }
}

interface Answer {
  declared: RouteResponse | undefined;
  /** How the reference mount turns the answer's figures into numbers; absent when the answer holds none. */
  toReference: Convert | undefined;
}

function answerOf(spec: RouteSpec, method: HttpMethod, referenceMounted: boolean): Answer {
  const declared = responseOf(spec, method);
  return { declared, toReference: referenceMounted && declared && 'data' in declared ? referenceConverter(declared.data) : undefined };
}

function handlerOf(deps: AppDeps, spec: RouteSpec, answers: ReadonlyMap<string, Answer>, reference: boolean) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(req);
    const session = await authorize(deps, spec.access, token);
    const query = parseInput(spec.query, req.query);
    const body = parseInput(spec.body, req.body);
    const result = await runInContext(deps, spec.access, { session, ip: req.ip, token, ...(reference ? { referenceClient: true } : {}) }, async (ctx) => {
      if (spec.grants && session) await checkGrants(ctx.db, session, spec.grants, query, body);
      return spec.handler(ctx, { query, body } as never, req, reply);
    });
    if (reply.sent) return reply;
    const { declared, toReference } = answers.get(req.method) ?? { declared: undefined, toReference: undefined };
    if (deps.config.validateResponses) {
      checkResponse(
        declared,
        `${req.method} ${spec.url}`,
        result instanceof RawReply ? { raw: true, contentType: result.contentType, body: result.body } : { raw: false, data: result ?? null },
      );
    }
    if (result instanceof RawReply) {
      result.onFailure((err) => req.log.error({ err }, 'streamed answer failed after its first byte; it ends with a notice'));
      for (const [k, v] of Object.entries(result.headers)) void reply.header(k, v);
      if (result.contentType) void reply.type(result.contentType);
      return reply.send(result.body);
    }
    if (!reference || !declared || !('data' in declared)) return reply.send({ code: 200, data: result ?? null });
    const data = toReference ? toReference(result ?? null) : (result ?? null);
    return reply.send(declared.bare ? data : { code: 200, data });
  };
}
