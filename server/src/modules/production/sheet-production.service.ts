import type { BillPrintData } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import { barcodePng } from '../../platform/export/barcode.js';
import { addFormSheet, newWorkbook, numberCell, QTY_FORMAT, workbookReply, type Cell } from '../../platform/export/styled-sheet.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { rawMaterialUse } from './sheet.repository.js';

/*
 * Sheets of a production order: the 生产流转卡 that travels with the goods through the workshop (steps to sign,
 * the order's barcode to scan at each station) and the 原料用量核对 (showRawMaterialUpdate) comparing what the
 * received goods should have consumed with what the receipts did consume.
 */

const STEPS = ['领料', '生产加工', '质量检验', '包装', '成品入库'];
const SPARE_STEPS = 3;
/** A quantity as the sheet's text: without the column's padding, empty when there is none. */
const quantityText = (v: string | null | undefined) => trimNum(v) ?? '';

function productOf(data: BillPrintData) {
  const product = data.rows.find((l) => l.mType === '成品') ?? data.rows[0];
  return product;
}

/** The order's number as a Code 128 barcode over the right end of the title lines. */
async function stampNumber(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, number: string, columns: number) {
  const image = await barcodePng(number, 'code128');
  if (!image) return;
  const id = workbook.addImage({ buffer: image.png as unknown as ExcelJS.Buffer, extension: 'png' });
  const height = 44;
  sheet.addImage(id, { tl: { col: columns - 3, row: 0.1 }, ext: { width: Math.round((image.width * height) / image.height), height } });
}

/** 生产流转卡: the order's header, the steps to sign, the components to draw, the order's barcode. */
export async function flowSheet(data: BillPrintData) {
  const b = data.bill;
  const product = productOf(data);
  const components = data.rows.filter((l) => l.mType === '原料');
  const columns = [
    { header: '序号', width: 6 },
    { header: '工序', width: 14 },
    { header: '操作人', width: 10 },
    { header: '开始时间', width: 14 },
    { header: '完成时间', width: 14 },
    { header: '投入数量', width: 10 },
    { header: '合格数量', width: 10 },
    { header: '不良数量', width: 10 },
    { header: '检验', width: 10 },
    { header: '签字', width: 10 },
  ];
  const workbook = newWorkbook();
  const sheet = addFormSheet(workbook, {
    sheetName: '生产流转卡',
    company: data.company?.companyName || null,
    title: '生产流转卡',
    info: [
      ['生产订单号', b.number],
      ['单据日期', b.operTimeStr],
      ['客户', b.organName],
      ['产品', product?.name ?? ''],
      ['规格', product?.standard ?? product?.model ?? ''],
      ['颜色/SKU', product?.sku ?? product?.color ?? ''],
      ['数量', `${quantityText(product?.operNumber)} ${product?.unit ?? ''}`.trim()],
      ['入库仓库', product?.depotName ?? ''],
      ['关联销售订单', b.linkNumber],
      ['计划开工', b.planStartDate],
      ['计划完工', b.deliveryTime],
    ],
    columns,
    rows: [...STEPS, ...Array<string>(SPARE_STEPS).fill('')].map((step, i): Cell[] => [i + 1, step]),
    notes: [
      ...components.map(
        (c, i) =>
          `用料${i + 1}：${c.name}${c.standard ? ` ${c.standard}` : ''}（${c.barCode}）需用 ${quantityText(c.operNumber)} ${c.unit ?? ''}，领料仓库 ${c.depotName ?? ''}`,
      ),
      ...(b.remark ? [`备注：${b.remark}`] : []),
    ],
    signatures: [`制单人：${b.userName}`, '车间主管：', '质检：'],
  });
  for (let r = sheet.rowCount - SPARE_STEPS - STEPS.length; r <= sheet.rowCount; r++) sheet.getRow(r).height = 24;
  await stampNumber(workbook, sheet, b.number, columns.length);
  return workbookReply(workbook, `生产流转卡_${b.number}.xlsx`);
}

/** 原料用量核对 (showRawMaterialUpdate): per component planned, expected for what was received, consumed, difference, still to draw. */
export async function rawMaterialSheet(db: Kysely<Database>, session: Session, data: BillPrintData) {
  const b = data.bill;
  const product = productOf(data);
  const rows = await rawMaterialUse(db, session.tenantId, String(b.id), b.number);
  const workbook = newWorkbook();
  addFormSheet(workbook, {
    sheetName: '原料用量核对',
    company: data.company?.companyName || null,
    title: '原料用量核对表',
    info: [
      ['生产订单号', b.number],
      ['产品', product?.name ?? ''],
      ['订单数量', `${quantityText(product?.operNumber)} ${product?.unit ?? ''}`.trim()],
      ['已入库', quantityText(product?.finishNumber)],
      ['计划完工', b.deliveryTime],
    ],
    columns: [
      { header: '序号', width: 6 },
      { header: '条码', width: 16 },
      { header: '名称', width: 16 },
      { header: '规格', width: 12 },
      { header: '单位', width: 6 },
      { header: '单位用量', width: 10, numFmt: QTY_FORMAT },
      { header: '损耗率(%)', width: 9, numFmt: QTY_FORMAT },
      { header: '计划用量', width: 10, numFmt: QTY_FORMAT },
      { header: '按入库应耗', width: 11, numFmt: QTY_FORMAT },
      { header: '实际领用', width: 10, numFmt: QTY_FORMAT },
      { header: '差异(超耗+/节约-)', width: 12, numFmt: QTY_FORMAT },
      { header: '待领用', width: 10, numFmt: QTY_FORMAT },
    ],
    rows: rows.map((r, i): Cell[] => [
      i + 1,
      r.bar_code,
      r.name,
      r.standard ?? r.model,
      r.unit,
      numberCell(r.unit_usage),
      numberCell(r.loss_rate),
      numberCell(r.planned),
      numberCell(r.expected),
      numberCell(r.consumed),
      numberCell(new Decimal(r.consumed).minus(r.expected)),
      numberCell(Decimal.max(new Decimal(r.planned).minus(r.consumed), 0)),
    ]),
    notes: ['数量按基本单位；差异 = 实际领用 − 按入库应耗（计划用量 × 已入库 ÷ 订单数量），计划外领用的原料计划用量为0。'],
    signatures: [`制表：${session.username}`, '车间主管：', '仓库：'],
    landscape: true,
  });
  return workbookReply(workbook, `原料用量核对_${b.number}.xlsx`);
}
