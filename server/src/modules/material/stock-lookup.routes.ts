import { BUTTON, materialContract, materialLookupRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { refused } from '../../app/errors.js';
import { LOGIN, page, route } from '../../app/route.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { batchStock, serialList, stockByBarcode } from './stock-lookup.query.js';

/**
 * Stock read by bill entry: serials in stock, stock of a barcode in a depot, batches with stock.
 * They read the tables bill posting writes (docs/stock-model.md); LOGIN like the other bill look-ups.
 */
export const stockLookupRoutes = [
  route({
    method: 'POST',
    url: '/serialNumber/batAddSerialNumber',
    access: page(materialContract.page, BUTTON.edit),
    summary: '批量生成序列号',
    // A serial number here is a unit in stock: it is registered by the bill that brings it in (采购入库, 其它入库 …),
    // which the stock ledger and the unique in-stock index rely on. Numbers made up front would block that bill.
    handler: async () => {
      throw refused({ code: 422, message: '序列号随入库单据登记（录入或扫码），不能预先批量生成' });
    },
  }),
  route({
    method: 'POST',
    url: '/serialNumber/getEnableSerialNumberList',
    access: LOGIN,
    ...materialLookupRequests['POST /serialNumber/getEnableSerialNumberList'],
    grants: { depots: ['depotId'] },
    summary: '可用序列号',
    handler: async (ctx, { body }) => serialList(ctx.db, sessionOf(ctx).tenantId, body),
  }),
  route({
    method: 'GET',
    url: '/depotItem/findStockByDepotAndBarCode',
    access: LOGIN,
    grants: { depots: ['depotId'] },
    ...materialLookupRequests['GET /depotItem/findStockByDepotAndBarCode'],
    summary: '条码在仓库的库存',
    handler: async (ctx, { query }) => ({ stock: trimNum(await stockByBarcode(ctx.db, sessionOf(ctx).tenantId, query.barCode, query.depotId)) ?? '0' }),
  }),
  route({
    method: 'GET',
    url: '/depotItem/getBatchNumberList',
    access: LOGIN,
    ...materialLookupRequests['GET /depotItem/getBatchNumberList'],
    grants: { depots: ['depotId'] },
    summary: '批号列表',
    handler: async (ctx, { query }) => {
      const rows = await batchStock(ctx.db, sessionOf(ctx).tenantId, query.barCode, query.depotId, query.batchNumber);
      return { rows, total: rows.length };
    },
  }),
];
