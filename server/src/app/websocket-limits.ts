import type { WebSocket } from '@fastify/websocket';

/**
 * What one client can make the server hold through the message websocket (docs/operations.md, "Websocket limits").
 * The web app only ever sends the 9-byte heartbeat every 20 s; everything else it receives, never sends.
 */
export const WS_LIMITS = {
  /** Largest message the server reads; a bigger one closes the socket with 1009 (ws does it while reading). */
  maxMessageBytes: 1024,
  /** Messages a socket may send at once, and how many it earns back per second. */
  burst: 10,
  perSecond: 1,
  /** Open sockets of one user on one server (one per browser tab); a new one beyond closes the oldest. */
  socketsPerUser: 10,
  /**
   * How long a closed socket waits for the client's answering close frame, reading and dropping what still comes, before
   * it is cut (ws's default is 30 s): a browser answers at once, a flooding client is cut after this.
   */
  closeTimeoutMs: 5_000,
} as const;

/** Close codes the server uses, besides 4401/4403 for a missing or foreign token. */
export const WS_CLOSE = {
  /** Sent by ws itself when a message exceeds `maxMessageBytes`. */
  tooBig: 1009,
  /** More messages than the rate allows, or the socket was replaced by a newer one of the same user. */
  policy: 1008,
} as const;

/** A token bucket: `take()` is false once the socket has sent more than its burst plus what it earned since. */
export function messageBucket(now: () => number = Date.now): { take(): boolean } {
  let tokens: number = WS_LIMITS.burst;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(WS_LIMITS.burst, tokens + ((at - last) / 1000) * WS_LIMITS.perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * The open sockets of each user on this server. Over the cap the oldest is closed, not the newest: a socket whose
 * browser vanished without closing it (sleep, lost network) would otherwise keep the user's new tabs out.
 */
export function userSockets(): { add(user: string, socket: WebSocket): void; remove(user: string, socket: WebSocket): void } {
  const byUser = new Map<string, Set<WebSocket>>();
  return {
    add(user, socket) {
      const open = byUser.get(user) ?? new Set<WebSocket>();
      byUser.set(user, open);
      open.add(socket);
      for (const oldest of open) {
        if (open.size <= WS_LIMITS.socketsPerUser) break;
        open.delete(oldest);
        oldest.close(WS_CLOSE.policy, 'replaced by a newer connection');
      }
    },
    remove(user, socket) {
      const open = byUser.get(user);
      open?.delete(socket);
      if (open?.size === 0) byUser.delete(user);
    },
  };
}
