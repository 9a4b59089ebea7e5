import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { findSession } from './auth/session.js';
import { isWellFormedToken } from './auth/tokens.js';
import type { AppDeps, RegisteredRoute } from './register-routes.js';
import { LOGIN } from './route.js';
import { messageBucket, userSockets, WS_CLOSE, WS_LIMITS } from './websocket-limits.js';

const HEARTBEAT = 'HeartBeat';

/**
 * `/websocket/{userId}?token=…`: browsers cannot set headers on a websocket, so the token comes in
 * the query. A connection only ever receives pushes for the user its token belongs to. The client's only message is
 * the heartbeat: anything else is read and dropped, never kept, and every message counts against the socket's rate
 * (websocket-limits.ts).
 */
export function registerWebsocket(app: FastifyInstance, deps: AppDeps, registry: RegisteredRoute[]): void {
  const url = `${deps.config.apiPrefix}/websocket/:userId`;
  const sockets = userSockets();
  registry.push({ method: 'GET', url, access: LOGIN, response: { upgrade: 'websocket' } });
  app.get(url, { websocket: true }, (socket, req) => {
    const { userId } = req.params as { userId: string };
    const token = (req.query as { token?: unknown }).token;
    const bucket = messageBucket();
    let unsubscribe: (() => void) | undefined;
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      // A closing socket's remaining messages are read (ws must, to find the peer's close frame) and dropped.
      if (socket.readyState !== socket.OPEN) return;
      if (!bucket.take()) socket.close(WS_CLOSE.policy, 'too many messages');
      else if (!isBinary && data.toString() === HEARTBEAT) socket.send(HEARTBEAT);
    });
    socket.on('close', () => unsubscribe?.());
    void (async () => {
      const session = typeof token === 'string' && isWellFormedToken(token) ? await findSession(deps.db, token) : undefined;
      if (!session) return socket.close(4401, 'unauthorized');
      if (session.userId !== userId) return socket.close(4403, 'forbidden');
      // Closed while the session was looked up (by the client, or for its rate): nothing to subscribe.
      if (socket.readyState !== socket.OPEN) return undefined;
      const user = `${session.tenantId}:${session.userId}`;
      const stop = deps.bus.subscribe(session.tenantId, session.userId, (push) => socket.send(JSON.stringify(push.payload)));
      sockets.add(user, socket);
      unsubscribe = () => {
        stop();
        sockets.remove(user, socket);
      };
      return undefined;
    })().catch(() => socket.close(1011, 'error'));
  });
}

/**
 * The websocket plugin's settings. A client's own fault — a message over the size limit or a malformed frame, which ws
 * has already answered by closing with its code (1009, 1002, 1007), or a connection it dropped — is logged as
 * information, not as a server error: a client must not be able to fill the error log.
 */
// ws 8.23 reads closeTimeout; @types/ws does not list it yet, hence a variable rather than a literal.
const serverOptions = { maxPayload: WS_LIMITS.maxMessageBytes, closeTimeout: WS_LIMITS.closeTimeoutMs };

export const websocketPluginOptions: WebsocketPluginOptions = {
  options: serverOptions,
  errorHandler(error, socket, req) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
      req.log.info({ code }, 'websocket closed: client fault');
      return;
    }
    req.log.error({ err: error }, 'websocket error');
    socket.terminate();
  },
};
