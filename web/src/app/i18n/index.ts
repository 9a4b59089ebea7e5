import { zhCN } from './zh-CN';

export const messages = zhCN;

/** Fills `{name}` placeholders; unknown names are left visible so a missing value is noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
