import { z } from 'zod';
import type { AnyField, FieldMap, FieldValue } from '../fields.js';
import type { ResourceContract, ResourceOperation } from '../resource.js';
import { answers, decimalString, idNumber, listOf, messageData, xlsxReply, type RouteResponse } from './contract.js';

/** How the server shows a stored field (platform/resource/row-mapping.ts): every field is present, null when empty. */
function fieldOutput(field: AnyField): z.ZodType {
  switch (field.kind) {
    case 'int':
    case 'id':
      return z.number().nullable();
    case 'decimal':
      return decimalString.nullable();
    case 'bool':
      return z.boolean().nullable();
    case 'flag':
    case 'enum':
      return z.enum(field.options as [string, ...string[]]).nullable();
    default:
      return z.string().nullable();
  }
}

/** The typed shape of a resource row: `id` and each field's value or null (what `fieldOutput` checks). */
type RowShape<F extends FieldMap> = { id: z.ZodNumber } & { [K in keyof F]: z.ZodType<FieldValue<F[K]> | null> };

/**
 * One row of a resource as the list and info endpoints answer it: `id`, every field under its API
 * name, a `…Str` twin of each datetime. Extra keys a resource's hook adds (names of referenced rows)
 * are allowed.
 */
export function resourceRowSchema<F extends FieldMap>(contract: ResourceContract<F>, which: 'all' | 'stored' = 'all'): z.ZodObject<RowShape<F>, z.core.$loose> {
  const shape: Record<string, z.ZodType> = { id: idNumber };
  for (const [key, field] of Object.entries(contract.fields)) {
    if (which === 'stored' && field.computed) continue;
    shape[key] = fieldOutput(field);
    if (field.kind === 'datetime') shape[`${key}Str`] = z.string().nullable();
  }
  // The shape is built by walking the definition; its type is the mapped one above.
  return z.looseObject(shape) as unknown as z.ZodObject<RowShape<F>, z.core.$loose>;
}

/** A row as the pickers read it straight from the table: the stored fields only, without what the list derives (balances, names). */
export const storedRowSchema = <F extends FieldMap>(contract: ResourceContract<F>) => resourceRowSchema(contract, 'stored');

/** The answers of a resource's standard endpoints (api.md §1.8), derived from its one definition. */
export function resourceResponses(contract: ResourceContract): Record<ResourceOperation, RouteResponse> {
  const row = resourceRowSchema(contract);
  const ok = answers(messageData);
  return {
    list: answers(listOf(row)),
    info: answers(z.object({ info: row })),
    add: answers(z.object({ id: idNumber, message: z.string() })),
    update: ok,
    delete: ok,
    deleteBatch: ok,
    batchSetStatus: ok,
    checkIsNameExist: answers(z.object({ status: z.boolean() })),
    exportExcel: xlsxReply,
  };
}
