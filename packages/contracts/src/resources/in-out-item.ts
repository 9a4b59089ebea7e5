import { bool, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

export const IN_OUT_ITEM_TYPES = ['收入', '支出'] as const;

/** 收支项目: name is unique within its type. */
export const inOutItemContract = defineResourceContract({
  name: 'inOutItem',
  label: '收支项目',
  page: '/system/in_out_item',
  fields: {
    name: text({ label: '名称', required: true, max: 50, search: 'like', sortable: true }),
    type: oneOf({ label: '类型', required: true, values: IN_OUT_ITEM_TYPES, search: 'eq', sortable: true }),
    remark: text({ label: '备注', max: 100, search: 'like' }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    sort: text({ label: '排序', max: 10, sortable: true }),
  },
  nameField: 'name',
  statusField: 'enabled',
  defaultSort: { field: 'sort', order: 'asc' },
});
