import { decimalString } from '@suanpan/contracts';
import type { z } from 'zod';

/**
 * The reference's wire form of an answer (docs/reference-client.md): its controllers serialise money and quantities
 * (Java BigDecimal) as JSON numbers, and its client does arithmetic on them (`total.toFixed(2)`), while our own mount
 * sends the exact decimal text. Walks the answer along its declared schema and turns each `decimalString` into the
 * number with that text — exact for every figure of up to 15 significant digits, which is what the reference's
 * client could hold anyway. Values the schema does not describe (extra keys of loose rows) are kept as they are.
 */
export function toReferenceNumbers(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (schema === decimalString) return typeof value === 'string' ? Number(value) : value;
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  switch (def.type) {
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      return toReferenceNumbers(def.innerType as z.ZodType, value);
    case 'lazy':
      return toReferenceNumbers((def.getter as () => z.ZodType)(), value);
    case 'pipe':
      return toReferenceNumbers(def.out as z.ZodType, value);
    case 'array':
      return Array.isArray(value) ? value.map((item) => toReferenceNumbers(def.element as z.ZodType, item)) : value;
    case 'object':
      return mapEntries(value, (key) => (def.shape as Record<string, z.ZodType>)[key]);
    case 'record':
      return mapEntries(value, () => def.valueType as z.ZodType);
    case 'union': {
      const option = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      return option ? toReferenceNumbers(option, value) : value;
    }
    case 'intersection':
      return toReferenceNumbers(def.right as z.ZodType, toReferenceNumbers(def.left as z.ZodType, value));
    default:
      return value;
  }
}

type ZodDef = { type: string } & Record<string, unknown>;

function mapEntries(value: unknown, schemaOf: (key: string) => z.ZodType | undefined): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const schema = schemaOf(key);
    out[key] = schema ? toReferenceNumbers(schema, item) : item;
  }
  return out;
}
