import { z } from 'zod';

// What a value should have been, in the words of the message.
const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  object: '对象',
  record: '对象',
  array: '列表',
  tuple: '列表',
  set: '列表',
  map: '对象',
  date: '日期',
  file: '文件',
};

const SHOWN_CHOICES = 10;

/**
 * The Chinese message of a validation issue that its schema left without one, naming the field by its path
 * (`search.organId`, `rows.0.unitPrice`; `prefix` goes before the path when the schema checked part of a request).
 * A schema's own message (`z.string().max(100, '名称不能超过100个字符')`) always comes first: zod asks this only when
 * there is none, so no English default of zod ever reaches a client.
 */
export function chineseIssueMessage(issue: z.core.$ZodRawIssue, prefix: readonly PropertyKey[] = []): string {
  const path = [...prefix, ...(issue.path ?? [])].map(String);
  const name = path.length > 0 ? path.join('.') : '提交的内容';
  // A required field left out: whatever type it should have had.
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union')) return `${name}不能为空`;
  switch (issue.code) {
    case 'invalid_type':
      return `${name}应为${TYPE_NAMES[issue.expected] ?? '正确的类型'}`;
    case 'too_small':
      return tooSmall(name, issue);
    case 'too_big':
      return tooBig(name, issue);
    case 'invalid_format':
      return `${name}格式不正确`;
    case 'not_multiple_of':
      return `${name}必须是${String(issue.divisor)}的倍数`;
    case 'unrecognized_keys':
      return `${path.length > 0 ? `${name}中` : ''}不允许的字段：${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.values.length <= SHOWN_CHOICES ? `${name}只能是：${issue.values.map(String).join('、')}` : `${name}的值不在允许范围内`;
    case 'invalid_union':
      return `${name}${expectedOfUnion(issue.errors) ?? '的值不正确'}`;
    default:
      return `${name}的值不正确`;
  }
}

/** `应为文本或数字` when every option of a union refused the value for its type alone. */
function expectedOfUnion(branches: readonly (readonly z.core.$ZodIssue[])[]): string | undefined {
  const expected = branches.map((issues) => {
    const only = issues.length === 1 ? issues[0] : undefined;
    return only?.code === 'invalid_type' && only.path.length === 0 ? TYPE_NAMES[only.expected] : undefined;
  });
  if (expected.length === 0 || expected.some((e) => e === undefined)) return undefined;
  return `应为${[...new Set(expected)].join('或')}`;
}

function tooSmall(name: string, issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return issue.minimum === 1 ? `${name}不能为空` : `${name}至少${min}个字符`;
    case 'array':
    case 'set':
      return `${name}至少${min}项`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `${name}不能小于${min}` : `${name}必须大于${min}`;
    default:
      return `${name}的值太小`;
  }
}

function tooBig(name: string, issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `${name}不能超过${max}个字符`;
    case 'array':
    case 'set':
      return `${name}最多${max}项`;
    case 'file':
      return `${name}不能超过${max}字节`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `${name}不能大于${max}` : `${name}必须小于${max}`;
    default:
      return `${name}的值太大`;
  }
}

// Every schema of the product, on the server and in the browser, speaks Chinese: set once, where the schemas live.
z.config({ customError: (issue) => chineseIssueMessage(issue) });
