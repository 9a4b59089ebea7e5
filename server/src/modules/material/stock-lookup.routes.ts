import { BUTTON, materialContract, optionalId, optionalText, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { sessionOf } from '../../app/request-context.js';
import { refused } from '../../app/errors.js';
import { LOGIN, page, route } from '../../app/route.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { findBill } from '../stock/bill-read.service.js';
import { pickerPaging } from './lookup-params.js';
import { stockOfLines } from './line-stock.query.js';
import { batchStock, serialList, stockByBarcode } from './stock-lookup.query.js';

const serialBody = z.object({
  name: optionalText('序列号', 2000),
  depotItemId: optionalId('单据明细'),
  depotId: optionalId('仓库'),
  barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
  ...pickerPaging,
});

/** A bill's lines asking their stock: at most as many as a bill is shown with at once. */
const MAX_STOCK_LINES = 500;

const linesStockBody = z.object({
  headerId: optionalId('单据'),
  lines: z
    .array(
      z.object({
        barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
        depotId: recordId('仓库', '请选择仓库'),
        batchNumber: optionalText('批号'),
      }),
      { error: '明细必须是数组' },
    )
    .max(MAX_STOCK_LINES, `明细不能超过${MAX_STOCK_LINES}行`),
});

const batchQuery = z.object({
  name: optionalText('名称'),
  depotItemId: optionalId('单据明细'),
  depotId: optionalId('仓库'),
  barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
  batchNumber: optionalText('批号'),
});

/**
 * Stock read by bill entry: serials in stock, stock of a barcode in a depot, of every line of a bill at once, batches with stock.
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
    method: 'POST',
    url: '/depotItem/stockOfLines',
    access: LOGIN,
    body: linesStockBody,
    summary: '明细行库存',
    handler: async (ctx, { body }) => {
      const session = sessionOf(ctx);
      // The depots are named line by line (not a field the route layer's `grants` reads): each checked as one would be.
      await assertDepotsGranted(ctx.db, session, [...new Set(body.lines.map((l) => l.depotId))]);
      // What the edited bill takes back counts only for a bill the caller may see: another's is as one that does not exist.
      const editing = body.headerId !== undefined && (await findBill(ctx.db, session, { id: String(body.headerId) })) ? body.headerId : undefined;
      return stockOfLines(ctx.db, session.tenantId, body.lines, editing);
    },
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
