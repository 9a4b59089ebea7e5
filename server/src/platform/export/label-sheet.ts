import type ExcelJS from 'exceljs';
import { barcodePng, type BarcodeKind } from './barcode.js';
import { THIN, printSetup, type Cell } from './styled-sheet.js';

/*
 * Labels and certificates as a grid of bordered blocks on A4: each block a title line, its fields (name | value)
 * and, where the label carries one, a barcode or QR code image anchored in the block's code lines. Sizes follow
 * common label stock: the caller picks how many across and the line height.
 */

export interface Label {
  title: string;
  fields: ReadonlyArray<readonly [string, Cell]>;
  /** The text the barcode or QR code encodes; none draws no code. */
  code?: string;
  /** A line under the fields (检验合格, a remark). */
  footer?: string;
}

export interface LabelSheetSpec {
  sheetName: string;
  labels: readonly Label[];
  across: number;
  /** Widths, in characters, of the field-name and value columns of a block. */
  widths: readonly [number, number];
  /** Height of one line, in points. */
  lineHeight: number;
  code?: { kind: BarcodeKind; lines: number };
  titleSize?: number;
  landscape?: boolean;
}

const MEDIUM: Partial<ExcelJS.Border> = { style: 'medium' };
const GAP_WIDTH = 2;
const GAP_HEIGHT = 8;
// Default-font pixels per character of column width, and per point of row height.
const PX_PER_CHAR = 7;
const PX_PER_POINT = 4 / 3;

/** The outline of a block in medium lines, keeping its inner thin ones. */
function outline(sheet: ExcelJS.Worksheet, top: number, left: number, bottom: number, right: number) {
  for (let r = top; r <= bottom; r++)
    for (let c = left; c <= right; c++) {
      const cell = sheet.getCell(r, c);
      cell.border = {
        ...THIN,
        ...(r === top ? { top: MEDIUM } : {}),
        ...(r === bottom ? { bottom: MEDIUM } : {}),
        ...(c === left ? { left: MEDIUM } : {}),
        ...(c === right ? { right: MEDIUM } : {}),
      };
    }
}

function merged(sheet: ExcelJS.Worksheet, row: number, left: number, right: number, value: Cell, style: Partial<ExcelJS.Style>) {
  sheet.mergeCells(row, left, row, right);
  const cell = sheet.getCell(row, left);
  cell.value = value;
  Object.assign(cell, style);
}

/** Writes the labels onto a new sheet of the workbook. */
export async function addLabelSheet(workbook: ExcelJS.Workbook, spec: LabelSheetSpec): Promise<ExcelJS.Worksheet> {
  const sheet = workbook.addWorksheet(spec.sheetName);
  const fieldLines = Math.max(...spec.labels.map((l) => l.fields.length), 0);
  const hasFooter = spec.labels.some((l) => l.footer);
  const codeLines = spec.code?.lines ?? 0;
  const height = 1 + fieldLines + (hasFooter ? 1 : 0) + codeLines;
  for (let a = 0; a < spec.across; a++) {
    sheet.getColumn(a * 3 + 1).width = spec.widths[0];
    sheet.getColumn(a * 3 + 2).width = spec.widths[1];
    if (a < spec.across - 1) sheet.getColumn(a * 3 + 3).width = GAP_WIDTH;
  }
  let lastRow = 0;
  for (const [i, label] of spec.labels.entries()) {
    const top = Math.floor(i / spec.across) * (height + 1) + 1;
    const left = (i % spec.across) * 3 + 1;
    for (let r = top; r < top + height; r++) sheet.getRow(r).height = spec.lineHeight;
    sheet.getRow(top + height).height = GAP_HEIGHT;
    merged(sheet, top, left, left + 1, label.title, {
      font: { bold: true, size: spec.titleSize ?? 12 },
      alignment: { horizontal: 'center', vertical: 'middle' },
    });
    for (let f = 0; f < fieldLines; f++) {
      const [name, value] = label.fields[f] ?? ['', null];
      const r = top + 1 + f;
      Object.assign(sheet.getCell(r, left), { value: name, font: { bold: true }, alignment: { vertical: 'middle' } });
      Object.assign(sheet.getCell(r, left + 1), { value, alignment: { vertical: 'middle', shrinkToFit: true } });
    }
    let next = top + 1 + fieldLines;
    if (hasFooter) merged(sheet, next++, left, left + 1, label.footer ?? '', { alignment: { horizontal: 'center', vertical: 'middle' } });
    if (codeLines) {
      sheet.mergeCells(next, left, next + codeLines - 1, left + 1);
      await placeCode(workbook, sheet, spec, label.code, next, left);
    }
    outline(sheet, top, left, top + height - 1, left + 1);
    lastRow = Math.max(lastRow, top + height - 1);
  }
  printSetup(sheet, Math.max(lastRow, 1), spec.across * 3 - 1, { landscape: spec.landscape });
  return sheet;
}

/** The label's code, scaled to fit its merged code area and centred in it. */
async function placeCode(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, spec: LabelSheetSpec, text: string | undefined, row: number, left: number) {
  if (!spec.code || !text) return;
  const image = await barcodePng(text, spec.code.kind);
  if (!image) {
    Object.assign(sheet.getCell(row, left), { value: text, alignment: { horizontal: 'center', vertical: 'middle' } });
    return;
  }
  const areaW = (spec.widths[0] + spec.widths[1]) * PX_PER_CHAR;
  const areaH = spec.code.lines * spec.lineHeight * PX_PER_POINT;
  const scale = Math.min((areaW * 0.9) / image.width, (areaH * 0.9) / image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const id = workbook.addImage({ buffer: image.png as unknown as ExcelJS.Buffer, extension: 'png' });
  // Anchors are zero-based fractional columns/rows: offset the image by the free space, as a share of a column/line.
  const colShift = (areaW - width) / 2 / (spec.widths[0] * PX_PER_CHAR);
  const rowShift = (areaH - height) / 2 / (spec.lineHeight * PX_PER_POINT);
  sheet.addImage(id, { tl: { col: left - 1 + Math.min(colShift, 0.99), row: row - 1 + Math.min(rowShift, 0.99) }, ext: { width, height } });
}
