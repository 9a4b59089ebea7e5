import type { UserButton } from '@suanpan/contracts';

/** Button codes of the per-page button string (spec §5; screens.md §0.2). */
export const BTN = {
  edit: '1',
  audit: '2',
  exportImport: '3',
  enableDisable: '4',
  print: '5',
  void: '6',
  unaudit: '7',
} as const;

/** "Is code in the comma list" (spec §5 helper). */
export function hasCode(btnStr: string | undefined, code: string): boolean {
  if (!btnStr) return false;
  return btnStr
    .split(',')
    .map((s) => s.trim())
    .includes(code);
}

/** Plugin pages keep their buttons under /system (spec §5). */
export function permissionPath(path: string): string {
  return path.startsWith('/plugins') ? `/system${path}` : path;
}

export function btnStrFor(buttons: UserButton[], path: string): string {
  const key = permissionPath(path);
  return buttons.find((b) => b.url === key)?.btnStr ?? '';
}
