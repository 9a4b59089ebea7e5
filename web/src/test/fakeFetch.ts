import { vi } from 'vitest';

/** One recorded call at the network boundary. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeReply = { status?: number; body: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/**
 * Replaces fetch with a routing table keyed "METHOD /path" (path without /api and without the query).
 * Only the HTTP boundary is faked; everything from the request helper upwards is the real code.
 */
export function installFakeFetch(routes: Record<string, Handler | FakeReply>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* plain text body */
      }
    }
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply: FakeReply = !route
      ? { status: 404, body: { code: 404, data: { message: '很抱歉，资源未找到!' } } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, data } });
