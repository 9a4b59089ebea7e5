import { BILL_PAGES, BUTTON, isOrder, productionRequests, theKind, type BillKind } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { addFormSheet, newWorkbook, workbookReply } from '../../platform/export/styled-sheet.js';
import { billForSheet, billSheet } from './sheet-bill.service.js';
import { LABEL_TEMPLATES, MATERIAL_PAGE, certificateSheet, labelItems, labelSheet, productSheet } from './sheet-label.service.js';
import { flowSheet, rawMaterialSheet } from './sheet-production.service.js';
import { companyName } from '../../platform/tenant-config.js';

/** The bill sheets of spec §7.5: `/systemConfig/exportExcelByParam<Variant>` → the kind whose bill it prints. */
const BILL_SHEETS: ReadonlyArray<readonly ['SaleOrder' | 'SaleOut' | 'PurchaseOrder' | 'ProductionOrder' | 'SaleQuote', BillKind]> = [
  ['SaleOrder', theKind((k) => isOrder(k) && k.priceCategory === 'sale')],
  ['SaleOut', theKind((k) => k.report === 'sale' && !k.returns)],
  ['PurchaseOrder', theKind((k) => isOrder(k) && k.priceCategory === 'buy')],
  ['ProductionOrder', theKind((k) => k.production === 'order')],
  ['SaleQuote', theKind((k) => k.money === 'quote')],
];

const ORDER = theKind((k) => k.production === 'order');
const RECEIPT = theKind((k) => k.production === 'receipt');

/** A caller's title as a worksheet name: without the characters Excel forbids there, at most 31 characters. */
const sheetNameOf = (title: string) =>
  Array.from(title.replace(/[*?:\\/[\]]/g, '_').replace(/^'+|'+$/g, ''))
    .slice(0, 31)
    .join('') || '导出';

/** The reference's generic sheet (api.md §2.7): the browser sends title, headers, tip and rows; styled like every sheet. */
const paramSheet = route({
  method: 'POST',
  url: '/systemConfig/exportExcelByParam',
  // The sheet holds only what the caller sent, so signing in is all it needs.
  access: LOGIN,
  ...productionRequests['POST /systemConfig/exportExcelByParam'],
  summary: '按参数导出Excel',
  handler: async (ctx, { body }) => {
    const workbook = newWorkbook();
    addFormSheet(workbook, {
      sheetName: sheetNameOf(body.title),
      company: await companyName(ctx.db, sessionOf(ctx).tenantId),
      title: body.title,
      ...(body.tip ? { tip: body.tip } : {}),
      info: [],
      columns: body.head.map((header) => ({ header, width: Math.min(40, Math.max(8, header.length * 2 + 4)) })),
      rows: body.list,
      landscape: body.head.length > 8,
    });
    return workbookReply(workbook, `${body.title}.xlsx`);
  },
});

/** Styled sheets (docs/manufacturing.md §Sheets): bills, labels, certificates, the production flow table. */
export const sheetRoutes = [
  paramSheet,
  ...BILL_SHEETS.map(([variant, kind]) =>
    route({
      method: 'POST',
      url: `/systemConfig/exportExcelByParam${variant}`,
      access: page(kind.page, BUTTON.export),
      ...productionRequests[`POST /systemConfig/exportExcelByParam${variant}` as const],
      summary: `导出${kind.label}`,
      handler: async (ctx, { query }) => {
        const s = sessionOf(ctx);
        return billSheet(ctx.db, s, await billForSheet(ctx.db, s, kind.prefix, query));
      },
    }),
  ),
  ...LABEL_TEMPLATES.map((template) =>
    route({
      method: 'POST',
      url: `/systemConfig/exportExcelByParam${template}`,
      // Labels of a product need the products page, of a bill its kind's page, each with 导出 (checked in the service).
      access: page([...BILL_PAGES, MATERIAL_PAGE], BUTTON.export),
      ...productionRequests[`POST /systemConfig/exportExcelByParam${template}` as const],
      grants: { customer: 'organId' },
      summary: `导出标签(${template})`,
      handler: async (ctx, { query }) => {
        const s = sessionOf(ctx);
        return labelSheet(ctx.db, s, template, await labelItems(ctx.db, s, query));
      },
    }),
  ),
  route({
    method: 'POST',
    url: '/systemConfig/exportExcelByParamMaterial',
    access: page(MATERIAL_PAGE, BUTTON.export),
    ...productionRequests['POST /systemConfig/exportExcelByParamMaterial'],
    grants: { customer: 'organId' },
    summary: '导出商品资料',
    handler: async (ctx, { query }) => productSheet(ctx.db, sessionOf(ctx), query.id, query.organId),
  }),
  route({
    method: 'POST',
    url: '/systemConfig/exportCertificate',
    access: page([ORDER.page, RECEIPT.page], BUTTON.export),
    ...productionRequests['POST /systemConfig/exportCertificate'],
    summary: '导出合格证',
    handler: async (ctx, { body }) => certificateSheet(ctx.db, sessionOf(ctx), body.selectedCertificates),
  }),
  route({
    method: 'POST',
    url: '/systemConfig/exportProductionFlow',
    access: page(ORDER.page, BUTTON.export),
    ...productionRequests['POST /systemConfig/exportProductionFlow'],
    summary: '导出生产流转卡',
    handler: async (ctx, { query }) => flowSheet(await billForSheet(ctx.db, sessionOf(ctx), ORDER.prefix, query)),
  }),
  route({
    method: 'POST',
    url: '/systemConfig/showRawMaterialUpdate',
    access: page(ORDER.page, BUTTON.export),
    ...productionRequests['POST /systemConfig/showRawMaterialUpdate'],
    summary: '原料用量核对',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      return rawMaterialSheet(ctx.db, s, await billForSheet(ctx.db, s, ORDER.prefix, query));
    },
  }),
];
