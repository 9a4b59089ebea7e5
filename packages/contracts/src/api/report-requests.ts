import { z } from 'zod';
import { type RequestMap } from './contract.js';
import { listQuerySchema, withSearchJson } from '../list-query.js';
import { blankAsAbsent, day, idList, optionalId, optionalText, recordId, requiredDay } from '../query-params.js';

// What the reports take (their answers are reports.ts): the shared paging and filters, and each report's query —
// its page and its spreadsheet with the very same one.

/** Paging and the reference's `column`/`order` sort (ascend/descend as antd sends them). */
export const reportPaging = listQuerySchema.pick({ currentPage: true, pageSize: true, column: true, order: true });

/** Filters most reports share. */
export const reportMaterialFilters = {
  materialParam: optionalText('商品信息'),
  categoryId: optionalId('商品类别'),
};

export const reportPeriod = {
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
};

/** A report's page and its spreadsheet take the same query (the very same object). */
function pageAndExport<U extends string, E extends string, Q extends z.ZodType>(url: U, exportUrl: E, query: Q) {
  const request = { query };
  return { [`GET ${url}`]: request, [`GET ${exportUrl}`]: request } as Record<`GET ${U}` | `GET ${E}`, { query: Q }>;
}

const billLineFilters = {
  ...reportMaterialFilters,
  ...reportPeriod,
  organId: optionalId('往来单位'),
  depotId: optionalId('仓库'),
  organizationId: optionalId('部门'),
  mpList: z.string().max(2000).optional(),
};
const direction = z.enum(['入库', '出库'], { error: '类型只能是入库或出库' });
const tradeQuery = reportPaging.extend(billLineFilters);
const tradeTrend = { query: z.object(billLineFilters) };
const statement = {
  query: reportPaging.extend({
    supplierType: z.enum(['客户', '供应商'], { error: '类型只能是客户或供应商' }),
    organId: optionalId('往来单位'),
    hasDebt: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1'], { error: '欠款情况只能是0或1' }).optional()),
    beginTime: requiredDay('开始日期'),
    endTime: requiredDay('结束日期'),
  }),
};

/** What the bill-line reports take (reports.md §3–§8). */
export const billReportRequests = {
  ...pageAndExport('/depotItem/buyIn', '/depotItem/exportBuyIn', tradeQuery),
  ...pageAndExport('/depotItem/saleOut', '/depotItem/exportSaleOut', tradeQuery),
  ...pageAndExport('/depotItem/retailOut', '/depotItem/exportRetailOut', tradeQuery),
  'GET /depotItem/buyInTrend': tradeTrend,
  'GET /depotItem/saleOutTrend': tradeTrend,
  'GET /depotItem/retailOutTrend': tradeTrend,
  ...pageAndExport(
    '/depotHead/findInOutDetail',
    '/depotHead/exportInOutDetail',
    reportPaging.extend({
      ...billLineFilters,
      type: direction,
      number: optionalText('单据编号', 50),
      creator: optionalId('操作员'),
      remark: optionalText('备注', 200),
    }),
  ),
  ...pageAndExport('/depotHead/findInOutMaterialCount', '/depotHead/exportInOutMaterialCount', reportPaging.extend({ ...billLineFilters, type: direction })),
  'GET /depotHead/getStatementAccount': statement,
  'GET /depotHead/exportStatementAccount': statement,
  'GET /depotHead/getNeedCount': { query: z.object({ type: z.enum(['customer', 'vendor'], { error: 'type只能是customer或vendor' }) }) },
  // Flat (our app) or in jshERP's `search` JSON (its 收款单/付款单 选择单据 and 欠款详情); `type`/`subType` narrow to one
  // kind of bill, as its 选择单据 asks for 销售 出库 (收款单) or 采购 入库 (付款单).
  ...pageAndExport(
    '/depotHead/debtList',
    '/depotHead/debtExport',
    withSearchJson(
      reportPaging.extend({
        organId: z.coerce.number({ error: '请选择往来单位' }).int('往来单位必须是有效的编号').positive('往来单位必须是有效的编号').max(Number.MAX_SAFE_INTEGER),
        number: optionalText('单据编号', 50),
        materialParam: optionalText('商品信息'),
        type: z.preprocess(blankAsAbsent, direction.optional()),
        subType: optionalText('单据类型', 10),
        ...reportPeriod,
      }),
    ),
  ),
  ...pageAndExport(
    '/depotHead/findAllocationDetail',
    '/depotHead/exportAllocationDetail',
    reportPaging.extend({
      ...billLineFilters,
      depotIdF: optionalId('调出仓库'),
      number: optionalText('单据编号', 50),
      remark: optionalText('备注', 200),
      subType: z.string().max(10).optional(),
    }),
  ),
} satisfies RequestMap;

const materialStock = {
  query: reportPaging.extend({
    depotIds: idList('仓库'),
    position: optionalText('仓位货架'),
    zeroStock: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1'], { error: '零库存只能是0或1' }).optional()),
    ...reportMaterialFilters,
  }),
};

/** What the stock reports take (reports.md §1, §9, §11). */
export const stockReportRequests = {
  'GET /material/getListWithStock': materialStock,
  'GET /material/exportListWithStock': materialStock,
  'GET /material/getStockValueByCategory': materialStock,
  ...pageAndExport(
    '/depotItem/getInOutStock',
    '/depotItem/exportInOutStock',
    reportPaging.extend({ depotIds: idList('仓库'), beginTime: requiredDay('开始日期'), endTime: requiredDay('结束日期'), ...reportMaterialFilters }),
  ),
  'GET /depotItem/getInOutStockCountMoney': { query: z.object({ depotIds: idList('仓库'), endTime: requiredDay('结束日期'), ...reportMaterialFilters }) },
  'GET /material/getMaterialDepotStock': {
    query: listQuerySchema.pick({ currentPage: true, pageSize: true }).extend({ materialId: recordId('商品', '请选择商品'), depotIds: idList('仓库') }),
  },
  'GET /depotItem/getMaterialDepotStockByParam': {
    query: z.object({
      materialId: recordId('商品', '请选择商品'),
      depotIds: idList('仓库'),
      unitPrice: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .string()
          .regex(/^-?\d{1,18}(\.\d{1,6})?$/, '单价格式不正确')
          .optional(),
      ),
      beginTime: requiredDay('开始日期'),
      endTime: requiredDay('结束日期'),
    }),
  },
  ...pageAndExport(
    '/depotItem/findDetailByDepotIdsAndMaterialId',
    '/depotItem/exportDetailByDepotIdsAndMaterialId',
    reportPaging.extend({
      materialId: optionalId('商品'),
      depotIds: idList('仓库'),
      number: optionalText('单据编号', 50),
      sku: optionalText('多属性', 200),
      batchNumber: optionalText('批号'),
      stockPriceFlag: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum(['true', 'false', '1', '0'], { error: 'stockPriceFlag只能是true或false' }).optional(),
      ),
      ...reportPeriod,
    }),
  ),
  ...pageAndExport(
    '/depotItem/findStockWarningCount',
    '/depotItem/exportStockWarningCount',
    reportPaging.extend({ depotId: optionalId('仓库'), mpList: z.string().max(2000).optional(), ...reportMaterialFilters }),
  ),
  'GET /depot/getAllListWithStock': {
    query: z.object({ mId: z.coerce.number({ error: 'mId必须是数字' }).int('mId必须是整数').min(0, 'mId不能小于0').max(Number.MAX_SAFE_INTEGER).default(0) }),
  },
} satisfies RequestMap;
