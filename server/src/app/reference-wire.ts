import { decimalString } from '@suanpan/contracts';
import type { z } from 'zod';

/**
 * The reference's wire form of an answer (docs/reference-client.md): its controllers serialise money and quantities
 * (Java BigDecimal) as JSON numbers, and its client does arithmetic on them (`total.toFixed(2)`), while our own mount
 * sends the exact decimal text. The answer is walked along its declared schema and each `decimalString` becomes the
 * number with that text — exact for every figure of up to 15 significant digits, which is what the reference's
 * client could hold anyway. Values the schema does not describe (extra keys of loose rows) are kept as they are.
 */
export type Convert = (value: unknown) => unknown;

const identity: Convert = (value) => value;
/** Converters already built, per schema (null: nothing in it to convert); schemas are shared, so is their converter. */
const built = new WeakMap<z.ZodType, Convert | null>();
const building = new Set<z.ZodType>();

/**
 * The converter of answers of `schema`, built once — the route registers it, so a request walks only the parts of its
 * answer that hold a decimal — or undefined when the schema holds none and the answer goes out as it is.
 */
export function referenceConverter(schema: z.ZodType): Convert | undefined {
  const known = built.get(schema);
  if (known !== undefined) return known ?? undefined;
  // A recursive schema (a tree through `lazy`) meets itself while being built: its converter is looked up when called.
  if (building.has(schema)) return (value) => (built.get(schema) ?? identity)(value);
  building.add(schema);
  try {
    const convert = converterOf(schema);
    const guarded = convert && ((value: unknown) => (value === null || value === undefined ? value : convert(value)));
    built.set(schema, guarded ?? null);
    return guarded;
  } finally {
    building.delete(schema);
  }
}

type ZodDef = { type: string } & Record<string, unknown>;

function converterOf(schema: z.ZodType): Convert | undefined {
  if (schema === decimalString) return (value) => (typeof value === 'string' ? Number(value) : value);
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  switch (def.type) {
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      return referenceConverter(def.innerType as z.ZodType);
    case 'lazy':
      return referenceConverter((def.getter as () => z.ZodType)());
    case 'pipe':
      return referenceConverter(def.out as z.ZodType);
    case 'array': {
      const item = referenceConverter(def.element as z.ZodType);
      return item && ((value) => (Array.isArray(value) ? value.map(item) : value));
    }
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        const convert = referenceConverter(field);
        return convert ? [[key, convert] as const] : [];
      });
      if (fields.length === 0) return undefined;
      const byKey = new Map(fields);
      return (value) => mapEntries(value, (key) => byKey.get(key));
    }
    case 'record': {
      const item = referenceConverter(def.valueType as z.ZodType);
      return item && ((value) => mapEntries(value, () => item));
    }
    case 'union': {
      const options = def.options as z.ZodType[];
      if (!options.some((o) => referenceConverter(o))) return undefined;
      // The first option the value matches decides, as when the answer was checked against the schema.
      return (value) => {
        const option = options.find((o) => o.safeParse(value).success);
        return option ? (referenceConverter(option) ?? identity)(value) : value;
      };
    }
    case 'intersection': {
      const left = referenceConverter(def.left as z.ZodType);
      const right = referenceConverter(def.right as z.ZodType);
      if (!left && !right) return undefined;
      return (value) => (right ?? identity)((left ?? identity)(value));
    }
    default:
      return undefined;
  }
}

function mapEntries(value: unknown, convertOf: (key: string) => Convert | undefined): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const convert = convertOf(key);
    out[key] = convert ? convert(item) : item;
  }
  return out;
}
