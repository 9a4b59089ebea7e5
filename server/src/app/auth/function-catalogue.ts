// The global menu/function tree (reference jsh_function, seed-data.md §1), extended with the views
// product-spec.md §2.1 names that the reference does not seed. Pure data, read at run time (which
// buttons a page offers) and by the reference seed, which upserts its rows by `url` (the stable, DB-unique key).
// Button codes (pushBtn) are those of @suanpan/contracts BUTTON: 1 编辑, 2 审核, 3 导出, 4 启用禁用,
// 5 打印, 6 作废, 7 反审核.

import type { CatalogueFunction } from './catalogue-function.js';
import { BILL_MENUS } from './function-catalogue.bills.js';
import { DATA_MENUS } from './function-catalogue.data.js';
import { SETTINGS_MENUS } from './function-catalogue.settings.js';

export { splitButtons, type CatalogueFunction } from './catalogue-function.js';

// Rows are in menu order: top level by sort, then each folder's children by sort.
// Changes against the reference rows (everything else is the reference's):
// - 菜单管理 000105 → 000110: the reference reuses 000105 for 系统配置.
// - 供应商/客户/会员信息 0102010x → 010207/010208/010209: child = parent number + 2 digits.
// - 字典管理/平台配置 pushBtn '' → '1' (see their rows); reference NULL pushBtn → ''.
// - 多单位/仓库信息/收支项目/结算账户 pushBtn '1' → '1,3': every basic-data list can be exported.
export const functionCatalogue: readonly CatalogueFunction[] = [...BILL_MENUS, ...DATA_MENUS, ...SETTINGS_MENUS];
