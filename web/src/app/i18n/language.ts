import { LANGUAGES, type Language } from '@suanpan/contracts';
import { useSyncExternalStore } from 'react';
import { storage } from '../session/storage';
import { STORAGE_KEYS } from '../session/storageKeys';

export type { Language };

/** Each language by its own name, as a switch offers it whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** What a switch offers: the language not in use. */
export const otherLanguage = (language: Language): Language => (language === 'zh-CN' ? 'en-US' : 'zh-CN');

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language of a page load: the one kept in this browser, else the browser's (English for any en…, Chinese otherwise). */
export function languageAtLoad(stored: unknown, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return /^en\b/i.test(browserLanguage ?? '') ? 'en-US' : 'zh-CN';
}

let current: Language = languageAtLoad(storage.get<unknown>(STORAGE_KEYS.language), typeof navigator === 'undefined' ? undefined : navigator.language);
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return current;
}

/** Switches the interface language and keeps it in this browser; the app's root redraws every screen in it. */
export function setLanguage(language: Language): void {
  if (!isLanguage(language) || language === current) return;
  current = language;
  storage.set(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language, redrawing the calling component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}
