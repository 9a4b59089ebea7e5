import { bool, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

const BUTTON_LIST = /^([1-7](,[1-7])*)?$/;

/** Menu functions are global and edited by the platform administrator only. */
export const functionContract = defineResourceContract({
  name: 'function',
  label: '功能',
  page: '/system/function',
  fields: {
    number: text({ label: '编号', required: true, max: 50, pattern: /^\d{2,20}$/, patternMessage: '编号只能是数字', search: 'like', sortable: true }),
    name: text({ label: '名称', required: true, max: 50, search: 'like', sortable: true }),
    parentNumber: text({ label: '上级编号', required: true, max: 50, pattern: /^\d{1,20}$/, patternMessage: '上级编号只能是数字' }),
    url: text({ label: '链接', required: true, max: 100, pattern: /^(\/[A-Za-z0-9_\-/]*|https?:\/\/\S+)$/, patternMessage: '链接必须以/或http开头' }),
    component: text({ label: '组件', max: 100, pattern: /^(\/[A-Za-z0-9_\-/]*)?$/, patternMessage: '组件必须以/开头' }),
    state: bool({ label: '收缩', defaultValue: false }),
    sort: text({ label: '排序', max: 50, sortable: true }),
    enabled: bool({ label: '启用', defaultValue: true, search: 'eq' }),
    type: text({ label: '类型', max: 50 }),
    pushBtn: text({ label: '功能按钮', max: 50, pattern: BUTTON_LIST, patternMessage: '功能按钮只能是1到7的逗号分隔编号' }),
    icon: text({ label: '图标', max: 50 }),
  },
  nameField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  operations: ['list', 'info', 'add', 'update', 'delete', 'deleteBatch', 'checkIsNameExist'],
});
