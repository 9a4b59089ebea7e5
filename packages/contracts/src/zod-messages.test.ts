import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chineseIssueMessage } from './zod-messages.js';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

// Importing the contracts sets these messages for every schema; a schema's own message still comes first.
describe('validation messages without a message of their schema', () => {
  it('are Chinese and name the field by its path', () => {
    const row = z.object({ name: z.string().min(1).max(5), qty: z.number().int().min(0).lt(100), kind: z.enum(['a', 'b']) });
    const body = z.object({ rows: z.array(row).max(2), code: z.string().regex(/^\d+$/), value: z.union([z.string(), z.number()]) });
    const valid = { rows: [{ name: 'x', qty: 1, kind: 'a' }], code: '1', value: 1 };
    const cases: [unknown, string][] = [
      [{ ...valid, rows: [{ ...valid.rows[0], name: 1 }] }, 'rows.0.name应为文本'],
      [{ ...valid, rows: [{ ...valid.rows[0], name: '' }] }, 'rows.0.name不能为空'],
      [{ ...valid, rows: [{ ...valid.rows[0], name: 'abcdef' }] }, 'rows.0.name不能超过5个字符'],
      [{ ...valid, rows: [{ ...valid.rows[0], qty: -1 }] }, 'rows.0.qty不能小于0'],
      [{ ...valid, rows: [{ ...valid.rows[0], qty: 100 }] }, 'rows.0.qty必须小于100'],
      [{ ...valid, rows: [{ ...valid.rows[0], qty: 1.5 }] }, 'rows.0.qty应为整数'],
      [{ ...valid, rows: [{ ...valid.rows[0], kind: 'c' }] }, 'rows.0.kind只能是：a、b'],
      [{ ...valid, rows: [valid.rows[0], valid.rows[0], valid.rows[0]] }, 'rows最多2项'],
      [{ ...valid, code: 'x' }, 'code格式不正确'],
      [{ ...valid, value: true }, 'value应为文本或数字'],
      [{ rows: [], code: '1' }, 'value不能为空'],
      [[], '提交的内容应为对象'],
    ];
    for (const [value, message] of cases) expect(messageOf(body, value), message).toBe(message);
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('不允许的字段：b');
  });

  it('leave a schema’s own message alone', () => {
    expect(messageOf(z.object({ name: z.string().max(2, '名称太长') }), { name: 'abc' })).toBe('名称太长');
  });

  it('name the field under a prefix when the schema checked part of a request', () => {
    const search = z.object({ type: z.string() });
    const issue = search.safeParse({ type: 1 }, { error: (iss) => chineseIssueMessage(iss, ['search']) }).error?.issues[0];
    expect(issue?.message).toBe('search.type应为文本');
  });
});
