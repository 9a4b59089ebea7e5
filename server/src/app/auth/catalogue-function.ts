// Shared by the catalogue's parts (function-catalogue.ts composes them).
export interface CatalogueFunction {
  number: string;
  parentNumber: string;
  name: string;
  url: string;
  component: string;
  icon: string;
  sort: string;
  pushBtn: string;
  state: boolean;
  hidden?: boolean;
}

export const TAB = '/layouts/TabLayout';
// Bills keep the reference set. Print (5) and void (6) are left out: the reference never
// gates printing by role and has no void action on bills; add them here once we do.
export const BILL = '1,2,3,7';
export const EDIT = '1';
export const EDIT_EXPORT = '1,3';
export const READ_ONLY = '';

/** The codes of a comma list ('' → none). */
export function splitButtons(list: string): string[] {
  return list === '' ? [] : list.split(',');
}
