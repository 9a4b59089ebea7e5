import type { ApiData, EnvelopedApiKey } from '@suanpan/contracts';
import { request, type QueryParams } from './http';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The paths the contracts describe for one method, e.g. `ApiPath<'GET'>` includes `'/user/getUserSession'`. */
export type ApiPath<M extends Method> = EnvelopedApiKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** What the route `M P` answers inside its envelope, as its contract's schema says. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = ApiData<`${M} ${P}` & EnvelopedApiKey>;

/**
 * Calls of described routes: the path must be one the contracts know for that method, and the answer's type
 * is the contract's, so the web cannot drift from what the server declares (and the API tests check).
 * `http` stays for resource endpoints (URLs built from a resource definition) and files.
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, params?: QueryParams, signal?: AbortSignal) => request<ApiAnswer<'GET', P>>('GET', path, { params, signal }),
  /** A background GET (unread count, version): not user activity for the 30-minute idle rule. */
  poll: <P extends ApiPath<'GET'>>(path: P, params?: QueryParams) => request<ApiAnswer<'GET', P>>('GET', path, { params, background: true }),
  post: <P extends ApiPath<'POST'>>(path: P, body?: unknown, params?: QueryParams, signal?: AbortSignal) =>
    request<ApiAnswer<'POST', P>>('POST', path, { body, params, signal }),
  put: <P extends ApiPath<'PUT'>>(path: P, body?: unknown) => request<ApiAnswer<'PUT', P>>('PUT', path, { body }),
  delete: <P extends ApiPath<'DELETE'>>(path: P, params?: QueryParams) => request<ApiAnswer<'DELETE', P>>('DELETE', path, { params }),
};
