import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../../src/app/auth/passwords.js';
import { createSession } from '../../src/app/auth/session.js';
import type { Database } from '../../src/db/schema.js';
import { DEMO_PASSWORD, nextIp, type ApiResponse, type TestApp } from './test-app.js';

/** Ids of a user and their tenant, found by login name. */
export async function userOf(t: TestApp, loginName: string): Promise<{ tenantId: string; userId: string }> {
  const row = await t.db
    .selectFrom('app_user')
    .select(['tenant_id', 'id'])
    .where('login_name', '=', loginName)
    .where('delete_flag', '=', false)
    .executeTakeFirstOrThrow();
  return { tenantId: row.tenant_id, userId: row.id };
}

/** A session for the user without going through the sign-in (no password hashing, no throttle). */
export async function sessionFor(t: TestApp, loginName: string): Promise<string> {
  return createSession(t.db, await userOf(t, loginName), nextIp(), 7);
}

export interface GrantSpec {
  url: string;
  btnStr: string;
}

let sequence = 0;
/** A unique suffix for names made by one test file. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

/** A role of the tenant with exactly these grants (by function url). */
export async function createRole(t: TestApp, tenantId: string, name: string, grants: readonly GrantSpec[], type = '全部数据'): Promise<string> {
  const role = await t.db.insertInto('role').values({ tenant_id: tenantId, name, type }).returning('id').executeTakeFirstOrThrow();
  if (grants.length > 0) {
    const functions = await t.db.selectFrom('sys_function').select(['id', 'url']).where('delete_flag', '=', false).execute();
    const byUrl = new Map(functions.map((f) => [f.url, f.id]));
    const rows = grants.map((g) => {
      const functionId = byUrl.get(g.url);
      if (!functionId) throw new Error(`no function ${g.url}`);
      return { tenant_id: tenantId, role_id: role.id, function_id: functionId, btn_str: g.btnStr };
    });
    await t.db.insertInto('role_function').values(rows).execute();
  }
  return role.id;
}

let cachedHash: Promise<string> | undefined;
/** A user of the tenant holding the role; signs in with DEMO_PASSWORD. */
export async function createUser(t: TestApp, tenantId: string, loginName: string, roleId: string | null): Promise<string> {
  const row = await t.db
    .insertInto('app_user')
    .values({
      tenant_id: tenantId,
      login_name: loginName,
      username: loginName,
      password_hash: await (cachedHash ??= hashPassword(DEMO_PASSWORD)),
      role_id: roleId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new user holding the role, granted these depots (user_depot, what 分配仓库权限 reads), signed in. */
export async function depotUser(t: TestApp, tenantId: string, roleId: string, depotIds: readonly string[]): Promise<{ userId: string; token: string }> {
  const login = unique('depotuser');
  const userId = await createUser(t, tenantId, login, roleId);
  if (depotIds.length)
    await t.db
      .insertInto('user_depot')
      .values(depotIds.map((depot_id) => ({ tenant_id: tenantId, user_id: userId, depot_id })))
      .execute();
  return { userId, token: await sessionFor(t, login) };
}

/** Registers a new tenant through the public endpoint and returns its owner's ids. */
export async function registerTenant(t: TestApp, loginName: string, password = DEMO_PASSWORD): Promise<{ tenantId: string; userId: string }> {
  const res = await t.call('POST', '/user/registerUser', { body: { loginName, password }, ip: nextIp() });
  expect(res.status, res.text).toBe(200);
  return userOf(t, loginName);
}

export async function countRows(t: TestApp, table: keyof Database & string, where?: { column: string; value: string | number | boolean }): Promise<number> {
  let q = t.db.selectFrom(table as 'tenant').select(sql<string>`count(*)`.as('n'));
  if (where) q = q.where(sql.ref(where.column), '=', where.value);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Row counts of every table a request could write to: a refused request must leave them all unchanged. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'tenant',
    'app_user',
    'role',
    'role_function',
    'organization',
    'orga_user_rel',
    'person',
    'system_config',
    'platform_config',
    'sys_function',
    'message',
    'operation_log',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = await countRows(t, table);
  // Soft deletes and status switches do not change counts; count live and enabled rows too.
  const flags = await sql<{ k: string; n: string }>`
    select 'person_live' as k, count(*)::text as n from person where not delete_flag and enabled
    union all select 'role_live', count(*)::text from role where not delete_flag and enabled
    union all select 'org_live', count(*)::text from organization where not delete_flag
    union all select 'msg_unread', count(*)::text from message where not delete_flag and status = '1'
    union all select 'tenant_live', count(*)::text from tenant where not delete_flag and enabled
    union all select 'user_live', count(*)::text from app_user where not delete_flag and status = 0
    union all select 'function_live', count(*)::text from sys_function where not delete_flag and enabled`.execute(t.db);
  for (const r of flags.rows) out[r.k] = Number(r.n);
  return out;
}

/** The error envelope: `{code, data:{message}}` with a Chinese message and no stack trace. */
export function expectErrorEnvelope(res: ApiResponse, status: number, code: number = status): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body?.code, res.text).toBe(code);
  expect(typeof res.body?.data?.message, res.text).toBe('string');
  expect(res.body.data.message, res.text).toMatch(/[\u4e00-\u9fa5]/);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|node_modules/i);
}

export interface WsClient {
  send(data: string): void;
  /** Every text frame received so far. */
  messages: string[];
  /** Resolves when the server (or the client) closes the connection. */
  closed: Promise<{ code: number; reason: string }>;
  /** Waits until a frame matching `predicate` arrives (or fails after `ms`). */
  next(predicate?: (text: string) => boolean, ms?: number): Promise<string>;
  close(): void;
}

/** Opens the app's websocket in-process (no port) and records what arrives. */
export async function openWs(t: TestApp, path: string): Promise<WsClient> {
  const messages: string[] = [];
  const waiters: Array<{ predicate: (text: string) => boolean; resolve: (text: string) => void }> = [];
  let resolveClosed: (v: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    resolveClosed = resolve;
  });
  const ws = await t.app.injectWS(
    `${t.config.apiPrefix}${path}`,
    {},
    {
      onInit: (socket) => {
        socket.on('message', (data: Buffer) => {
          const text = data.toString();
          messages.push(text);
          for (const w of [...waiters]) {
            if (w.predicate(text)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(text);
            }
          }
        });
        socket.on('close', (code: number, reason: Buffer) => resolveClosed({ code, reason: reason.toString() }));
      },
    },
  );
  return {
    send: (data) => ws.send(data),
    messages,
    closed,
    // A frame that comes arrives in milliseconds; the wait is long only so that a loaded machine (80 API files at once
    // on two cores once took 2.1 s) does not fail a test whose frame is merely late.
    next(predicate = () => true, ms = 10_000) {
      const seen = messages.find(predicate);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no websocket frame within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
        waiters.push({
          predicate,
          resolve: (text) => {
            clearTimeout(timer);
            resolve(text);
          },
        });
      });
    },
    close: () => ws.terminate(),
  };
}
