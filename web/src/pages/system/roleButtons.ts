import { BUTTON_LABELS, type ButtonCode } from '@suanpan/contracts';

/** A page of the role with the buttons it offers (`pushBtn`) and those the role holds (`btnStr`). */
export interface RoleButtonRow {
  id: number;
  name: string;
  pushBtn: string;
  btnStr: string | null;
}

/** Button columns in the reference's order: 编辑, 审核, 反审核, 导出, 启用禁用, 打印, 作废. */
export const BUTTON_ORDER: ButtonCode[] = ['1', '2', '7', '3', '4', '5', '6'];
export const BULK_CODES: ButtonCode[] = ['1', '2', '7', '3'];
export const buttonLabel = (code: ButtonCode): string => BUTTON_LABELS[code];

const codes = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

export const offers = (row: RoleButtonRow, code: string): boolean => codes(row.pushBtn).includes(code);

/** The held buttons per page id, limited to what each page offers. */
export function initialGrants(rows: RoleButtonRow[]): Record<number, string[]> {
  return Object.fromEntries(rows.map((r) => [r.id, codes(r.btnStr).filter((c) => offers(r, c))]));
}

/** Turns one code on or off on every page offering it (全选-编辑 …), or every code with `code` undefined (全选). */
export function toggleAll(rows: RoleButtonRow[], grants: Record<number, string[]>, on: boolean, code?: string): Record<number, string[]> {
  const next = { ...grants };
  for (const row of rows) {
    const targets = code ? [code] : codes(row.pushBtn);
    const held = new Set(next[row.id] ?? []);
    for (const c of targets) {
      if (!offers(row, c)) continue;
      if (on) held.add(c);
      else held.delete(c);
    }
    next[row.id] = BUTTON_ORDER.filter((c) => held.has(c));
  }
  return next;
}

/** Whether every page offering `code` (or every offered code) holds it. */
export function allOn(rows: RoleButtonRow[], grants: Record<number, string[]>, code?: string): boolean {
  const relevant = rows.flatMap((r) => (code ? (offers(r, code) ? [[r.id, code] as const] : []) : codes(r.pushBtn).map((c) => [r.id, c] as const)));
  return relevant.length > 0 && relevant.every(([id, c]) => grants[id]?.includes(c));
}

/** The `btnStr` JSON text of `/userBusiness/updateBtnStr`. */
export function grantsJson(rows: RoleButtonRow[], grants: Record<number, string[]>): string {
  return JSON.stringify(rows.map((r) => ({ funId: r.id, btnStr: (grants[r.id] ?? []).join(',') })));
}
