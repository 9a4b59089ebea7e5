import type { PartnerType } from '@suanpan/contracts';

/** The reference's import template columns per partner type (api.md §2.8), in its order. */
const COMPANY = (opening: string) => [
  '名称',
  '联系人',
  '手机号码',
  '联系电话',
  '电子邮箱',
  '传真',
  opening,
  '纳税人识别号',
  '税率(%)',
  '开户行',
  '账号',
  '地址',
  '备注',
  '排序',
  '状态',
];

export const PARTNER_TEMPLATE_COLUMNS: Record<PartnerType, readonly string[]> = {
  供应商: COMPANY('期初应付'),
  客户: COMPANY('期初应收'),
  会员: ['会员卡号', '联系人', '手机号码', '联系电话', '电子邮箱', '备注', '排序', '状态'],
};

export const PARTNER_TEMPLATE_TIP = '*导入时本行内容请勿删除，切记！名称（会员卡号）必填，名称相同的记录会被更新；状态填1（启用）或0（禁用）';
