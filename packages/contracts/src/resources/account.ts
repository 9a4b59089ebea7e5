import { bool, decimal, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** 结算账户: the current balance is computed from the opening balance and the money movements. */
export const accountContract = defineResourceContract({
  name: 'account',
  label: '结算账户',
  page: '/system/account',
  fields: {
    name: text({ label: '名称', required: true, max: 50, search: 'like', sortable: true }),
    serialNo: text({ label: '编号', max: 50, search: 'like', sortable: true }),
    initialAmount: decimal({ label: '期初金额' }),
    currentAmount: decimal({ label: '当前余额', computed: true }),
    thisMonthAmount: decimal({ label: '本月发生额', computed: true }),
    remark: text({ label: '备注', max: 100, search: 'like' }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    sort: text({ label: '排序', max: 10, sortable: true }),
    isDefault: bool({ label: '是否默认', writable: false }),
  },
  nameField: 'name',
  statusField: 'enabled',
  defaultSort: { field: 'sort', order: 'asc' },
});
