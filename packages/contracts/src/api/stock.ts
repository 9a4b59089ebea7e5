import { z } from 'zod';
import {
  billByNumberSchema,
  billDetailFooterSchema,
  billDetailLineSchema,
  billRowSchema,
  companyLetterheadSchema,
  importedBillLineSchema,
} from './bill-rows.js';
import { answers, idNumber, listOf, messageData, ok, xlsxReply, type ApiMap, type RequestMap } from './contract.js';
import { idQuerySchema, idsSchema, listQuerySchema, statusBatchSchema } from '../list-query.js';
import { recordId } from '../query-params.js';
import { billSaveSchema } from '../resources/stock/bill-input.js';
import { kindsWhere } from '../resources/stock/bill-kind-rules.js';
import { BILL_PREFIXES, type BillPrefix } from '../resources/stock/bill-kind-types.js';

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

/** 近期交货/到货 of an order kind: a list that looks `days` ahead (default 7). */
export const nearDeliveryQuery = listQuerySchema.extend({ days: z.coerce.number().int().min(0).max(365).default(7) });

const billSearchQuery = z.object({ search: z.string().max(4000).optional() });

/** Kinds whose editors import lines from a sheet (导入明细, api.md §2.10 importItemExcel). */
export const ITEM_IMPORT_PREFIXES: readonly BillPrefix[] = kindsWhere((k) => k.itemImport);
/** 导入明细's kind, as a query parameter or a form field. */
export const itemImportPrefix = z.enum(ITEM_IMPORT_PREFIXES, { error: `单据类型只能是：${ITEM_IMPORT_PREFIXES.join('、')}` });
/** 导入明细's partner (its last prices), as a query parameter or a form field. */
export const itemImportOrgan = z.coerce.number({ error: '往来单位必须是数字' }).int().positive().max(Number.MAX_SAFE_INTEGER).optional();

/** What the goods-bill routes take (their query string and JSON body). */
export const stockRequests = {
  'GET /depotHead/list': { query: listQuerySchema },
  'GET /depotHead/info': { query: idQuerySchema },
  'GET /depotHead/getDetailByNumber': { query: z.object({ number: z.string({ error: '单据编号不能为空' }).trim().min(1, '单据编号不能为空').max(50) }) },
  'POST /depotHead/addDepotHeadAndDetail': { body: billSaveSchema },
  'DELETE /depotHead/delete': { query: idQuerySchema },
  'DELETE /depotHead/deleteBatch': { query: idsSchema },
  'DELETE /depotHead/batchDeleteBillByIds': { query: idsSchema },
  'POST /depotHead/batchSetStatus': { body: statusBatchSchema },
  'PUT /depotHead/updateDepotHeadAndDetail': { body: billSaveSchema },
  'POST /depotHead/forceCloseBatch': { body: idsSchema },
  'POST /depotHead/forceClosePurchaseBatch': { body: idsSchema },
  'POST /depotHead/finishSaleOrder': { body: idsSchema },
  'POST /depotHead/cancelSaleOrder': { body: idsSchema },
  'GET /depotHead/waitBillList': { query: listQuerySchema },
  'GET /depotHead/waitBillCount': { query: billSearchQuery },
  'POST /depotHead/batchAddDepotHeadAndDetail': { body: idsSchema },
  'GET /depotHead/getNearPurchaseDeliveryOrderList': { query: nearDeliveryQuery },
  'GET /depotHead/getNearDeliveryOrderList': { query: nearDeliveryQuery },
  'GET /depotHead/getBillListByLinkNumber': { query: z.object({ number: z.string().trim().min(1, '单据编号不能为空').max(50) }) },
  'GET /depotHead/exportExcel': { query: billSearchQuery },
  'GET /depotHead/printData': { query: idQuerySchema },
  'GET /sequence/buildNumber': {
    query: z.object({
      prefix: z
        .string()
        .trim()
        .regex(/^[A-Z]{2,6}$/, '单据前缀不正确')
        .optional(),
    }),
  },
  'PUT /depotHead/quickEdit': {
    body: z.object({
      id: recordId('id'),
      remark: z.string().max(1000, '备注不能超过1000个字符').nullable().optional(),
    }),
  },
  'POST /depotHead/batchSetLastDebt': { body: idsSchema },
  'POST /depotHead/batchSetLastDeposit': { body: idsSchema },
  'GET /depotItem/getDetailList': {
    query: z.object({
      headerId: z.coerce.number({ error: 'headerId必须是数字' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
      mpList: z.string().max(500).optional(),
      linkType: z.string().max(20).optional(),
      isReadOnly: z.string().max(2).optional(),
      // The kind being filled from this bill: 已入库/已退货… then count that kind's fulfilment only.
      forPrefix: z.enum(BILL_PREFIXES).optional(),
    }),
  },
  'POST /depotItem/importItemExcel': { query: z.object({ prefixNo: itemImportPrefix.optional(), organId: itemImportOrgan }) },
  'GET /depotItem/importItemTemplate': { query: z.object({ prefixNo: itemImportPrefix }) },
} satisfies RequestMap;
