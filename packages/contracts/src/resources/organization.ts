import { id, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** Departments form a tree; they are read through the tree endpoints rather than a flat list. */
export const organizationContract = defineResourceContract({
  name: 'organization',
  label: '部门',
  page: '/system/organization',
  fields: {
    orgAbr: text({ label: '名称', required: true, max: 20 }),
    orgNo: text({ label: '编号', required: true, max: 20, pattern: /^[A-Za-z0-9_-]+$/, patternMessage: '编号只能包含字母、数字、下划线和横线' }),
    parentId: id({ label: '上级部门' }),
    sort: text({ label: '排序', max: 20 }),
    remark: text({ label: '备注', max: 500 }),
  },
  nameField: 'orgAbr',
  operations: ['info', 'add', 'update', 'delete', 'deleteBatch', 'checkIsNameExist'],
});
