import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { loadMigrations } from '../db/migrate.js';
import type { RegisteredRoute } from './register-routes.js';
import { PUBLIC } from './route.js';

/**
 * Probes for process managers and load balancers (public, no session, not throttled):
 * `GET {prefix}/health` answers while the process runs; `GET {prefix}/ready` only when the database answers and
 * every migration this build knows is applied, else 503 (a balancer then sends no traffic here).
 */
export function registerHealth(app: FastifyInstance, db: Db, apiPrefix: string, registry: RegisteredRoute[]): void {
  registry.push({ method: 'GET', url: `${apiPrefix}/health`, access: PUBLIC, response: { data: z.object({ status: z.literal('ok') }) } });
  registry.push({
    method: 'GET',
    url: `${apiPrefix}/ready`,
    access: PUBLIC,
    response: { data: z.object({ status: z.literal('ready'), migrations: z.number().int() }) },
  });
  let expected: Promise<string[]> | undefined;
  const noStore = { 'Cache-Control': 'no-store' };
  app.get(`${apiPrefix}/health`, async (_req, reply) => reply.headers(noStore).send({ code: 200, data: { status: 'ok' } }));
  app.get(`${apiPrefix}/ready`, async (req, reply) => {
    try {
      expected ??= loadMigrations().then((ms) => ms.map((m) => m.version));
      const wanted = await expected;
      const { rows } = await sql<{ version: string }>`select version from schema_migration`.execute(db);
      const applied = new Set(rows.map((r) => String(r.version)));
      const missing = wanted.filter((v) => !applied.has(v));
      if (missing.length)
        return reply
          .status(503)
          .headers(noStore)
          .send({ code: 503, data: { message: `数据库迁移未完成：${missing.join(', ')}` } });
      return reply.headers(noStore).send({ code: 200, data: { status: 'ready', migrations: wanted.length } });
    } catch (error) {
      req.log.warn({ err: error }, 'readiness check failed');
      return reply
        .status(503)
        .headers(noStore)
        .send({ code: 503, data: { message: '数据库不可用' } });
    }
  });
}
