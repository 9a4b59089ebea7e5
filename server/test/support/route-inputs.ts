import { z } from 'zod';
import type { RegisteredRoute } from '../../src/app/register-routes.js';

// What the cross-tenant route walk needs to know about a route's inputs: which of them name a row (an id, a list
// of ids, a bill number, a barcode) and what the rest must hold for the input to pass validation.

/** Where a route reads an input from. */
export type InputPlace = 'path' | 'query' | 'body';

/** The shape a value must be sent in. */
export type ValueShape = 'integer' | 'text' | 'array';

export interface RouteInput {
  place: InputPlace;
  name: string;
  shape: ValueShape;
  required: boolean;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  items?: JsonSchema;
}

// Input names that name a row of some table: ids, id lists, bill numbers and barcodes.
const NAMES_A_ROW = /^(?:ids?|number|barCode|linkNumber|KeyId|UBValue)$|[a-z](?:Id|Ids|ID)$/;

export function namesARow(name: string): boolean {
  return NAMES_A_ROW.test(name);
}

function toJson(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The top-level object branches of a schema (a union of objects gives each). */
function objectBranches(json: JsonSchema): JsonSchema[] {
  if (json.properties) return [json];
  return [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])].flatMap(objectBranches);
}

function typesOf(json: JsonSchema): string[] {
  const own = json.type === undefined ? [] : Array.isArray(json.type) ? json.type : [json.type];
  return [...own, ...[...(json.anyOf ?? []), ...(json.oneOf ?? [])].flatMap(typesOf)];
}

function shapeOf(json: JsonSchema): ValueShape {
  const types = typesOf(json);
  if (types.includes('string') || types.length === 0) return 'text';
  if (types.includes('array') && !types.includes('integer') && !types.includes('number')) return 'array';
  return 'integer';
}

/** Every input of a route: path parameters, query and body properties. */
export function inputsOf(route: RegisteredRoute): RouteInput[] {
  const out: RouteInput[] = [];
  for (const [, name] of route.url.matchAll(/:([A-Za-z]+)/g)) out.push({ place: 'path', name: name!, shape: 'text', required: true });
  for (const [place, schema] of [
    ['query', route.query],
    ['body', route.body],
  ] as const) {
    if (!schema) continue;
    for (const branch of objectBranches(toJson(schema))) {
      for (const [name, prop] of Object.entries(branch.properties ?? {})) {
        if (out.some((i) => i.place === place && i.name === name)) continue;
        out.push({ place, name, shape: shapeOf(prop), required: (branch.required ?? []).includes(name) });
      }
    }
  }
  return out;
}

/** A value that passes a property's own schema: its first enum value or constant, else a plain value of its type. */
function sampleOf(json: JsonSchema): unknown {
  if (json.const !== undefined) return json.const;
  if (json.enum?.length) return json.enum[0];
  const branch = json.anyOf?.[0] ?? json.oneOf?.[0];
  if (branch) return sampleOf(branch);
  const types = typesOf(json);
  if (types.includes('string')) return '1';
  if (types.includes('integer') || types.includes('number')) return Math.max(1, json.minimum ?? 1);
  if (types.includes('boolean')) return false;
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  return '1';
}

/** Values for the required inputs that do not name a row, so the request gets past validation to its lookups. */
export function requiredSamples(route: RegisteredRoute): { query: Record<string, unknown>; body: Record<string, unknown> } {
  const out = { query: {} as Record<string, unknown>, body: {} as Record<string, unknown> };
  for (const [place, schema] of [
    ['query', route.query],
    ['body', route.body],
  ] as const) {
    if (!schema) continue;
    const branch = objectBranches(toJson(schema))[0];
    for (const name of branch?.required ?? []) {
      if (!namesARow(name)) out[place][name] = sampleOf(branch!.properties![name]!);
    }
  }
  return out;
}
