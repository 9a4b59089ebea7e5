import type { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { RawReply } from '../../app/route.js';
import { XLSX_TYPE, attachmentHeader } from './sheet-writer.js';

/*
 * Printed sheets (bills, tables, labels, certificates) as styled workbooks: a template is the company line,
 * the title, a merged header block, a bordered table and the page setup (A4, fit to width, print area,
 * repeated header row), so the file prints as the paper form without editing. Small by nature (one
 * document), they are built in memory; long lists stream through `sheet-writer.ts` instead.
 */

export type Cell = ExcelJS.CellValue;

/** Number formats of quantities (up to 6 decimals, as stored) and money (2 decimals). */
export const QTY_FORMAT = '#,##0.######';
export const MONEY_FORMAT = '#,##0.00';

/** A decimal as a spreadsheet number for display (every sum is computed in decimal before); blank stays empty. */
export const numberCell = (v: string | Decimal | null | undefined): Cell => (v === null || v === undefined || v === '' ? null : Number(v.toString()));

export const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};
const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width: number;
  /** Number format of the column's values (`0.00`, `#,##0.00`…); text columns leave it out. */
  numFmt?: string;
}

export interface FormSheetSpec {
  sheetName: string;
  company: string | null;
  title: string;
  /** A line under the title (the reference's tip: red when it holds a `*`). */
  tip?: string;
  /** Label–value pairs of the header block, three to a row, each merged over its share of the width. */
  info: ReadonlyArray<readonly [string, Cell]>;
  columns: readonly SheetColumn[];
  rows: readonly Cell[][];
  /** The 合计 row under the table (its first cell is written 合计). */
  totals?: Cell[];
  /** Full-width lines under the table: remark, terms. */
  notes?: readonly string[];
  /** Signature fields on the last line (`制单人：张三`, `审核：`). */
  signatures?: readonly string[];
  landscape?: boolean;
}

const INFO_PER_ROW = 3;

/** Cell text of a label–value pair; an empty value keeps the label, so the paper has a field to fill. */
const pair = ([label, value]: readonly [string, Cell]) => `${label}：${value === null || value === undefined ? '' : String(value)}`;

/** Merges a full-width line and writes it with the given font. */
function banner(sheet: ExcelJS.Worksheet, row: number, width: number, text: string, font: Partial<ExcelJS.Font>, height: number) {
  sheet.mergeCells(row, 1, row, width);
  const cell = sheet.getCell(row, 1);
  cell.value = text;
  cell.font = font;
  cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  sheet.getRow(row).height = height;
}

/** Spreads fields over one row in equal merged segments (the last takes the rest). */
export function fieldRow(sheet: ExcelJS.Worksheet, row: number, width: number, fields: readonly string[], border = false) {
  const span = Math.max(1, Math.floor(width / fields.length));
  fields.forEach((text, i) => {
    const from = i * span + 1;
    const to = i === fields.length - 1 ? width : from + span - 1;
    if (to > from) sheet.mergeCells(row, from, row, to);
    const cell = sheet.getCell(row, from);
    cell.value = text;
    cell.alignment = { vertical: 'middle', wrapText: true };
    if (border) for (let c = from; c <= to; c++) sheet.getCell(row, c).border = THIN;
  });
}

/** Page setup every printed sheet shares: A4, one page wide, centred, the print area, a page-number footer. */
export function printSetup(sheet: ExcelJS.Worksheet, lastRow: number, lastColumn: number, opts: { landscape?: boolean; titleRow?: number } = {}) {
  sheet.pageSetup = {
    ...sheet.pageSetup,
    paperSize: 9,
    orientation: opts.landscape ? 'landscape' : 'portrait',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.2, footer: 0.3 },
    printArea: `A1:${sheet.getColumn(lastColumn).letter}${lastRow}`,
    ...(opts.titleRow ? { printTitlesRow: `${opts.titleRow}:${opts.titleRow}` } : {}),
  };
  sheet.headerFooter = { oddFooter: '&C第 &P 页，共 &N 页' };
}

/** Writes a form (bill, plan, table) onto a new sheet of the workbook. */
export function addFormSheet(workbook: ExcelJS.Workbook, spec: FormSheetSpec): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(spec.sheetName);
  const width = spec.columns.length;
  spec.columns.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width));
  let row = 1;
  if (spec.company) banner(sheet, row++, width, spec.company, { bold: true, size: 16 }, 26);
  banner(sheet, row++, width, spec.title, { bold: true, size: 14, underline: 'double' }, 24);
  if (spec.tip) banner(sheet, row++, width, spec.tip, spec.tip.includes('*') ? { color: { argb: 'FFFF0000' } } : {}, 18);
  for (let i = 0; i < spec.info.length; i += INFO_PER_ROW) fieldRow(sheet, row++, width, spec.info.slice(i, i + INFO_PER_ROW).map(pair));
  const headerRow = row++;
  spec.columns.forEach((c, i) => {
    const cell = sheet.getCell(headerRow, i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
    cell.fill = HEAD_FILL;
    cell.border = THIN;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  const body = (values: readonly Cell[], bold = false) => {
    const r = row++;
    spec.columns.forEach((c, i) => {
      const cell = sheet.getCell(r, i + 1);
      cell.value = values[i] ?? null;
      cell.border = THIN;
      cell.alignment = { vertical: 'middle', wrapText: true };
      if (c.numFmt) cell.numFmt = c.numFmt;
      if (bold) cell.font = { bold: true };
    });
  };
  for (const values of spec.rows) body(values);
  if (spec.totals) body(['合计', ...spec.totals.slice(1)], true);
  for (const note of spec.notes ?? []) {
    sheet.mergeCells(row, 1, row, width);
    const cell = sheet.getCell(row++, 1);
    cell.value = note;
    cell.alignment = { vertical: 'top', wrapText: true };
  }
  if (spec.signatures?.length) fieldRow(sheet, row++, width, spec.signatures);
  printSetup(sheet, row - 1, width, { landscape: spec.landscape, titleRow: headerRow });
  return sheet;
}

/** The workbook as a download. */
export async function workbookReply(workbook: ExcelJS.Workbook, fileName: string): Promise<RawReply> {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return new RawReply(buffer, XLSX_TYPE, { 'Content-Disposition': attachmentHeader(fileName) });
}

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '算盘ERP';
  return workbook;
}
