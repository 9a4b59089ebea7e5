import { recordId } from './query-params.js';
import { z } from 'zod';
import type { ButtonCode } from './buttons.js';
import type { AnyField, FieldMap } from './fields.js';

/**
 * One declaration per entity: the web list page, its form and the server's standard endpoints
 * (`/{name}/list|info|add|update|delete|deleteBatch|batchSetStatus|checkIsNameExist`) all follow it.
 */
export interface ResourceContract<F extends FieldMap = FieldMap> {
  /** Path segment under the API prefix, e.g. `person`. */
  name: string;
  label: string;
  /** Url of the menu function whose permission guards the resource. */
  page: string;
  fields: F;
  /** Field compared by `checkIsNameExist`; absent when the resource has no such check. */
  nameField?: keyof F & string;
  /** Boolean/flag field written by `batchSetStatus`; absent when the resource has no status switch. */
  statusField?: keyof F & string;
  /** Values `batchSetStatus` accepts and stores when they are codes rather than booleans (users: 0 enable, 2 disable). */
  statusCodes?: { enable: number | string; disable: number | string };
  /** Button code required by `batchSetStatus` (the reference uses 编辑 for enable/disable). */
  statusButton?: ButtonCode;
  /** Extra search keys that are not fields (handled by a server hook), with their schemas. */
  extraSearch?: Record<string, z.ZodType>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Which standard endpoints exist; all by default. */
  operations?: readonly ResourceOperation[];
}

export type ResourceOperation = 'list' | 'info' | 'add' | 'update' | 'delete' | 'deleteBatch' | 'batchSetStatus' | 'checkIsNameExist' | 'exportExcel';
export const ALL_OPERATIONS: readonly ResourceOperation[] = [
  'list',
  'info',
  'add',
  'update',
  'delete',
  'deleteBatch',
  'batchSetStatus',
  'checkIsNameExist',
  'exportExcel',
];

export function defineResourceContract<F extends FieldMap>(contract: ResourceContract<F>): ResourceContract<F> {
  return contract;
}

export function hasOperation(contract: ResourceContract, op: ResourceOperation): boolean {
  const ops = contract.operations ?? ALL_OPERATIONS;
  if (op === 'checkIsNameExist' && !contract.nameField) return false;
  if (op === 'batchSetStatus' && !contract.statusField) return false;
  return ops.includes(op);
}

function writableEntries(fields: FieldMap): Array<[string, AnyField]> {
  return Object.entries(fields).filter(([, f]) => f.writable);
}

const idSchema = recordId('id');

/**
 * An optional field's input: null clears it — except for a field with a default, whose column always holds a value
 * (a null there would fail in the database rather than as this field's 400).
 */
const optionalInput = (field: AnyField) => {
  const schema = field.defaultValue === undefined ? field.input.nullable().optional() : field.input.optional();
  return field.kind === 'text' ? schema : z.preprocess(field.defaultValue === undefined ? blankAsNull : blankToUndefined, schema);
};

/**
 * An empty optional number, id, date or choice: the reference's forms send `""` for every field left empty, which
 * means "none" there (a text field keeps `""`, its empty text).
 */
export function blankAsNull(v: unknown): unknown {
  return v === '' ? null : v;
}

/** Body of `/add`: writable fields only; unknown keys are refused. Optional fields without a default may be cleared with null. */
export function createSchema(contract: ResourceContract) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of writableEntries(contract.fields)) {
    shape[key] = field.required ? field.input : optionalInput(field);
  }
  return z.strictObject(shape, { error: (iss) => unknownKeyMessage(iss) });
}

/** Body of `/update`: `id` plus any subset of the writable fields. */
export function updateSchema(contract: ResourceContract) {
  const shape: Record<string, z.ZodType> = { id: idSchema };
  for (const [key, field] of writableEntries(contract.fields)) {
    shape[key] = field.required ? field.input.optional() : optionalInput(field);
  }
  return z.strictObject(shape, { error: (iss) => unknownKeyMessage(iss) });
}

/** The `search` JSON of `/list`: searchable fields plus declared extra keys; blank values count as absent. */
export function searchSchema(contract: ResourceContract) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(contract.fields)) {
    if (!field.search || field.computed) continue;
    shape[field.searchKey ?? key] = z.preprocess(blankToUndefined, searchValueSchema(field).optional());
  }
  for (const [key, schema] of Object.entries(contract.extraSearch ?? {})) {
    shape[key] = z.preprocess(blankToUndefined, schema.optional());
  }
  return z.strictObject(shape, { error: (iss) => unknownKeyMessage(iss, '查询条件') });
}

function searchValueSchema(field: AnyField): z.ZodType {
  const label = field.label;
  switch (field.kind) {
    case 'int':
    case 'id':
      return z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`);
    case 'bool':
      return z.union([z.boolean(), z.enum(['true', 'false', '0', '1']).transform((v) => v === 'true' || v === '1')], {
        error: `${label}必须是布尔值`,
      });
    case 'enum':
    case 'flag':
      return z.enum(field.options as [string, ...string[]], { error: `${label}只能是：${(field.options ?? []).join('、')}` });
    default:
      return z
        .union([z.string(), z.number()], { error: `${label}必须是文本` })
        .transform((v) => String(v).trim())
        .pipe(z.string().max(200, `${label}不能超过200个字符`));
  }
}

function blankToUndefined(v: unknown): unknown {
  return v === '' || v === null ? undefined : v;
}

function unknownKeyMessage(iss: { code?: string; keys?: string[] }, what = '字段'): string | undefined {
  if (iss.code === 'unrecognized_keys' && iss.keys) return `不允许的${what}：${iss.keys.join(', ')}`;
  return undefined;
}
