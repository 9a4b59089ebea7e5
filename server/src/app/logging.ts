import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { prettyDestination, type LogDestination, type LogFormat } from './log-format.js';

// Query parameters whose values never reach a log line (the websocket's token travels in the query).
const SECRET_PARAMS = /^(token|access_token|x-access-token|password|oldpassword|newpassword|pwd|secret|key|code|checkcode|captcha)$/i;
// An incoming request id is kept only when it is a plain identifier (a proxy's id joins its log with ours).
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The URL with the values of secret query parameters replaced, so a token in a query is never logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* an undecodable name is kept as sent */
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** The request id: the client's or proxy's `X-Request-Id` when it is a plain identifier, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Log lines (pino). As JSON: one per request start and end with its `reqId`, errors with their stack. Pretty (a person
 * at a terminal, log-format.ts): the same lines made readable, requests one line each at debug (`installRequestLog`).
 * What a request line holds is chosen here — method, redacted URL, client address, never a header — and any field
 * named like a secret is censored wherever it appears, so no password, token or hash reaches the log.
 */
export function loggerOptions(level: string, format: LogFormat, destination?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  const out = destination ?? (format === 'pretty' ? process.stdout : undefined);
  const stream = out && format === 'pretty' ? prettyDestination(out, !destination && process.stdout.isTTY) : out;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'password',
        'token',
        'hash',
        'passwordHash',
        'password_hash',
        '*.password',
        '*.token',
        '*.hash',
        '*.passwordHash',
        '*.password_hash',
        'req.headers',
        'res.headers',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}

/**
 * Request lines in the pretty format: each request is one debug line once answered (fastify's own two info lines per
 * request are skipped, a not-found route is a debug line too) — quiet at the default level, readable with
 * `LOG_LEVEL=debug`. A request that failed still logs at error. JSON keeps fastify's lines at info.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`无此路由 ${request.method} ${redactUrl(request.url)}`);
  }
}

/** The request-log controller of a format (fastify's default for JSON). */
export function requestLogController(format: LogFormat): LogController | undefined {
  return format === 'pretty' ? new QuietRequestLog() : undefined;
}
