import { bool, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

export const PERSON_TYPES = ['销售员', '仓管员', '财务员'] as const;

export const personContract = defineResourceContract({
  name: 'person',
  label: '经手人',
  page: '/system/person',
  fields: {
    name: text({ label: '姓名', required: true, max: 50, search: 'like', sortable: true }),
    type: oneOf({ label: '类型', required: true, values: PERSON_TYPES, search: 'eq', sortable: true }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    sort: text({ label: '排序', max: 10, sortable: true }),
  },
  nameField: 'name',
  statusField: 'enabled',
  defaultSort: { field: 'sort', order: 'asc' },
});
