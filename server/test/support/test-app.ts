import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app/build-app.js';
import { loadConfig, type AppConfig } from '../../src/app/config.js';
import { createLocalBus, type MessageBus } from '../../src/app/message-bus.js';
import type { BalanceSources } from '../../src/app/balance-sources.js';
import type { LogDestination } from '../../src/app/log-format.js';
import type { ModuleDescriptor } from '../../src/app/module-descriptor.js';
import type { RegisteredRoute } from '../../src/app/register-routes.js';
import type { Db } from '../../src/db/database.js';
import type { PostingSubscriber } from '../../src/platform/document/posting-event.js';
import { ADMIN_PASSWORD, createTestDatabase, DEMO_PASSWORD, TEST_TIME_ZONE, type TestDatabase } from './test-db.js';

// Re-exported: test files take the app and the seeded passwords from one module.
export { ADMIN_PASSWORD, DEMO_PASSWORD };

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  text: string;
}

export interface CallOptions {
  token?: string | undefined;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Raw payload (malformed JSON and the like) sent as-is with the given content type. */
  raw?: { payload: string; contentType: string };
  ip?: string;
  headers?: Record<string, string>;
  /** Call the reference mount (jshERP's wire form, `config.referencePrefix`) instead of our own API prefix. */
  reference?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  bus: MessageBus;
  routes: readonly RegisteredRoute[];
  /** The composed modules' balance movement sources, for calling the balance queries directly. */
  balances: BalanceSources;
  /** The composed modules' posting subscribers, for calling document actions directly. */
  postings: readonly PostingSubscriber[];
  call<T = any>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  login(loginName: string, password?: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

let ipCounter = 1;
/** A different client address per sign-in keeps the per-address throttle out of unrelated tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * The real app (routes, access checks, error handling) on a database of its own, migrated and
 * seeded with the reference data and (unless `demo: false`) the demo tenant. `modules` replaces the
 * product's modules (a test adds a probe module to them).
 */
export async function createTestApp(
  options: {
    demo?: boolean;
    modules?: readonly ModuleDescriptor[];
    /** A built web app to serve (none by default). */
    webDir?: string;
    /** Settings beside the test defaults, as the environment would give them (e.g. TRUST_PROXY). */
    env?: Record<string, string>;
    /** Where the app's JSON log lines go (a test reads them); none by default. */
    logger?: LogDestination;
  } = {},
): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(options.demo === false ? 'reference' : 'demo');
  const { handle } = database;
  // Uploaded files go to a folder of this test app, removed on close.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-files-'));
  const config = {
    ...loadConfig({ ...options.env, APP_TIME_ZONE: TEST_TIME_ZONE, VALIDATE_RESPONSES: '1' }),
    webDir: options.webDir ?? '/nonexistent',
    filesDir,
  };
  const bus = createLocalBus();
  const { app, routes, balances, postings } = await buildApp({
    db: handle.db,
    config,
    bus,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();

  const call = async <T>(method: string, url: string, o: CallOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers['x-access-token'] = o.token;
    let payload: string | undefined;
    if (o.raw) {
      payload = o.raw.payload;
      headers['content-type'] = o.raw.contentType;
    } else if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({
      method: method as 'GET',
      url: `${o.reference ? config.referencePrefix : config.apiPrefix}${url}`,
      ...(o.query ? { query: Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) } : {}),
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: o.ip ?? '127.0.0.1',
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* plain text answers stay text */
    }
    return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
  };

  const login = async (loginName: string, password = loginName === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD, ip = nextIp()) => {
    const res = await call<any>('POST', '/user/login', { body: { loginName, password }, ip });
    const token = res.body?.data?.token as string | undefined;
    if (res.status !== 200 || !token) throw new Error(`login ${loginName} failed: ${res.status} ${res.text}`);
    return token;
  };

  return {
    app,
    db: handle.db,
    config,
    bus,
    routes,
    balances,
    postings,
    call,
    login,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
