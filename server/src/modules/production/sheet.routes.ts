import { BILL_PAGES, BUTTON, isOrder, theKind, type BillKind } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { addFormSheet, newWorkbook, workbookReply } from '../../platform/export/styled-sheet.js';
import { billForSheet, billSheet } from './sheet-bill.service.js';
import { LABEL_TEMPLATES, MATERIAL_PAGE, certificateSheet, labelItems, labelSheet, productSheet } from './sheet-label.service.js';
import { flowSheet, rawMaterialSheet } from './sheet-production.service.js';
import { companyName } from '../../platform/tenant-config.js';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name}必须是有效的编号` })
    .int(`${name}必须是有效的编号`)
    .positive(`${name}必须是有效的编号`)
    .max(Number.MAX_SAFE_INTEGER, `${name}必须是有效的编号`);

/** spec §7.5: a bill named by `headerId` or `number`, with its partner `organId` optionally. */
export const billRefSchema = z
  .object({
    number: z.string().trim().max(50, '单据编号过长').optional(),
    headerId: id('headerId').optional(),
    organId: id('organId').optional(),
  })
  .refine((q) => q.headerId !== undefined || Boolean(q.number), { message: '请指定单据（headerId或number）', path: ['headerId'] });

/** The bill sheets of spec §7.5: `/systemConfig/exportExcelByParam<Variant>` → the kind whose bill it prints. */
const BILL_SHEETS: ReadonlyArray<readonly [string, BillKind]> = [
  ['SaleOrder', theKind((k) => isOrder(k) && k.priceCategory === 'sale')],
  ['SaleOut', theKind((k) => k.report === 'sale' && !k.returns)],
  ['PurchaseOrder', theKind((k) => isOrder(k) && k.priceCategory === 'buy')],
  ['ProductionOrder', theKind((k) => k.production === 'order')],
  ['SaleQuote', theKind((k) => k.money === 'quote')],
];

/** A product (`id`) or a bill (`headerId` / `number`), with the partner to print (`organId`). */
const labelRefSchema = z.object({
  id: id('id').optional(),
  number: z.string().trim().max(50, '单据编号过长').optional(),
  headerId: id('headerId').optional(),
  organId: id('organId').optional(),
});

const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).optional();

/** 合格证 selections: the product by barcode and what the certificate states (spec §7.5 `selectedCertificates`). */
const certificatesSchema = z.object({
  selectedCertificates: z
    .array(
      z.object({
        barCode: z.string().trim().min(1, '条码不能为空').max(100),
        standard: text(100),
        color: text(50),
        batchNumber: text(100),
        quantity: z
          .union([z.string(), z.number()])
          .transform(String)
          .pipe(z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, '数量必须是不小于0的数字'))
          .optional(),
        executiveStandard: text(100),
        inspector: text(50),
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为yyyy-MM-dd')
          .optional(),
      }),
      { error: 'selectedCertificates必须是数组' },
    )
    .min(1, '请选择一条记录！')
    .max(500, '一次最多500张合格证'),
});

const ORDER = theKind((k) => k.production === 'order');
const RECEIPT = theKind((k) => k.production === 'receipt');

const cell = z.union([z.string().max(2000, '单元格内容过长'), z.number(), z.boolean(), z.null()]);

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
  body: z.object({
    title: z.string().trim().min(1, '标题不能为空').max(100, '标题过长'),
    head: z
      .string()
      .max(4000, '表头过长')
      .transform((h) =>
        h
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, '表头不能为空').max(100, '表头最多100列')),
    tip: z.string().max(500, '提示过长').optional(),
    list: z.array(z.array(cell).max(100, '每行最多100列'), { error: 'list必须是二维数组' }).max(20000, '一次最多导出20000行'),
  }),
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
      query: billRefSchema,
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
      query: labelRefSchema,
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
    query: z.object({ id: id('id'), organId: id('organId').optional() }),
    grants: { customer: 'organId' },
    summary: '导出商品资料',
    handler: async (ctx, { query }) => productSheet(ctx.db, sessionOf(ctx), query.id, query.organId),
  }),
  route({
    method: 'POST',
    url: '/systemConfig/exportCertificate',
    access: page([ORDER.page, RECEIPT.page], BUTTON.export),
    body: certificatesSchema,
    summary: '导出合格证',
    handler: async (ctx, { body }) => certificateSheet(ctx.db, sessionOf(ctx), body.selectedCertificates),
  }),
  route({
    method: 'POST',
    url: '/systemConfig/exportProductionFlow',
    access: page(ORDER.page, BUTTON.export),
    query: billRefSchema,
    summary: '导出生产流转卡',
    handler: async (ctx, { query }) => flowSheet(await billForSheet(ctx.db, sessionOf(ctx), ORDER.prefix, query)),
  }),
  route({
    method: 'POST',
    url: '/systemConfig/showRawMaterialUpdate',
    access: page(ORDER.page, BUTTON.export),
    query: billRefSchema,
    summary: '原料用量核对',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      return rawMaterialSheet(ctx.db, s, await billForSheet(ctx.db, s, ORDER.prefix, query));
    },
  }),
];
