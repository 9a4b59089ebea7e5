import type { ApiBodyInput, ApiData, ApiQueryInput, EnvelopedApiKey } from '@suanpan/contracts';
import { request, type QueryParams } from './http';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The paths the contracts describe for one method, e.g. `ApiPath<'GET'>` includes `'/user/getUserSession'`. */
export type ApiPath<M extends Method> = EnvelopedApiKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** What the route `M P` answers inside its envelope, as its contract's schema says. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = ApiData<`${M} ${P}` & EnvelopedApiKey>;

/** What the route `M P` takes as its JSON body: the input of its contract's request schema. */
export type ApiBody<M extends Method, P extends string> = ApiBodyInput<`${M} ${P}`>;

/** What the route `M P` takes as its query string: the input of its contract's request schema. */
export type ApiQuery<M extends Method, P extends string> = ApiQueryInput<`${M} ${P}`>;

// A query's values go out as text (http.ts buildUrl): the contract's input decides which keys and values fit.
const params = (query: unknown) => query as QueryParams | undefined;

/**
 * Calls of described routes: the path must be one the contracts know for that method, the answer's type is the
 * contract's, and so are the body and the query where the contract describes the route's request (packages/contracts,
 * `<area>Requests`), so the web cannot drift from what the server declares, parses (and the API tests check).
 * `http` stays for resource endpoints (URLs built from a resource definition) and files.
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, query?: ApiQuery<'GET', P>, signal?: AbortSignal) =>
    request<ApiAnswer<'GET', P>>('GET', path, { params: params(query), signal }),
  /** A background GET (unread count, version): not user activity for the 30-minute idle rule. */
  poll: <P extends ApiPath<'GET'>>(path: P, query?: ApiQuery<'GET', P>) =>
    request<ApiAnswer<'GET', P>>('GET', path, { params: params(query), background: true }),
  post: <P extends ApiPath<'POST'>>(path: P, body?: ApiBody<'POST', P>, query?: ApiQuery<'POST', P>, signal?: AbortSignal) =>
    request<ApiAnswer<'POST', P>>('POST', path, { body, params: params(query), signal }),
  put: <P extends ApiPath<'PUT'>>(path: P, body?: ApiBody<'PUT', P>) => request<ApiAnswer<'PUT', P>>('PUT', path, { body }),
  delete: <P extends ApiPath<'DELETE'>>(path: P, query?: ApiQuery<'DELETE', P>) => request<ApiAnswer<'DELETE', P>>('DELETE', path, { params: params(query) }),
};
