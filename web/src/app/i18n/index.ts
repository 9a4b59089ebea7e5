import type { Catalogue } from './catalogue';
import { enUS } from './en-US';
import { currentLanguage, type Language } from './language';
import { liveCatalogue } from './live';
import { zhCN, type Messages } from './zh-CN';

const CATALOGUES: Record<Language, Catalogue<Messages>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** The interface text in the current language, read when used (see live.ts). */
export const messages = liveCatalogue(() => CATALOGUES[currentLanguage()]);

export { currentLanguage, LANGUAGE_NAMES, otherLanguage, setLanguage, useLanguage, type Language } from './language';

/** Fills `{name}` placeholders; unknown names are left visible so a missing value is noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
