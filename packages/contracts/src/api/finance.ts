import { z } from 'zod';
import { FINANCE_PREFIXES } from '../resources/finance/finance-kinds.js';
import { answers, decimalString, idNumber, listOf, ok, xlsxReply, type ApiMap, type RequestMap } from './contract.js';
import { idQuerySchema, idsSchema, listQuerySchema, statusBatchSchema } from '../list-query.js';
import { financeSaveSchema } from '../resources/finance/finance-input.js';

const text = z.string().nullable();

/**
 * A finance document as its list, `info` and the reads by number or bill show it (api.md §2.11): the
 * header with names and the `billTimeStr`; money in the kind's own sense (收款 as received, 付款 as paid:
 * both positive, as the reference's lists show them).
 */
export const financeRowSchema = z.object({
  id: idNumber,
  type: z.enum(['收入', '支出', '收款', '付款', '转账', '收预付款']),
  prefix: z.enum(FINANCE_PREFIXES),
  billNo: z.string(),
  billTime: z.string(),
  billTimeStr: z.string(),
  organId: idNumber.nullable(),
  organName: text,
  handsPersonId: idNumber.nullable(),
  handsPersonName: text,
  creator: idNumber,
  userName: text,
  accountId: idNumber.nullable(),
  accountName: text,
  /** The line accounts (转账 destinations, 收预付款 receiving accounts), comma-separated. */
  itemAccountName: text,
  totalPrice: decimalString,
  discountMoney: decimalString,
  changeAmount: decimalString,
  remark: text,
  fileName: text,
  status: z.string(),
  source: z.string(),
});

/** A line as the editor and the detail view show it; `billNumber` is `QiChu` for the opening balance. */
export const financeItemRowSchema = z.object({
  id: idNumber,
  accountId: idNumber.nullable(),
  accountName: text,
  inOutItemId: idNumber.nullable(),
  inOutItemName: text,
  billId: idNumber.nullable(),
  billNumber: text,
  needDebt: decimalString.nullable(),
  finishDebt: decimalString.nullable(),
  eachAmount: decimalString,
  remark: text,
});

/** What saving a finance document answers (and replays to a repeated Idempotency-Key). */
export const financeSavedSchema = z.object({ id: idNumber, billNo: z.string(), status: z.string(), message: z.string() });

/** A goods bill the settlement picker (选择单据) offers: what it owed, what was settled, what remains. */
export const settleableBillRowSchema = z.object({
  id: idNumber,
  number: z.string(),
  subType: z.string(),
  operTimeStr: z.string(),
  organName: text,
  /** 本单欠款 (negative for a return), 已收/已付欠款, 待收/待付. */
  needDebt: decimalString,
  finishDebt: decimalString,
  restDebt: decimalString,
});

/** Finance documents (财务, api.md §2.11). */
export const financeApi = {
  'GET /accountHead/list': answers(listOf(financeRowSchema)),
  'GET /accountHead/info': answers(z.object({ info: financeRowSchema })),
  'GET /accountHead/getDetailByNumber': answers(z.union([financeRowSchema, z.object({})])),
  'GET /accountHead/getFinancialBillNoByBillId': answers(z.array(financeRowSchema)),
  'POST /accountHead/addAccountHeadAndDetail': answers(financeSavedSchema),
  'PUT /accountHead/updateAccountHeadAndDetail': answers(financeSavedSchema),
  'DELETE /accountHead/delete': ok,
  'DELETE /accountHead/deleteBatch': ok,
  'POST /accountHead/batchSetStatus': ok,
  'GET /accountHead/exportExcel': xlsxReply,
  /** 选择单据: the partner's goods bills with money still owed. */
  'GET /accountHead/debtBills': answers(listOf(settleableBillRowSchema)),
  'GET /accountItem/getDetailList': answers(listOf(financeItemRowSchema)),
} satisfies ApiMap;

export type FinanceRow = z.infer<typeof financeRowSchema>;
export type FinanceItemRow = z.infer<typeof financeItemRowSchema>;
export type FinanceSaved = z.infer<typeof financeSavedSchema>;
export type SettleableBillRow = z.infer<typeof settleableBillRowSchema>;

const financeIdParam = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是数字`)
    .min(0)
    .max(Number.MAX_SAFE_INTEGER);

/** What the finance-document routes take (their query string and JSON body). */
export const financeRequests = {
  'GET /accountHead/list': { query: listQuerySchema },
  'GET /accountHead/info': { query: idQuerySchema },
  'GET /accountHead/getDetailByNumber': { query: z.object({ billNo: z.string({ error: '单据编号不能为空' }).trim().min(1, '单据编号不能为空').max(50) }) },
  'GET /accountHead/getFinancialBillNoByBillId': { query: z.object({ billId: financeIdParam('billId') }) },
  'POST /accountHead/addAccountHeadAndDetail': { body: financeSaveSchema },
  'PUT /accountHead/updateAccountHeadAndDetail': { body: financeSaveSchema },
  'DELETE /accountHead/delete': { query: idQuerySchema },
  'DELETE /accountHead/deleteBatch': { query: idsSchema },
  'POST /accountHead/batchSetStatus': { body: statusBatchSchema },
  'GET /accountHead/exportExcel': { query: z.object({ search: z.string().max(4000).optional() }) },
  'GET /accountHead/debtBills': {
    query: listQuerySchema.pick({ currentPage: true, pageSize: true }).extend({
      type: z.string({ error: '单据类型不能为空' }).max(10),
      organId: z.coerce.number({ error: '请选择往来单位' }).int().positive('请选择往来单位').max(Number.MAX_SAFE_INTEGER),
    }),
  },
  'GET /accountItem/getDetailList': { query: z.object({ headerId: financeIdParam('headerId') }) },
} satisfies RequestMap;
