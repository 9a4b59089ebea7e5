import { messages } from '../i18n';
import { storage } from '../session/storage';
import { STORAGE_KEYS } from '../session/storageKeys';
import { ApiError } from './ApiError';
import { httpEvents } from './httpEvents';

export const API_PREFIX = '/api';
export const REQUEST_TIMEOUT_MS = 300_000;

export interface Envelope<T> {
  code: number;
  data: T;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Polls (unread count, version) must not count as user activity for the 30-minute rule. */
  background?: boolean;
}

export function buildUrl(url: string, params?: QueryParams): string {
  const path = url.startsWith('http') ? url : API_PREFIX + url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function headers(body: unknown): HeadersInit {
  const result: Record<string, string> = {};
  const token = storage.get<string>(STORAGE_KEYS.accessToken);
  if (token) result['X-Access-Token'] = token;
  if (body !== undefined && !(body instanceof FormData)) result['Content-Type'] = 'application/json';
  return result;
}

/** Performs the fetch with the token header and the 300 s time-out; maps network failures to ApiError. */
export async function send(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const onOuterAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort);
  const { body } = options;
  try {
    const response = await fetch(buildUrl(url, options.params), {
      method,
      headers: headers(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.status === 401) {
      httpEvents.emitUnauthorized();
    } else if (response.ok && !options.background) {
      httpEvents.emitSuccess();
    }
    return response;
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      throw new ApiError(messages.errors.timeout, 0, 0);
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(messages.errors.network, 0, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(response: Response, payload: unknown): ApiError {
  const env = (payload ?? {}) as { code?: number; data?: { message?: string; field?: string } | string };
  const data = env.data;
  const message =
    (typeof data === 'object' && data?.message) ||
    (typeof data === 'string' && data) ||
    (response.status >= 500 ? messages.errors.server : messages.errors.requestFailed);
  const field = typeof data === 'object' ? data?.field : undefined;
  return new ApiError(message, response.status, env.code ?? response.status, data, field);
}

/** The refusal of a call made with `send` (a file fetch): the server's message, or 请求失败 / the server-error text. */
export async function refusalOf(response: Response): Promise<ApiError> {
  return failure(response, await readJson(response));
}

/** The whole `{code, data}` envelope of a 2xx answer (callers that react to codes like 510 use this). */
export async function requestEnvelope<T>(method: string, url: string, options?: RequestOptions): Promise<Envelope<T>> {
  const response = await send(method, url, options);
  const payload = await readJson(response);
  if (!response.ok) throw failure(response, payload);
  return payload as Envelope<T>;
}

/** `data` of a successful call; any code other than 200 becomes an ApiError with the server's message. */
export async function request<T>(method: string, url: string, options?: RequestOptions): Promise<T> {
  const envelope = await requestEnvelope<T>(method, url, options);
  if (envelope.code !== 200) throw failure(new Response(null, { status: 200 }), envelope);
  return envelope.data;
}

/** System-style endpoints answer `{success, result, message}`. */
export async function requestSystem<T>(method: string, url: string, options?: RequestOptions): Promise<T> {
  const payload = await requestEnvelope<unknown>(method, url, options);
  const sys = payload as unknown as { success?: boolean; result?: T; message?: string };
  if (!sys.success) throw new ApiError(sys.message ?? messages.errors.requestFailed, 200, 500, sys);
  return sys.result as T;
}

/** Plain-text public getters such as the captcha flag. */
export async function requestText(url: string): Promise<string> {
  const response = await send('GET', url);
  if (!response.ok) throw failure(response, await readJson(response));
  const text = (await response.text()).trim();
  // Tolerate a JSON-quoted string as well as bare text.
  return text.startsWith('"') ? String(JSON.parse(text)) : text;
}

export const http = {
  get: <T>(url: string, params?: QueryParams, signal?: AbortSignal) => request<T>('GET', url, { params, signal }),
  poll: <T>(url: string, params?: QueryParams) => request<T>('GET', url, { params, background: true }),
  post: <T>(url: string, body?: unknown, params?: QueryParams) => request<T>('POST', url, { body, params }),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, { body }),
  delete: <T>(url: string, params?: QueryParams) => request<T>('DELETE', url, { params }),
};
