import { describe, it, expect } from 'vitest';
import { BUTTON } from '@suanpan/contracts';
import { functionCatalogue, splitButtons } from '../../../app/auth/function-catalogue.js';
import { PLATFORM_ONLY_URLS, platformAdminRole, roleSeeds, tenantPackageRole, validateRoleGrants } from './roles.seed.js';
import { publicPlatformConfigKeys } from '../../../modules/system/platform-config.service.js';
import { platformConfigSeeds } from './platform-config.seed.js';

// Every view product-spec.md §2.1 lists as reachable through menus, by function url.
const SPEC_VIEW_URLS = {
  bills: [
    '/bill/sale_quote',
    '/bill/sale_order',
    '/bill/sale_out',
    '/bill/sale_back',
    '/bill/purchase_order',
    '/bill/purchase_in',
    '/bill/purchase_back',
    '/bill/retail_out',
    '/bill/retail_back',
    '/bill/other_in',
    '/bill/other_out',
    '/bill/allocation_out',
    '/bill/assemble',
    '/bill/disassemble',
    '/bill/production_order',
    '/bill/production_in',
  ],
  financial: ['/financial/money_in', '/financial/money_out', '/financial/advance_in', '/financial/item_in', '/financial/item_out', '/financial/giro'],
  material: [
    '/material/material',
    '/material/material_category',
    '/material/material_attribute',
    '/material/material_property',
    '/material/batch_set_info',
    '/material/batch_set_price',
    '/material/batch_set_stock',
    '/material/color_yarn_ratio',
  ],
  reports: [
    '/report/account_report',
    '/report/allocation_detail',
    '/report/buy_in_report',
    '/report/customer_account',
    '/report/vendor_account',
    '/report/in_detail',
    '/report/out_detail',
    '/report/in_material_count',
    '/report/out_material_count',
    '/report/in_out_stock_report',
    '/report/material_stock',
    '/report/retail_out_report',
    '/report/sale_out_report',
    '/report/stock_warning_report',
  ],
  system: [
    '/system/account',
    '/system/customer',
    '/system/vendor',
    '/system/depot',
    '/system/function',
    '/system/in_out_item',
    '/system/log',
    '/system/member',
    '/system/msg',
    '/system/organization',
    '/system/person',
    '/system/platform_config',
    '/system/plugin',
    '/system/role',
    '/system/system_config',
    '/system/system_msg',
    '/system/tenant',
    '/system/unit',
    '/system/user',
  ],
};

const byUrl = new Map(functionCatalogue.map((fn) => [fn.url, fn]));
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('function seeds', () => {
  it('holds the 65 reference rows plus the new views', () => {
    expect(functionCatalogue).toHaveLength(65 + 14);
  });

  it('has unique numbers and urls', () => {
    expect(duplicates(functionCatalogue.map((fn) => fn.number))).toEqual([]);
    expect(duplicates(functionCatalogue.map((fn) => fn.url))).toEqual([]);
  });

  it('links every row to an existing parent whose number prefixes it by two digits', () => {
    const numbers = new Set(functionCatalogue.map((fn) => fn.number));
    for (const fn of functionCatalogue) {
      if (fn.parentNumber === '0') {
        expect(fn.number, fn.name).toMatch(/^\d{4}$/);
        continue;
      }
      expect(numbers.has(fn.parentNumber), fn.name).toBe(true);
      expect(fn.number, fn.name).toMatch(new RegExp(`^${fn.parentNumber}\\d{2}$`));
    }
  });

  it('lists rows in menu order and the sort strings agree', () => {
    const topLevel = functionCatalogue.filter((fn) => fn.parentNumber === '0');
    expect(topLevel.map((fn) => fn.sort)).toEqual(topLevel.map((fn) => fn.sort).sort());
    const expectedOrder = topLevel.flatMap((folder) => {
      const children = functionCatalogue.filter((fn) => fn.parentNumber === folder.number);
      const sorts = children.map((fn) => fn.sort);
      expect(duplicates(sorts), folder.name).toEqual([]);
      expect(sorts, folder.name).toEqual([...sorts].sort());
      return [folder, ...children];
    });
    expect(expectedOrder).toEqual(functionCatalogue);
    expect(topLevel.map((fn) => fn.name)).toEqual([
      '零售管理',
      '采购管理',
      '销售管理',
      '生产管理',
      '仓库管理',
      '财务管理',
      '流程管理',
      '报表查询',
      '商品管理',
      '基础资料',
      '系统管理',
    ]);
  });

  it('offers only known button codes, and none on folders', () => {
    const known: string[] = Object.values(BUTTON);
    for (const fn of functionCatalogue) {
      for (const code of splitButtons(fn.pushBtn)) expect(known, fn.url).toContain(code);
      if (fn.parentNumber === '0') {
        expect(fn.pushBtn, fn.url).toBe('');
        expect(fn.component).toBe('/layouts/TabLayout');
      }
    }
  });

  it('contains every view named in product-spec §2.1', () => {
    const missing = Object.values(SPEC_VIEW_URLS)
      .flat()
      .filter((url) => !byUrl.has(url));
    expect(missing).toEqual([]);
  });

  it('keeps the reference code of the renumbered 菜单管理 unique from 系统配置', () => {
    expect(byUrl.get('/system/system_config')?.number).toBe('000105');
    expect(byUrl.get('/system/function')?.number).toBe('000110');
  });
});

describe('role seeds', () => {
  it('has consistent grants', () => {
    expect(validateRoleGrants()).toEqual([]);
  });

  it('detects inconsistent grants', () => {
    const broken = {
      ...tenantPackageRole,
      grants: [
        { url: '/nowhere', btnStr: '' },
        { url: '/bill/sale_out', btnStr: '1,9' },
        { url: '/system/role', btnStr: '2' },
        { url: '/system/tenant', btnStr: '1' },
      ],
    };
    expect(validateRoleGrants([broken])).toHaveLength(7);
  });

  it('gives the administrator every function', () => {
    expect(platformAdminRole.grants.map((g) => g.url)).toEqual(functionCatalogue.map((fn) => fn.url));
  });

  it('gives the tenant package everything except the platform-only pages', () => {
    const urls = tenantPackageRole.grants.map((g) => g.url);
    expect(urls).toHaveLength(functionCatalogue.length - PLATFORM_ONLY_URLS.length);
    for (const url of PLATFORM_ONLY_URLS) expect(urls).not.toContain(url);
    for (const url of [
      '/system',
      '/system/role',
      '/system/user',
      '/system/organization',
      '/system/log',
      '/material/material_property',
      '/system/system_config',
      '/system/msg',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('grants the reference button strings', () => {
    for (const role of roleSeeds) {
      const btn = new Map(role.grants.map((g) => [g.url, g.btnStr]));
      expect(btn.get('/bill/sale_out')).toBe('1,2,7,3');
      expect(btn.get('/financial/giro')).toBe('1,2,7,3');
      expect(btn.get('/bill/production_in')).toBe('1,2,7,3');
      expect(btn.get('/material/material')).toBe('1,3');
      expect(btn.get('/system/vendor')).toBe('1,3');
      expect(btn.get('/system/member')).toBe('1,3');
      // Basic-data lists export too (reference: '1'); see functions.seed.ts.
      expect(btn.get('/system/depot')).toBe('1,3');
      expect(btn.get('/system/role')).toBe('1');
      expect(btn.get('/report/material_stock')).toBe('');
      expect(btn.get('/billB')).toBe('');
    }
  });
});

describe('platform config seeds', () => {
  it('has unique keys including bill_print_pro_url, with safe defaults', () => {
    const keys = platformConfigSeeds.map((c) => c.key);
    expect(duplicates(keys)).toEqual([]);
    expect(keys).toHaveLength(24);
    const value = new Map(platformConfigSeeds.map((c) => [c.key, c.value]));
    expect(value.get('bill_print_pro_url')).toBe('');
    expect(value.get('register_flag')).toBe('1');
    expect(value.get('checkcode_flag')).toBe('0');
    expect(value.get('platform_name')).toBe('算盘ERP');
    expect(value.get('platform_url')).toBe('');
  });

  it('never exposes a credential key publicly', () => {
    const keys = new Set(platformConfigSeeds.map((c) => c.key));
    for (const key of publicPlatformConfigKeys) {
      expect(keys.has(key), key).toBe(true);
      expect(key).not.toMatch(/secret|auth_code|activation|aliOss|weixin/i);
    }
  });
});
