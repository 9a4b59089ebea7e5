import { z } from 'zod';

/**
 * Field builders: one declaration per entity field gives its Chinese label, its input schema
 * (with field-named Chinese messages), how it is searched and how it is shown.
 */
export type FieldKind = 'text' | 'int' | 'id' | 'decimal' | 'bool' | 'flag' | 'enum' | 'datetime';
export type SearchMode = 'like' | 'eq';

export interface FieldDef<T = unknown> {
  kind: FieldKind;
  label: string;
  /** Input schema for writes; `undefined` accepted only when the field is optional. */
  input: z.ZodType<T>;
  required: boolean;
  /** Read-only fields are returned but never written from a request. */
  writable: boolean;
  /** Database column; defaults to the snake_case of the field key. */
  column?: string;
  search?: SearchMode;
  /** Key of the filter in the `search` JSON when it differs from the field key (reference names). */
  searchKey?: string;
  sortable?: boolean;
  options?: readonly string[];
  defaultValue?: T;
  /** Derived on read (e.g. balances); never stored in or selected from the resource's table. */
  computed?: boolean;
  /** An id of a user of the tenant (创建人): exports write the user's name, not the id. */
  user?: boolean;
}

interface CommonOptions {
  label: string;
  required?: boolean;
  column?: string;
  search?: SearchMode;
  searchKey?: string;
  sortable?: boolean;
  writable?: boolean;
  /** Derived by the server on read; implies read-only. */
  computed?: boolean;
}

const MAX_INT = 2_147_483_647;

function finish<T>(kind: FieldKind, schema: z.ZodType<T>, o: CommonOptions, extra: Partial<FieldDef<T>> = {}): FieldDef<T> {
  return {
    kind,
    label: o.label,
    input: schema,
    required: o.required ?? false,
    writable: o.computed ? false : (o.writable ?? true),
    ...(o.computed ? { computed: true } : {}),
    ...(o.column ? { column: o.column } : {}),
    ...(o.search ? { search: o.search } : {}),
    ...(o.searchKey ? { searchKey: o.searchKey } : {}),
    ...(o.sortable ? { sortable: true } : {}),
    ...extra,
  };
}

export function text(o: CommonOptions & { max: number; min?: number; pattern?: RegExp; patternMessage?: string }): FieldDef<string> {
  let s = z
    .string({ error: `${o.label}必须是文本` })
    .trim()
    .max(o.max, `${o.label}不能超过${o.max}个字符`);
  if (o.required) s = s.min(o.min ?? 1, o.min ? `${o.label}不能少于${o.min}个字符` : `${o.label}不能为空`);
  if (o.pattern) s = s.regex(o.pattern, o.patternMessage ?? `${o.label}格式不正确`);
  return finish('text', s, o);
}

export function int(o: CommonOptions & { min?: number; max?: number }): FieldDef<number> {
  const min = o.min ?? 0;
  const max = o.max ?? MAX_INT;
  const s = z
    .number({ error: `${o.label}必须是整数` })
    .int(`${o.label}必须是整数`)
    .min(min, `${o.label}不能小于${min}`)
    .max(max, `${o.label}不能大于${max}`);
  return finish('int', s, o);
}

/** A reference to another row of the same tenant; existence is checked by the server. */
export function id(o: CommonOptions & { user?: boolean }): FieldDef<number> {
  const s = z
    .number({ error: `${o.label}必须是有效的编号` })
    .int(`${o.label}必须是有效的编号`)
    .positive(`${o.label}必须是有效的编号`)
    .max(Number.MAX_SAFE_INTEGER, `${o.label}必须是有效的编号`);
  return finish('id', s, o, o.user ? { user: true } : {});
}

const DECIMAL_PATTERN = /^-?\d{1,18}(\.\d{1,6})?$/;

/** Money and quantities travel as decimal strings (numbers accepted) and are never floats on the server. */
export function decimal(o: CommonOptions & { nonNegative?: boolean }): FieldDef<string> {
  const s = z
    .union([z.string(), z.number()], { error: `${o.label}必须是数字` })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => DECIMAL_PATTERN.test(v), `${o.label}必须是数字，最多18位整数和6位小数`)
    .refine((v) => !o.nonNegative || !v.startsWith('-'), `${o.label}不能为负数`);
  return finish('decimal', s, o);
}

export function bool(o: CommonOptions & { defaultValue?: boolean }): FieldDef<boolean> {
  const s = z.boolean({ error: `${o.label}必须是布尔值` });
  return finish('bool', s, o, o.defaultValue === undefined ? {} : { defaultValue: o.defaultValue });
}

/** The reference's '0'/'1' string flags. */
export function flag(o: CommonOptions & { defaultValue?: '0' | '1' }): FieldDef<'0' | '1'> {
  const s = z.enum(['0', '1'], { error: `${o.label}只能是0或1` });
  return finish('flag', s, o, { options: ['0', '1'], ...(o.defaultValue ? { defaultValue: o.defaultValue } : {}) });
}

export function oneOf<const V extends readonly [string, ...string[]]>(o: CommonOptions & { values: V }): FieldDef<V[number]> {
  const s = z.enum(o.values, { error: `${o.label}只能是：${o.values.join('、')}` });
  return finish('enum', s, o, { options: o.values });
}

/** Server-set timestamps; shown as `YYYY-MM-DD HH:mm:ss`. */
export function datetime(o: CommonOptions): FieldDef<string> {
  const s = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, `${o.label}格式应为YYYY-MM-DD HH:mm:ss`);
  return finish('datetime', s, o);
}

export type AnyField = FieldDef<any>;
export type FieldMap = Record<string, AnyField>;
export type FieldValue<F> = F extends FieldDef<infer T> ? T : never;

export function columnOf(key: string, field: AnyField): string {
  return field.column ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
