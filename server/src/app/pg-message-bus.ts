import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { MessageBus, UserPush } from './message-bus.js';

const CHANNEL = 'suanpan_push';

/**
 * Pushes fan out through PostgreSQL LISTEN/NOTIFY, so a user connected to any app server gets a
 * message created on any other. One dedicated connection listens; publishing is one NOTIFY.
 */
export async function createPgBus(databaseUrl: string): Promise<MessageBus & { close(): Promise<void> }> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const key = (tenantId: string, userId: string) => `${tenantId}:${userId}`;
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', () => undefined);
  listener.on('error', () => undefined);
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  listener.on('notification', (n) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    try {
      const push = JSON.parse(n.payload) as UserPush;
      emitter.emit(key(push.tenantId, push.userId), push);
    } catch {
      /* a malformed notification is dropped */
    }
  });
  return {
    publish(push) {
      publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(push)]).catch(() => undefined);
    },
    subscribe(tenantId, userId, fn) {
      const k = key(tenantId, userId);
      emitter.on(k, fn);
      return () => emitter.off(k, fn);
    },
    async close() {
      await listener.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
