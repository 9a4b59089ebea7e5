import type { FastifyInstance } from 'fastify';
import { findSession } from './auth/session.js';
import { isWellFormedToken } from './auth/tokens.js';
import type { AppDeps, RegisteredRoute } from './register-routes.js';
import { LOGIN } from './route.js';

const HEARTBEAT = 'HeartBeat';

/**
 * `/websocket/{userId}?token=…`: browsers cannot set headers on a websocket, so the token comes in
 * the query. A connection only ever receives pushes for the user its token belongs to.
 */
export function registerWebsocket(app: FastifyInstance, deps: AppDeps, registry: RegisteredRoute[]): void {
  const url = `${deps.config.apiPrefix}/websocket/:userId`;
  registry.push({ method: 'GET', url, access: LOGIN, response: { upgrade: 'websocket' } });
  app.get(url, { websocket: true }, (socket, req) => {
    const { userId } = req.params as { userId: string };
    const token = (req.query as { token?: unknown }).token;
    const pending: string[] = [];
    let unsubscribe: (() => void) | undefined;
    socket.on('message', (data: Buffer) => {
      if (data.toString() === HEARTBEAT) socket.send(HEARTBEAT);
      else pending.push(data.toString());
    });
    socket.on('close', () => unsubscribe?.());
    void (async () => {
      const session = typeof token === 'string' && isWellFormedToken(token) ? await findSession(deps.db, token) : undefined;
      if (!session) return socket.close(4401, 'unauthorized');
      if (session.userId !== userId) return socket.close(4403, 'forbidden');
      unsubscribe = deps.bus.subscribe(session.tenantId, session.userId, (push) => socket.send(JSON.stringify(push.payload)));
      return undefined;
    })().catch(() => socket.close(1011, 'error'));
  });
}
