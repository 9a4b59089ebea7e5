import { EventEmitter } from 'node:events';

/** A push to one user's open websocket connections (spec §3: `{cmd, msgTxt, msgId}`). */
export interface UserPush {
  tenantId: string;
  userId: string;
  payload: { cmd: 'user' | 'topic'; msgTxt: string; msgId: string };
}

/**
 * Fans pushes out to connections. This in-process bus serves one server; with several servers the
 * same interface is backed by PostgreSQL LISTEN/NOTIFY (see docs/decisions.md).
 */
export interface MessageBus {
  publish(push: UserPush): void;
  subscribe(tenantId: string, userId: string, listener: (push: UserPush) => void): () => void;
}

export function createLocalBus(): MessageBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const key = (tenantId: string, userId: string) => `${tenantId}:${userId}`;
  return {
    publish(push) {
      emitter.emit(key(push.tenantId, push.userId), push);
    },
    subscribe(tenantId, userId, listener) {
      const k = key(tenantId, userId);
      emitter.on(k, listener);
      return () => emitter.off(k, listener);
    },
  };
}
