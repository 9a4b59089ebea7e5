import { z } from 'zod';
import { fileListInput } from '../../files.js';
import { billTimeInput, decimalInput, jsonText, optId, optText } from '../stock/bill-input.js';

/**
 * Input of addAccountHeadAndDetail / updateAccountHeadAndDetail (api.md §2.11). The reference client posts
 * `info` and `rows` as JSON text; objects are accepted too. Amounts may carry the reference's sign (付款
 * negative): the server keeps them in the kind's own sense and computes every total itself.
 */
export const financeHeadInputSchema = z.object({
  id: optId('单据id'),
  type: z.enum(['收入', '支出', '收款', '付款', '转账', '收预付款'], { error: '单据类型不正确' }),
  billNo: optText('单据编号', 50),
  billTime: billTimeInput,
  organId: optId('往来单位'),
  handsPersonId: optId('财务人员'),
  accountId: optId('结算账户'),
  changeAmount: decimalInput('实付金额').optional().nullable(),
  discountMoney: decimalInput('优惠金额').optional().nullable(),
  totalPrice: decimalInput('合计金额').optional().nullable(),
  remark: optText('备注', 1000),
  fileName: fileListInput('附件'),
  status: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.enum(['0', '1'], { error: '状态只能是0或1' }))
    .optional()
    .nullable(),
  source: z.enum(['0', '1']).optional().nullable(),
});
export type FinanceHeadInput = z.output<typeof financeHeadInputSchema>;
/** What a client may send as a finance document's `info` (before the server's parsing). */
export type FinanceHeadRequest = z.input<typeof financeHeadInputSchema>;

export const financeRowInputSchema = z.object({
  accountId: optId('账户'),
  inOutItemId: optId('收支项目'),
  /** The goods bill settled, by number; `QiChu` or empty settles the opening balance. */
  billNumber: optText('单据编号', 50),
  needDebt: decimalInput('应收欠款').optional().nullable(),
  finishDebt: decimalInput('已收欠款').optional().nullable(),
  eachAmount: decimalInput('金额').optional().nullable(),
  remark: optText('备注', 500),
});
export type FinanceRowInput = z.output<typeof financeRowInputSchema>;
/** What a client may send as one of a finance document's `rows`. */
export type FinanceRowRequest = z.input<typeof financeRowInputSchema>;

export const financeSaveSchema = z.object({
  info: jsonText(financeHeadInputSchema, 'info'),
  rows: jsonText(z.array(financeRowInputSchema, { error: '单据明细不能为空' }).max(1000, '单据明细不能超过1000行'), 'rows'),
});
export type FinanceSaveInput = z.output<typeof financeSaveSchema>;

/** The pseudo bill number of a line that settles the partner's opening balance (期初). */
export const OPENING_BILL_NUMBER = 'QiChu';

/** Reference error codes of finance documents (api.md §1.5, 95000xx); `%s` filled by the server. */
export const FINANCE_ERR = {
  rowsEmpty: { code: 9500003, message: '单据明细不能为空' },
  deleteNotDraft: { code: 9500004, message: '抱歉，只有未审核的单据才能删除，请先进行反审核' },
  numberExists: { code: 9500005, message: '抱歉，单据编号已经存在' },
  transferSameAccount: { code: 9500006, message: '付款账户:%s和明细中的账户重复' },
  auditNotDraft: { code: 9500007, message: '抱歉，只有未审核的单据才能审核' },
  unauditNotAudited: { code: 9500008, message: '抱歉，只有已审核的单据才能反审核' },
  // Our own refusals (no reference code).
  cannotEdit: { code: 9500010, message: '抱歉，单据当前状态下不能修改' },
  overSettle: { code: 9500011, message: '抱歉，单据%s还欠%s元，本次不能结算%s元' },
  overOpening: { code: 9500012, message: '抱歉，%s的期初欠款还剩%s元，本次不能结算%s元' },
  advanceSpent: { code: 9500013, message: '抱歉，会员%s的预付款已被使用，余额将变为%s元，不能%s' },
  moneyMismatch: { code: 9500014, message: '%s计算不正确，应为%s' },
  billSettled: { code: 9500015, message: '抱歉，单据%s已有收付款记录，请先删除对应的财务单据' },
  billOverSettled: { code: 9500016, message: '抱歉，单据%s已收付的欠款多于修改后的欠款，请先修改对应的财务单据' },
  maskedEdit: { code: 9500017, message: '抱歉，您的角色屏蔽了此类单据的金额，不能修改' },
} as const;
