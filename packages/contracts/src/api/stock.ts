import { z } from 'zod';
import {
  billByNumberSchema,
  billDetailFooterSchema,
  billDetailLineSchema,
  billRowSchema,
  companyLetterheadSchema,
  importedBillLineSchema,
} from './bill-rows.js';
import { answers, idNumber, listOf, messageData, ok, xlsxReply, type ApiMap } from './contract.js';

/** What saving a bill answers (and replays to a repeated Idempotency-Key). */
export const billSavedSchema = z.object({ id: idNumber, number: z.string(), status: z.string(), message: z.string() });

/**
 * 打印: the visible bill, its lines with their 合计, the kind's title and the company letterhead (null when not set up);
 * its 审核人 (null until audited), the partner's contact facts (null without a partner) and, on a bill to a customer or
 * member, the 销售协议 of 系统配置 (null elsewhere or when not written).
 */
export const billPrintDataSchema = z.object({
  title: z.string(),
  bill: billRowSchema,
  rows: z.array(billDetailLineSchema),
  footer: billDetailFooterSchema,
  company: companyLetterheadSchema.nullable(),
  auditorName: z.string().nullable(),
  partner: z.object({ contacts: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable() }).nullable(),
  saleAgreement: z.string().nullable(),
});

/** 修正欠款 / 修正剩余订金: how many bills were corrected, and their numbers. */
export const billRepairSchema = messageData.extend({ corrected: z.number().int(), numbers: z.array(z.string()) });

const billList = answers(listOf(billRowSchema));

/** Goods bills (单据, api.md §2.10): lists, reads, saving, the lifecycle, warehouse flow, printing and line import. */
export const stockApi = {
  'GET /depotHead/list': billList,
  'GET /depotHead/info': answers(z.object({ info: billRowSchema })),
  'GET /depotHead/getDetailByNumber': answers(billByNumberSchema),
  'POST /depotHead/addDepotHeadAndDetail': answers(billSavedSchema),
  'PUT /depotHead/updateDepotHeadAndDetail': answers(billSavedSchema),
  'DELETE /depotHead/delete': ok,
  'DELETE /depotHead/deleteBatch': ok,
  'DELETE /depotHead/batchDeleteBillByIds': ok,
  'POST /depotHead/batchSetStatus': ok,
  'POST /depotHead/forceCloseBatch': ok,
  'POST /depotHead/forceClosePurchaseBatch': ok,
  'POST /depotHead/finishSaleOrder': ok,
  'POST /depotHead/cancelSaleOrder': ok,
  'GET /depotHead/waitBillList': billList,
  'GET /depotHead/waitBillCount': answers(z.object({ total: z.number().int() })),
  /** Every bill 批量入库/出库 made, in one transaction. */
  'POST /depotHead/batchAddDepotHeadAndDetail': answers(messageData.extend({ bills: z.array(billSavedSchema) })),
  'GET /depotHead/getNearPurchaseDeliveryOrderList': billList,
  'GET /depotHead/getNearDeliveryOrderList': billList,
  /** The visible returns made from the bill of that number. */
  'GET /depotHead/getBillListByLinkNumber': answers(z.array(billRowSchema)),
  'GET /depotHead/exportExcel': xlsxReply,
  'GET /depotHead/printData': answers(billPrintDataSchema),
  /** The next number of the counter; `number` carries the prefix when one was asked. */
  'GET /sequence/buildNumber': answers(z.object({ defaultNumber: z.string(), number: z.string().optional() })),
  'PUT /depotHead/quickEdit': ok,
  'POST /depotHead/batchSetLastDebt': answers(billRepairSchema),
  'POST /depotHead/batchSetLastDeposit': answers(billRepairSchema),
  /** With `isReadOnly=1` the 合计 row comes last. */
  'GET /depotItem/getDetailList': answers(listOf(z.union([billDetailLineSchema, billDetailFooterSchema]))),
  'POST /depotItem/importItemExcel': answers(messageData.extend({ rows: z.array(importedBillLineSchema), total: z.number().int() })),
  'GET /depotItem/importItemTemplate': xlsxReply,
} satisfies ApiMap;

export type BillSaved = z.infer<typeof billSavedSchema>;
export type BillPrintData = z.infer<typeof billPrintDataSchema>;
export type BillRepair = z.infer<typeof billRepairSchema>;
