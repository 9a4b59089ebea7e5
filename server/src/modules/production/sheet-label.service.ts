import { BILL_KINDS, BUTTON, type BillPrefix, type BillPrintData } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { badRequest, forbidden, notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { addLabelSheet, type Label, type LabelSheetSpec } from '../../platform/export/label-sheet.js';
import { addFormSheet, newWorkbook, numberCell, workbookReply } from '../../platform/export/styled-sheet.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { billPrintData, findBill } from '../stock/bill-read.service.js';
import { companyName } from '../../platform/tenant-config.js';
import { partnerName, productBarcodes, productsByBarcode } from './sheet.repository.js';

export const MATERIAL_PAGE = '/material/material';

/** What one label prints: a product's barcode row, or a bill line with its batch and quantity. */
interface LabelItem {
  barCode: string;
  name: string;
  standard: string | null;
  model: string | null;
  color: string | null;
  brand: string | null;
  unit: string | null;
  batchNumber: string | null;
  quantity: string | null;
  partner: string | null;
}

/** Labels name a product (`id`) or a bill (`headerId` / `number`); `organId` the partner printed on them. */
export interface LabelRef {
  id?: number | undefined;
  headerId?: number | undefined;
  number?: string | undefined;
  organId?: number | undefined;
}

/** The product's barcode rows; the products page with 导出 is needed. */
async function productItems(db: Kysely<Database>, session: Session, materialId: number, organId: number | undefined): Promise<LabelItem[]> {
  if (!(await mayUse(db, session, [MATERIAL_PAGE], BUTTON.export))) throw forbidden();
  const rows = await productBarcodes(db, session.tenantId, String(materialId));
  if (rows.length === 0) throw notFound('商品不存在或已被删除');
  const partner = organId ? await partnerName(db, session.tenantId, String(organId)) : undefined;
  if (organId && !partner) throw notFound('往来单位不存在或已被删除');
  return rows.map((r) => ({ ...r, unit: r.commodityUnit, color: r.color, batchNumber: null, quantity: null, partner: partner?.name ?? null }));
}

/** The lines of a visible bill (components of a production document excepted); its kind's page with 导出 is needed. */
async function billItems(db: Kysely<Database>, session: Session, ref: LabelRef): Promise<LabelItem[]> {
  const bill = await findBill(db, session, ref.headerId ? { id: String(ref.headerId) } : { number: ref.number ?? '' });
  if (!bill || (ref.organId && String(bill.organId) !== String(ref.organId))) throw notFound('单据不存在或已被删除');
  if (!(await mayUse(db, session, [BILL_KINDS[bill.prefix as BillPrefix].page], BUTTON.export))) throw forbidden();
  const data = (await billPrintData(db, session, String(bill.id))) as unknown as BillPrintData;
  return data.rows
    .filter((l) => l.mType !== '原料')
    .map((l) => ({
      barCode: l.barCode,
      name: l.name,
      standard: l.standard,
      model: l.model,
      color: l.color ?? l.sku,
      brand: l.brand,
      unit: l.unit,
      batchNumber: l.batchNumber,
      quantity: trimNum(l.operNumber),
      partner: data.bill.organName,
    }));
}

export async function labelItems(db: Kysely<Database>, session: Session, ref: LabelRef): Promise<LabelItem[]> {
  if (ref.id) return productItems(db, session, ref.id, ref.organId);
  if (ref.headerId || ref.number) return billItems(db, session, ref);
  throw badRequest('请指定商品（id）或单据（headerId或number）', 'id');
}

const withUnit = (i: LabelItem) => (i.quantity ? `${i.quantity} ${i.unit ?? ''}`.trim() : (i.unit ?? ''));

/** The three label templates: 商品标签 (2 across, barcode), 小标签 (3 across, barcode), 织带标 (2 across, QR code). */
const TEMPLATES = {
  MaterialLabels: {
    sheetName: '商品标签',
    spec: { across: 2, widths: [8, 24], lineHeight: 20, code: { kind: 'code128', lines: 3 } },
    label: (i: LabelItem, company: string | null): Label => ({
      title: company ?? '商品标签',
      fields: [
        ['品名', i.name],
        ['规格', i.standard],
        ['型号', i.model],
        ['颜色', i.color],
        ['批号', i.batchNumber],
        ['数量', withUnit(i)],
        ...(i.partner ? [['往来单位', i.partner] as const] : []),
      ],
      code: i.barCode,
    }),
  },
  MaterialLabelsm: {
    sheetName: '小标签',
    spec: { across: 3, widths: [6, 16], lineHeight: 15, titleSize: 10, code: { kind: 'code128', lines: 2 } },
    label: (i: LabelItem): Label => ({
      title: i.name,
      fields: [
        ['规格', i.standard ?? i.model],
        ['颜色', i.color],
        ['单位', i.unit],
      ],
      code: i.barCode,
    }),
  },
  WeaveTapeLabel: {
    sheetName: '织带标',
    spec: { across: 2, widths: [8, 20], lineHeight: 18, code: { kind: 'qrcode', lines: 5 } },
    label: (i: LabelItem, company: string | null): Label => ({
      title: i.brand ?? company ?? '织带标',
      fields: [
        ['品名', i.name],
        ['规格', i.standard],
        ['颜色', i.color],
        ['批号', i.batchNumber],
        ['数量', withUnit(i)],
        ['条码', i.barCode],
      ],
      code: i.barCode,
    }),
  },
} as const satisfies Record<
  string,
  { sheetName: string; spec: Omit<LabelSheetSpec, 'sheetName' | 'labels'>; label: (i: LabelItem, company: string | null) => Label }
>;

export type LabelTemplate = keyof typeof TEMPLATES;
export const LABEL_TEMPLATES = Object.keys(TEMPLATES) as LabelTemplate[];

export async function labelSheet(db: Kysely<Database>, session: Session, template: LabelTemplate, items: readonly LabelItem[]) {
  const t = TEMPLATES[template];
  const company = await companyName(db, session.tenantId);
  const workbook = newWorkbook();
  await addLabelSheet(workbook, { ...t.spec, sheetName: t.sheetName, labels: items.map((i) => t.label(i, company)) });
  return workbookReply(workbook, `${t.sheetName}.xlsx`);
}

/** One selection of 合格证: the product by barcode and what the certificate states. */
export interface CertificateInput {
  barCode: string;
  standard?: string | undefined;
  color?: string | undefined;
  batchNumber?: string | undefined;
  quantity?: string | undefined;
  executiveStandard?: string | undefined;
  inspector?: string | undefined;
  date?: string | undefined;
}

/** 产品合格证, one per selection, two across, with the QR code of the barcode; an unknown barcode is refused (400). */
export async function certificateSheet(db: Kysely<Database>, session: Session, selected: readonly CertificateInput[]) {
  const products = await productsByBarcode(db, session.tenantId, [...new Set(selected.map((c) => c.barCode))]);
  const missing = selected.find((c) => !products.has(c.barCode));
  if (missing) throw badRequest(`条码${missing.barCode}不存在`, 'selectedCertificates');
  const company = await companyName(db, session.tenantId);
  const labels = selected.map((c): Label => {
    const p = products.get(c.barCode)!;
    return {
      title: '产品合格证',
      fields: [
        ['品名', p.name],
        ['规格', c.standard ?? p.standard ?? p.model],
        ['颜色', c.color ?? p.color],
        ['批号', c.batchNumber ?? null],
        ['数量', c.quantity ? `${c.quantity} ${p.unit}` : null],
        ['执行标准', c.executiveStandard ?? null],
        ['检验员', c.inspector ?? null],
        ['检验日期', c.date ?? null],
      ],
      footer: `检验合格${company ? ` ${company}` : ''}`,
      code: c.barCode,
    };
  });
  const workbook = newWorkbook();
  await addLabelSheet(workbook, { sheetName: '合格证', labels, across: 2, widths: [9, 22], lineHeight: 20, code: { kind: 'qrcode', lines: 4 } });
  return workbookReply(workbook, '合格证.xlsx');
}

/** 商品资料 (the `Material` sheet): the product's facts as a header block and its barcode rows with their prices. */
export async function productSheet(db: Kysely<Database>, session: Session, materialId: number, organId: number | undefined) {
  if (!(await mayUse(db, session, [MATERIAL_PAGE], BUTTON.export))) throw forbidden();
  const rows = await productBarcodes(db, session.tenantId, String(materialId));
  const p = rows[0];
  if (!p) throw notFound('商品不存在或已被删除');
  const partner = organId ? await partnerName(db, session.tenantId, String(organId)) : undefined;
  if (organId && !partner) throw notFound('往来单位不存在或已被删除');
  const workbook = newWorkbook();
  addFormSheet(workbook, {
    sheetName: '商品资料',
    company: await companyName(db, session.tenantId),
    title: '商品资料',
    info: [
      ['名称', p.name],
      ['类别', p.category],
      ['规格', p.standard],
      ['型号', p.model],
      ['颜色', p.color],
      ['品牌', p.brand],
      ['制造商', p.mfrs],
      ['基本单位', p.unit ?? p.commodityUnit],
      ['保质期(天)', p.expiryNum],
      ...(partner ? [[partner.type, partner.name] as [string, string]] : []),
    ],
    columns: [
      { header: '序号', width: 6 },
      { header: '条码', width: 18 },
      { header: '单位', width: 8 },
      { header: 'SKU', width: 14 },
      { header: '采购价', width: 10, numFmt: '0.00' },
      { header: '零售价', width: 10, numFmt: '0.00' },
      { header: '销售价', width: 10, numFmt: '0.00' },
      { header: '最低售价', width: 10, numFmt: '0.00' },
    ],
    rows: rows.map((r, i) => [
      i + 1,
      r.barCode,
      r.commodityUnit,
      r.sku,
      numberCell(r.purchasePrice),
      numberCell(r.retailPrice),
      numberCell(r.salePrice),
      numberCell(r.lowPrice),
    ]),
    notes: p.remark ? [`备注：${p.remark}`] : [],
  });
  return workbookReply(workbook, `商品资料_${p.name}.xlsx`);
}
