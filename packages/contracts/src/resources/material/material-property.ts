import { bool, text } from '../../fields.js';
import { defineResourceContract } from '../../resource.js';

/** The renamable product fields (商品属性): each built-in field and the tenant's label for it. */
export const MATERIAL_PROPERTY_NATIVE_NAMES = ['制造商', '自定义1', '自定义2', '自定义3'] as const;

/**
 * The titles of those fields' columns while a field's 别名 is empty (screens.md: otherField1..3 are 扩展1/2/3 until renamed),
 * as the screens show them (the web's catalogue: material.fields).
 */
export const MATERIAL_PROPERTY_UNNAMED_TITLES = ['制造商', '扩展1', '扩展2', '扩展3'] as const;

/** Which material field each native name labels. */
export const MATERIAL_PROPERTY_FIELDS: Record<(typeof MATERIAL_PROPERTY_NATIVE_NAMES)[number], string> = {
  制造商: 'mfrs',
  自定义1: 'otherField1',
  自定义2: 'otherField2',
  自定义3: 'otherField3',
};

export const materialPropertyContract = defineResourceContract({
  name: 'materialProperty',
  label: '商品属性',
  page: '/material/material_property',
  fields: {
    nativeName: text({ label: '名称', max: 50, writable: false, search: 'like', searchKey: 'name' }),
    anotherName: text({ label: '别名', required: true, max: 30 }),
    enabled: bool({ label: '是否显示', defaultValue: true }),
    sort: text({ label: '排序', max: 10, sortable: true }),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  // The four rows exist for every tenant (created on first read); only their labels change.
  operations: ['list', 'info', 'update'],
});
