import { z } from 'zod';

/**
 * What one route answers. `data` is the payload of the `{code:200, data}` envelope — `bare` when the reference's
 * controller answers that payload without the envelope, which its own client reads (the reference mount sends it
 * bare, docs/reference-client.md); `raw` is a reply without the envelope (a spreadsheet, a file, the reference's
 * `success/result` shape), named by its content type and, when it is JSON, described by `body`; `upgrade` switches
 * the connection to a websocket.
 */
export type RouteResponse<T extends z.ZodType = z.ZodType> = { data: T; bare?: true } | { raw: string; body?: z.ZodType } | { upgrade: 'websocket' };

/** The API map: `'METHOD /path'` (path below the API prefix, as the route declares it) → its answer. */
export type ApiMap = Record<string, RouteResponse>;

/**
 * What one route takes: the schema of its query string and of its JSON body. The server parses each request with
 * these very objects (the route names them), and the web's calls are typed by their input (`z.input`).
 */
export interface RouteRequest {
  query?: z.ZodType;
  body?: z.ZodType;
  /** The path's `:name` segments, where the route has any (its handler parses `req.params` with this). */
  params?: z.ZodType;
}

/** The request map: `'METHOD /path'` (as in the API map) → what the route takes. */
export type RequestMap = Record<string, RouteRequest>;

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file served as stored (attachments, images): its content type is the file's own. */
export const fileReply: RouteResponse = { raw: '*/*' };

/** The OpenAPI document itself. */
export const openApiReply: RouteResponse = { raw: 'application/json' };

/** A plain-text answer without the envelope (the reference's public platform settings). */
export const textReply: RouteResponse = { raw: 'text/plain', body: z.string() };

/** The reference's `{success, code, result}` shape (department switch, announcement detail). */
export function systemReply(result: z.ZodType): RouteResponse {
  return { raw: 'application/json', body: z.object({ success: z.literal(true), code: z.literal(200), result }) };
}

/** The reference's AjaxResult shape of the dictionary endpoints: `{code: 0, msg, data?}`. */
export function ajaxReply(data?: z.ZodType): RouteResponse {
  return { raw: 'application/json', body: z.object({ code: z.literal(0), msg: z.string(), ...(data ? { data } : {}) }) };
}

/** A spreadsheet download (exports and import templates). */
export const xlsxReply: RouteResponse = { raw: XLSX };

/** Enveloped answer: `{code:200, data}` with `data` described by the schema. */
export const answers = <T extends z.ZodType>(data: T): { data: T } => ({ data });

/**
 * Enveloped answer whose payload the reference's controller sends bare (a JSON array or object without `{code, data}`:
 * the pickers, trees and the menu): our own mount keeps the envelope, the reference mount sends `data` alone.
 */
export const answersBare = <T extends z.ZodType>(data: T): { data: T; bare: true } => ({ data, bare: true });

/** Answer of most mutations: the reference's `{message: '成功'}`. */
export const messageData = z.object({ message: z.string() });
export const ok = answers(messageData);

/** A route that always refuses (an action the product does not offer); it has no successful answer. */
export const refusesAlways = answers(z.never());

/** An id the server reads from bigint columns: a JSON number. */
export const idNumber = z.number().int();

/** Money and quantities: decimal strings, never floats (`numeric(24,6)` without padding). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

/** `YYYY-MM-DD HH:mm:ss` (or a date alone). */
export const dateTimeText = z.string();

/** What every list answers beside its rows: the count of the whole filtered set, and its 合计 figures (decimal strings) when the list has them. */
export const listSummarySchema = z.object({ total: z.number().int(), totalRow: z.record(z.string(), decimalString).optional() });

/** The enveloped data of a list: one page of rows with the list summary. */
export function listOf<R extends z.ZodType>(row: R) {
  return listSummarySchema.extend({ rows: z.array(row) });
}

/** A list's data for code that builds it (the server's list source) or reads it generically: `listOf` as a type. */
export type ListData<Row> = z.output<typeof listSummarySchema> & { rows: Row[] };

/** `{status}` of the name and value checks (`checkIsNameExist`, `checkIsBarCodeExist`, …): true when taken. */
export const statusData = z.object({ status: z.boolean() });

/** Answer of most additions: the new row's id with the reference's message. */
export const idAndMessage = z.object({ id: idNumber, message: z.string() });

/** `{value, text}` / `{id, name}` picker options. */
export const idName = z.object({ id: idNumber, name: z.string() });
