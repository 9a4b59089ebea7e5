import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../session/storage';
import { STORAGE_KEYS } from '../session/storageKeys';
import { currentLanguage, languageAtLoad, setLanguage } from './language';

afterEach(() => setLanguage('zh-CN'));

describe('interface language', () => {
  it('a first visit follows the browser: English for any en…, Chinese otherwise', () => {
    expect(languageAtLoad(undefined, 'en')).toBe('en-US');
    expect(languageAtLoad(undefined, 'en-GB')).toBe('en-US');
    expect(languageAtLoad(undefined, 'zh-CN')).toBe('zh-CN');
    expect(languageAtLoad(undefined, 'zh-TW')).toBe('zh-CN');
    expect(languageAtLoad(undefined, 'fr-FR')).toBe('zh-CN');
    expect(languageAtLoad(undefined, 'eng')).toBe('zh-CN');
    expect(languageAtLoad(undefined, undefined)).toBe('zh-CN');
  });

  it('a choice kept in this browser wins over the browser; anything else kept is ignored', () => {
    expect(languageAtLoad('en-US', 'zh-CN')).toBe('en-US');
    expect(languageAtLoad('zh-CN', 'en-US')).toBe('zh-CN');
    expect(languageAtLoad('fr-FR', 'zh-CN')).toBe('zh-CN');
    expect(languageAtLoad(42, 'en-US')).toBe('en-US');
  });

  it("a switch is kept in this browser and marks the page's language", () => {
    setLanguage('en-US');
    expect(currentLanguage()).toBe('en-US');
    expect(storage.get(STORAGE_KEYS.language)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
