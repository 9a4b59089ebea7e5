import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { modules as appModules } from '../modules/index.js';
import type { BalanceSources } from './balance-sources.js';
import { composeModules } from './compose-modules.js';
import type { AppConfig } from './config.js';
import { installErrorHandler } from './error-handler.js';
import { refuseIllegalCharacters } from './illegal-characters.js';
import type { MessageBus } from './message-bus.js';
import type { ModuleDescriptor } from './module-descriptor.js';
import { registerRoutes, type AppDeps, type RegisteredRoute } from './register-routes.js';
import { registerWebsocket, websocketPluginOptions } from './websocket.js';
import { registerOpenApi } from './openapi.js';
import { registerHealth } from './health.js';
import { chooseLogFormat } from './log-format.js';
import type { LogDestination } from './log-format.js';
import { loggerOptions, requestLogController, requestId } from './logging.js';
import { installSecurityHeaders } from './security-headers.js';
import { serveWeb } from './serve-web.js';
import type { Db } from '../db/database.js';
import type { PostingSubscriber } from '../platform/document/posting-event.js';

export interface BuiltApp {
  app: FastifyInstance;
  routes: readonly RegisteredRoute[];
  balances: BalanceSources;
  postings: readonly PostingSubscriber[];
}

// Raw paths that try to climb out of a folder or smuggle parameters are refused before routing.
const PATH_TRICK = /(\.\.|%2e|%2f|%5c|\\|%00)/i;

export async function buildApp(options: {
  db: Db;
  config: AppConfig;
  bus: MessageBus;
  /** Request logs (app/logging.ts): `true` to standard output, or a destination (tests read the lines). */
  logger?: boolean | LogDestination;
  /** The modules to compose (tests add a probe module); by default every module of the product. */
  modules?: readonly ModuleDescriptor[];
}): Promise<BuiltApp> {
  const { config } = options;
  const composed = composeModules(options.modules ?? appModules);
  // Standard output decides by whether it is a terminal; a given destination (a test's) is JSON unless configured.
  const logFormat = chooseLogFormat(config.logFormat, options.logger === true && process.stdout.isTTY === true);
  const logController = requestLogController(logFormat);
  const app = Fastify({
    logger: options.logger ? loggerOptions(config.logLevel, logFormat, options.logger === true ? undefined : options.logger) : false,
    ...(logController ? { logController } : {}),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // The nearest `trustProxy` hops are our proxies (what proxy-addr does for a hop count, which fastify's types omit).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a path segment that is not UTF-8, one over the length limit) in our envelope.
    frameworkErrors: (_error, _req, reply) => void (reply as FastifyReply).status(400).send({ code: 400, data: { message: '非法的请求路径' } }),
  });
  installErrorHandler(app, config.referencePrefix);
  app.addHook('onRequest', async (req, reply) => {
    const rawPath = req.raw.url?.split('?')[0] ?? '';
    if (PATH_TRICK.test(rawPath)) {
      return reply.status(400).send({ code: 400, data: { message: '非法的请求路径' } });
    }
    return undefined;
  });
  // Characters no column, file name or sheet can hold are refused as input (illegal-characters.ts).
  app.addHook('preValidation', async (req) => {
    refuseIllegalCharacters(req.query);
    refuseIllegalCharacters(req.body);
  });
  installSecurityHeaders(app);

  const deps: AppDeps = { db: options.db, config, bus: options.bus, balances: composed.balances, postings: composed.postings };
  const registry: RegisteredRoute[] = [];
  // API answers over 1 KB compressed (brotli at quality 4, cheap enough per request; else gzip); spreadsheets are
  // zips already. The web build's files are not: the build precompressed those worth it (serve-web.ts). Compressed
  // request bodies still count against bodyLimit once inflated.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(config.apiPrefix) && !(config.referencePrefix && route.url.startsWith(config.referencePrefix))) route.compress = false;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyWebsocket, websocketPluginOptions);
  // Spreadsheet imports: one file of at most 10 MB per request; routes check its type.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });
  registerRoutes(app, deps, composed.routes, registry);
  registerWebsocket(app, deps, registry);
  registerOpenApi(app, config, registry);
  registerHealth(app, options.db, config.apiPrefix, registry);
  await serveWeb(app, config);
  return { app, routes: registry, balances: composed.balances, postings: composed.postings };
}
