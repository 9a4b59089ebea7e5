import { describe, expect, it } from 'vitest';
import { liveCatalogue } from './live';

const zh = { page: { title: '标题', steps: ['一', '二'] }, size: 3 };
const en = { page: { title: 'Title', steps: ['One', 'Two'] }, size: 3 };

describe('liveCatalogue', () => {
  it('reads the current catalogue when a text is read, through views kept at module level', () => {
    let current = zh;
    const messages = liveCatalogue(() => current);
    const t = messages.page; // as screens keep `const t = messages.x` at module level
    expect(t.title).toBe('标题');
    current = en;
    expect(t.title).toBe('Title');
    expect(t.steps).toEqual(['One', 'Two']);
    expect(messages.size).toBe(3);
    expect(messages.page).toBe(t);
  });

  it('behaves as a plain object for spreading, keys and `in`', () => {
    const messages = liveCatalogue(() => en);
    expect({ ...messages.page }).toEqual(en.page);
    expect(Object.keys(messages)).toEqual(['page', 'size']);
    expect('title' in messages.page).toBe(true);
    expect('missing' in messages.page).toBe(false);
    expect((messages.page as Record<string, unknown>).missing).toBeUndefined();
  });
});
