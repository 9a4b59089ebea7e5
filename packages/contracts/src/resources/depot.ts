import { bool, decimal, id, int, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** 仓库: the first depot of a tenant is the default; the principal is a user of the tenant. */
export const depotContract = defineResourceContract({
  name: 'depot',
  label: '仓库',
  page: '/system/depot',
  fields: {
    name: text({ label: '仓库名称', required: true, max: 50, search: 'like', sortable: true }),
    address: text({ label: '仓库地址', max: 100 }),
    warehousing: decimal({ label: '仓储费', nonNegative: true }),
    truckage: decimal({ label: '搬运费', nonNegative: true }),
    type: int({ label: '类型', writable: false, search: 'eq' }),
    principal: id({ label: '负责人' }),
    principalName: text({ label: '负责人姓名', max: 255, computed: true }),
    sort: text({ label: '排序', max: 10, sortable: true }),
    remark: text({ label: '备注', max: 100, search: 'like' }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    isDefault: bool({ label: '是否默认', writable: false }),
  },
  nameField: 'name',
  statusField: 'enabled',
  defaultSort: { field: 'sort', order: 'asc' },
});
