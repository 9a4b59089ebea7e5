import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { enUS } from './en-US';
import { uploadEnUS } from './en-US.upload';
import { zhCN } from './zh-CN';
import type { uploadZhCN } from './zh-CN.upload';

/**
 * The catalogues agree: the types refuse a missing key, but not a key only one language has under a
 * `Record<string, string>` (login.msg, config.flagNames …), Chinese left in the English text, or a `{placeholder}`
 * renamed or dropped in translation. This walks both and names every such place.
 */

/** Han characters and CJK / full-width punctuation (，。！（）“” in their full-width forms, 【】 …). */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** English leaves that may keep CJK text (a proper name that is Chinese by nature); by path. Keep it short. */
const CJK_ALLOWED: readonly string[] = [];

type Tree = { readonly [key: string]: unknown };

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null;
}

/** Every difference between a Chinese and an English catalogue, one line each, by dotted path. */
function catalogueProblems(zh: unknown, en: unknown, allowCjk: readonly string[] = CJK_ALLOWED, path = ''): string[] {
  const here = path || '(root)';
  if (typeof zh === 'string') {
    if (typeof en !== 'string') return [`${here}: a text in Chinese, ${typeof en} in English`];
    const problems: string[] = [];
    if (en.trim() === '' && zh.trim() !== '') problems.push(`${here}: empty in English`);
    if (CJK.test(en) && !allowCjk.includes(path)) problems.push(`${here}: Chinese text in English: ${en}`);
    const zhVars = placeholders(zh).join(',');
    const enVars = placeholders(en).join(',');
    if (zhVars !== enVars) problems.push(`${here}: placeholders {${zhVars}} in Chinese, {${enVars}} in English`);
    return problems;
  }
  if (!isTree(zh)) return typeof zh === typeof en ? [] : [`${here}: ${typeof zh} in Chinese, ${typeof en} in English`];
  if (!isTree(en)) return [`${here}: a group in Chinese, ${typeof en} in English`];
  if (Array.isArray(zh) !== Array.isArray(en)) return [`${here}: a list in one language only`];
  const problems: string[] = [];
  const zhKeys = Object.keys(zh);
  const enKeys = new Set(Object.keys(en));
  for (const key of zhKeys) {
    const child = path ? `${path}.${key}` : key;
    if (!enKeys.has(key)) problems.push(`${child}: missing in English`);
    else problems.push(...catalogueProblems(zh[key], en[key], allowCjk, child));
  }
  for (const key of enKeys) if (!(key in zh)) problems.push(`${path ? `${path}.${key}` : key}: only in English`);
  return problems;
}

describe('catalogueProblems', () => {
  it('finds a key missing or added at any depth, a list of another length, Chinese left in English and a changed placeholder', () => {
    const zh = { a: '确定', b: { c: '共{n}条', d: ['低', '高'] }, e: { x: '甲' } as Record<string, string> };
    const en = { a: 'OK 确定', b: { c: '{count} rows', d: ['Low'] }, e: { x: 'A', y: 'B' }, f: 'extra' };
    expect(catalogueProblems(zh, en)).toEqual([
      'a: Chinese text in English: OK 确定',
      'b.c: placeholders {n} in Chinese, {count} in English',
      'b.d.1: missing in English',
      'e.y: only in English',
      'f: only in English',
    ]);
  });

  it('accepts full agreement, and Chinese only where allowed by path', () => {
    const zh = { a: '算盘', b: { c: '{from}-{to} 共{total}条' } };
    expect(catalogueProblems(zh, { a: '算盘', b: { c: '{from}-{to} of {total}' } }, ['a'])).toEqual([]);
    expect(catalogueProblems(zh, { a: '算盘', b: { c: '{from}-{to} of {total}' } }, [])).toEqual(['a: Chinese text in English: 算盘']);
    expect(catalogueProblems({ a: '好' }, { a: 'Fine（ok）' })).toEqual(['a: Chinese text in English: Fine（ok）']);
    expect(catalogueProblems({ a: '好' }, { a: ' ' })).toEqual(['a: empty in English']);
  });
});

describe('the English catalogue', () => {
  it('has the same keys as the Chinese one at every depth, no Chinese text, and the same placeholders in every text', () => {
    expect(catalogueProblems(zhCN, enUS)).toEqual([]);
  });

  it('is typed so that a missing key, an extra key or a list of another length fails the type check', () => {
    const { none, ...withoutNone } = uploadEnUS;
    // @ts-expect-error `none` is missing: Catalogue<…> of the Chinese part requires every key
    const incomplete: Catalogue<typeof uploadZhCN> = withoutNone;
    // @ts-expect-error `extra` is not in the Chinese part
    const extended: Catalogue<typeof uploadZhCN> = { ...uploadEnUS, extra: 'Extra' };
    // @ts-expect-error the Chinese list has three strength levels
    const shortList: Catalogue<typeof zhCN.register.strengthLevels> = ['Low', 'High'];
    expect([none, 'none' in incomplete, 'extra' in extended, shortList.length]).toEqual(['None', false, true, 2]);
  });
});
