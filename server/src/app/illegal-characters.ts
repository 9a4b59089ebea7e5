import { badRequest } from './errors.js';

// NUL, which PostgreSQL text cannot hold, and a UTF-16 surrogate without its pair (from a JSON "\ud800" escape),
// which no encoding can write: the database, a file name or a spreadsheet would fail on them later — after an
// export had begun, or as a vague error without the field.
// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const ILLEGAL = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Where an illegal character sits in an input (a dotted path, `''` for the value itself), or undefined. Keys count too. */
export function illegalCharacterPath(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return ILLEGAL.test(value) ? '' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (ILLEGAL.test(key)) return '';
    const below = illegalCharacterPath(inner, depth + 1);
    if (below !== undefined) return below === '' ? key : `${key}.${below}`;
  }
  return undefined;
}

/** Refuses an input holding an illegal character with a 400 naming the field (under `prefix`, e.g. `search`). */
export function refuseIllegalCharacters(value: unknown, prefix?: string): void {
  const at = illegalCharacterPath(value);
  if (at === undefined) return;
  const field = [prefix, at].filter((p) => p).join('.');
  throw badRequest(field ? `${field}中包含非法字符` : '请求中包含非法字符', field || undefined);
}
