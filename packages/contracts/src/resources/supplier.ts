import { z } from 'zod';
import { bool, decimal, id, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

export const PARTNER_TYPES = ['供应商', '客户', '会员'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Menu page of each partner type: one table, three screens, each with its own permission. */
export const PARTNER_TYPE_PAGES: Record<PartnerType, string> = {
  供应商: '/system/vendor',
  客户: '/system/customer',
  会员: '/system/member',
};

/**
 * 往来单位: suppliers, customers and members in one table, keyed by (type, name). Receivable,
 * payable and member prepayment are computed on read; only their opening parts are stored.
 */
export const supplierContract = defineResourceContract({
  name: 'supplier',
  label: '往来单位',
  page: '/system/vendor',
  fields: {
    supplier: text({ label: '名称', required: true, max: 255, search: 'like', sortable: true }),
    type: oneOf({ label: '类型', required: true, values: PARTNER_TYPES, search: 'eq' }),
    contacts: text({ label: '联系人', max: 100, search: 'like' }),
    telephone: text({ label: '手机号码', max: 30, search: 'like' }),
    phoneNum: text({ label: '联系电话', max: 30, search: 'like', searchKey: 'phonenum' }),
    email: text({ label: '电子邮箱', max: 100, pattern: /^$|^[^\s@]+@[^\s@]+$/, patternMessage: '电子邮箱格式不正确' }),
    fax: text({ label: '传真', max: 30 }),
    beginNeedGet: decimal({ label: '期初应收' }),
    beginNeedPay: decimal({ label: '期初应付' }),
    allNeedGet: decimal({ label: '期末应收', computed: true }),
    allNeedPay: decimal({ label: '期末应付', computed: true }),
    beginAdvanceIn: decimal({ label: '期初预付款', nonNegative: true }),
    advanceIn: decimal({ label: '预付款', computed: true }),
    taxNum: text({ label: '纳税人识别号', max: 50 }),
    taxRate: decimal({ label: '税率(%)', nonNegative: true }),
    bankName: text({ label: '开户行', max: 50 }),
    accountNumber: text({ label: '账号', max: 50 }),
    address: text({ label: '地址', max: 100 }),
    description: text({ label: '备注', max: 500 }),
    sort: text({ label: '排序', max: 10, sortable: true }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    creator: id({ label: '创建人', writable: false, user: true }),
  },
  nameField: 'supplier',
  statusField: 'enabled',
  defaultSort: { field: 'sort', order: 'asc' },
});

/** Body of the partner pickers (`findBySelect_*`): name filter, the bill's current partner, a cap. */
export const partnerPickerSchema = z.object({
  key: z.string().max(100, '关键字不能超过100个字符').optional(),
  organId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
  limit: z.coerce.number().int().positive().max(500).optional().catch(undefined),
});
