/** Button permission codes stored in a role's per-page button string (api.md §1.7). */
export const BUTTON = {
  edit: '1',
  audit: '2',
  export: '3',
  enable: '4',
  print: '5',
  void: '6',
  unaudit: '7',
} as const;

export type ButtonCode = (typeof BUTTON)[keyof typeof BUTTON];

export const BUTTON_LABELS: Record<ButtonCode, string> = {
  '1': '编辑',
  '2': '审核',
  '3': '导出',
  '4': '启用禁用',
  '5': '打印',
  '6': '作废',
  '7': '反审核',
};

/** Parses "1,2,7" into a set, ignoring blanks and unknown codes. */
export function parseButtonString(btnStr: string | null | undefined): Set<ButtonCode> {
  const known = new Set<string>(Object.values(BUTTON));
  const codes = (btnStr ?? '').split(',').map((c) => c.trim());
  return new Set(codes.filter((c): c is ButtonCode => known.has(c)));
}
