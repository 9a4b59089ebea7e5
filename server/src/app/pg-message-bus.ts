import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { MessageBus, UserPush } from './message-bus.js';

const CHANNEL = 'suanpan_push';
const RECONNECT_MS = 1000;

/**
 * Pushes fan out through PostgreSQL LISTEN/NOTIFY, so a user connected to any app server gets a
 * message created on any other. One dedicated connection listens; publishing is one NOTIFY.
 */
export async function createPgBus(databaseUrl: string): Promise<MessageBus & { close(): Promise<void> }> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const key = (tenantId: string, userId: string) => `${tenantId}:${userId}`;
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', () => undefined);
  const onNotification = (n: pg.Notification) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    try {
      const push = JSON.parse(n.payload) as UserPush;
      emitter.emit(key(push.tenantId, push.userId), push);
    } catch {
      /* a malformed notification is dropped */
    }
  };
  // A listening connection that drops (PostgreSQL restarted, the connection killed) is opened again, so this server's
  // websockets keep getting pushes; what was sent meanwhile is missed (a push only tells the bell to look again).
  let closed = false;
  let listener: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().catch(retry);
    }, RECONNECT_MS);
  };
  const listen = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    listener = client;
    client.on('error', () => undefined);
    client.on('notification', onNotification);
    client.once('end', () => {
      if (client === listener) retry();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
  };
  await listen();
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
      closed = true;
      clearTimeout(retryTimer);
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
