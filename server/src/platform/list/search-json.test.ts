import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseSearchJson } from './search-json.js';

const schema = z.strictObject({ name: z.string().max(5, '名称太长').optional(), depotId: z.coerce.number({ error: '仓库必须是数字' }).optional() });

const refusal = (raw: string) => {
  try {
    parseSearchJson(schema, raw);
    return 'accepted';
  } catch (error) {
    const e = error as { status: number; message: string; field?: string };
    return `${e.status} ${e.field} ${e.message}`;
  }
};

describe('a list search parameter', () => {
  it('reads no search, blanks and empty filters as no filter', () => {
    expect(parseSearchJson(schema, undefined)).toEqual({});
    expect(parseSearchJson(schema, '  ')).toEqual({});
    expect(parseSearchJson(schema, '{"name":"","depotId":null}')).toEqual({});
    expect(parseSearchJson(schema, '{"name":"ab","depotId":"7"}')).toEqual({ name: 'ab', depotId: 7 });
  });

  it('refuses what is not a JSON object, naming search or the filter, in Chinese', () => {
    expect(refusal('{not json')).toBe('400 search 查询条件search不是有效的JSON');
    expect(refusal('[1,2]')).toBe('400 search 查询条件search必须是JSON对象');
    expect(refusal('"text"')).toBe('400 search 查询条件search必须是JSON对象');
    expect(refusal('{"name":"abcdefg"}')).toBe('400 search.name 名称太长');
    expect(refusal('{"depotId":"x"}')).toBe('400 search.depotId 仓库必须是数字');
  });
});
