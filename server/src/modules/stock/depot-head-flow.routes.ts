import { BILL_KINDS, BILL_PAGES, BUTTON, idListSchema, idQuerySchema, listQuerySchema } from '@suanpan/contracts';
import type ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { z } from 'zod';
import { forbidden, notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { streamSheet } from '../../platform/export/sheet-writer.js';
import { batchAddInOut } from './bill-inout.service.js';
import { detailLines, footerOf } from './bill-items.query.js';
import { billBatches, countBills, selectBills, type BillListRow } from './bill-list.query.js';
import { waitingWhere } from './bill-waiting.query.js';
import { allowedKinds, billListing } from './bill-query.service.js';
import { presentBill } from './bill-rows.js';
import { parseBillSearch } from './bill-search.js';
import { EXPORT_COLUMNS } from './bill-export-columns.js';
import { nextSequence, numberDigits, SHARED_COUNTER } from '../../platform/document/numbering.js';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { findBill, postingContext } from './depot-head.routes.js';

/** The export's cells: the list's presented rows (money masked as the list masks it), in the export's columns. */
async function* exportRows(batches: AsyncIterable<BillListRow[]>, priceLimits: ReadonlySet<string>): AsyncGenerator<ExcelJS.CellValue[][]> {
  for await (const batch of batches)
    yield batch.map((r) => presentBill(r, priceLimits)).map((row) => EXPORT_COLUMNS.map(([key]) => (row[key] ?? null) as ExcelJS.CellValue));
}

const WAREHOUSE_PAGES = [BILL_KINDS.QTRK.page, BILL_KINDS.QTCK.page];
const FINANCE_PAGES = ['/financial/item_in', '/financial/item_out', '/financial/money_in', '/financial/money_out', '/financial/giro', '/financial/advance_in'];

function nearDelivery(prefix: 'XSDD' | 'CGDD') {
  return route({
    method: 'GET',
    url: prefix === 'XSDD' ? '/depotHead/getNearDeliveryOrderList' : '/depotHead/getNearPurchaseDeliveryOrderList',
    access: page(BILL_KINDS[prefix].page),
    query: listQuerySchema.extend({ days: z.coerce.number().int().min(0).max(365).default(7) }),
    summary: prefix === 'XSDD' ? '近期交货的销售订单' : '近期到货的采购订单',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const listing = await billListing(ctx.db, s, { prefix, status: ['1', '3'] });
      // Open orders due within `days` (overdue ones included), soonest first.
      const where = sql`${listing.where} and h.delivery_time is not null and h.delivery_time <= current_date + ${query.days}::int`;
      const total = await countBills(ctx.db, where);
      const rows = await selectBills(ctx.db, where, query.pageSize, (query.currentPage - 1) * query.pageSize, sql`h.delivery_time, h.id`);
      return { rows: rows.map((r) => presentBill(r, listing.priceLimits)), total };
    },
  });
}

/** Warehouse flow, exports, printing and numbering around `/depotHead` (api.md §2.10, spec §7.4). */
export const depotHeadFlowRoutes = [
  route({
    method: 'GET',
    url: '/depotHead/waitBillList',
    access: page(WAREHOUSE_PAGES),
    query: listQuerySchema,
    summary: '待入库/待出库单据',
    handler: async (ctx, { query }) => {
      const where = await waitingWhere(ctx.db, sessionOf(ctx), parseBillSearch(query.search));
      const scope = await loadDataScope(ctx.db, sessionOf(ctx));
      const rows = await selectBills(ctx.db, where, query.pageSize, (query.currentPage - 1) * query.pageSize);
      return { rows: rows.map((r) => presentBill(r, scope.priceLimits)), total: await countBills(ctx.db, where) };
    },
  }),
  route({
    method: 'GET',
    url: '/depotHead/waitBillCount',
    access: page(WAREHOUSE_PAGES),
    query: z.object({ search: z.string().max(4000).optional() }),
    summary: '待入库/待出库数量',
    handler: async (ctx, { query }) => ({ total: await countBills(ctx.db, await waitingWhere(ctx.db, sessionOf(ctx), parseBillSearch(query.search))) }),
  }),
  route({
    method: 'POST',
    url: '/depotHead/batchAddDepotHeadAndDetail',
    access: page(WAREHOUSE_PAGES, BUTTON.edit),
    body: z.object({ ids: idListSchema }),
    summary: '批量入库/出库',
    handler: async (ctx, { body }) => ({ bills: await batchAddInOut(postingContext(ctx), body.ids), message: '操作成功' }),
  }),
  nearDelivery('XSDD'),
  nearDelivery('CGDD'),
  route({
    method: 'GET',
    url: '/depotHead/getBillListByLinkNumber',
    access: page(BILL_PAGES),
    query: z.object({ number: z.string().trim().min(1, '单据编号不能为空').max(50) }),
    summary: '关联的退货单',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const listing = await billListing(ctx.db, s, {});
      const rows = await selectBills(ctx.db, sql`${listing.where} and h.link_number = ${query.number} and h.prefix in ('CGTH', 'XSTH', 'LSTH')`, 1000, 0);
      return rows.map((r) => presentBill(r, listing.priceLimits));
    },
  }),
  route({
    method: 'GET',
    url: '/depotHead/exportExcel',
    access: page(BILL_PAGES, BUTTON.export),
    query: z.object({ search: z.string().max(4000).optional() }),
    summary: '导出单据列表',
    handler: async (ctx, { query }) => {
      const listing = await billListing(ctx.db, sessionOf(ctx), parseBillSearch(query.search), BUTTON.export);
      return streamSheet({
        fileName: '单据列表.xlsx',
        sheetName: '单据',
        headers: EXPORT_COLUMNS.map(([, label]) => label),
        batches: exportRows(billBatches(ctx.db, listing.where), listing.priceLimits),
      });
    },
  }),
  route({
    // Print is a read: the reference offers no print button on bill pages, so viewing the page suffices.
    method: 'GET',
    url: '/depotHead/printData',
    access: page(BILL_PAGES),
    query: idQuerySchema,
    summary: '单据打印数据',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const bill = await findBill(ctx, { id: String(query.id) });
      if (!bill) throw notFound('单据不存在或已被删除');
      const scope = await loadDataScope(ctx.db, s);
      const rows = await detailLines(ctx.db, s.tenantId, String(query.id), scope.priceLimits);
      const company = await ctx.db
        .selectFrom('system_config')
        .select([
          'company_name as companyName',
          'company_contacts as companyContacts',
          'company_address as companyAddress',
          'company_tel as companyTel',
          'company_fax as companyFax',
          'company_post_code as companyPostCode',
        ])
        .where('tenant_id', '=', s.tenantId)
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      return { title: BILL_KINDS[bill.prefix as keyof typeof BILL_KINDS].label, bill, rows, footer: footerOf(rows), company: company ?? null };
    },
  }),
  route({
    method: 'GET',
    url: '/sequence/buildNumber',
    access: page([...BILL_PAGES, ...FINANCE_PAGES], BUTTON.edit),
    query: z.object({
      prefix: z
        .string()
        .trim()
        .regex(/^[A-Z]{2,6}$/, '单据前缀不正确')
        .optional(),
    }),
    summary: '单据编号',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      if (
        query.prefix &&
        BILL_KINDS[query.prefix as keyof typeof BILL_KINDS] &&
        !(await allowedKinds(ctx.db, s, BUTTON.edit)).some((k) => k.prefix === query.prefix)
      )
        throw forbidden();
      const value = await nextSequence(ctx.db, s.tenantId, query.prefix ?? SHARED_COUNTER);
      const defaultNumber = numberDigits(value);
      return { defaultNumber, ...(query.prefix ? { number: `${query.prefix}${defaultNumber}` } : {}) };
    },
  }),
];
