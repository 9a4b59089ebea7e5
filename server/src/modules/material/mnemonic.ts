import { pinyin } from 'pinyin-pro';

/** 助记码: lower-case pinyin initials of the name, other characters kept (商品A1 → spa1), ≤100 chars. */
export function mnemonicOf(name: string): string {
  const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return initials.join('').replace(/\s+/g, '').toLowerCase().slice(0, 100);
}
