import { BUTTON, materialContract, optionalId, optionalText } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { refused } from '../../app/errors.js';
import { LOGIN, page, route } from '../../app/route.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { pickerPaging } from './lookup-params.js';
import { batchStock, serialList, stockByBarcode } from './stock-lookup.query.js';

const serialBody = z.object({
  name: optionalText('序列号', 2000),
  depotItemId: optionalId('单据明细'),
  depotId: optionalId('仓库'),
  barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
  ...pickerPaging,
});

const batchQuery = z.object({
  name: optionalText('名称'),
  depotItemId: optionalId('单据明细'),
  depotId: optionalId('仓库'),
  barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
  batchNumber: optionalText('批号'),
});

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
    body: serialBody,
    grants: { depots: ['depotId'] },
    summary: '可用序列号',
    handler: async (ctx, { body }) => serialList(ctx.db, sessionOf(ctx).tenantId, body),
  }),
  route({
    method: 'GET',
    url: '/depotItem/findStockByDepotAndBarCode',
    access: LOGIN,
    grants: { depots: ['depotId'] },
    query: z.object({ depotId: optionalId('仓库'), barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50) }),
    summary: '条码在仓库的库存',
    handler: async (ctx, { query }) => ({ stock: trimNum(await stockByBarcode(ctx.db, sessionOf(ctx).tenantId, query.barCode, query.depotId)) ?? '0' }),
  }),
  route({
    method: 'GET',
    url: '/depotItem/getBatchNumberList',
    access: LOGIN,
    query: batchQuery,
    grants: { depots: ['depotId'] },
    summary: '批号列表',
    handler: async (ctx, { query }) => {
      const rows = await batchStock(ctx.db, sessionOf(ctx).tenantId, query.barCode, query.depotId, query.batchNumber);
      return { rows, total: rows.length };
    },
  }),
];
