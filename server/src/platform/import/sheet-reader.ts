import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { badRequest } from '../../app/errors.js';

export interface SheetRow {
  /** Row number as Excel shows it (1-based), for error messages. */
  line: number;
  /** Cell texts keyed by header label (required-marks `*` removed); blank cells are absent. */
  cells: Map<string, string>;
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** Text of a cell as the user typed it; numbers are cut to the 6 decimals money columns hold. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return new Decimal(v).toDecimalPlaces(6).toFixed();
  if (typeof v === 'boolean') return v ? '1' : '0';
  return cell.text.trim();
}

const label = (text: string) => text.replace(/^\*|\*$/g, '').trim();

/**
 * Reads the first sheet of an .xlsx workbook for an import. The header row is the first of the
 * top five rows holding `keyHeader` (or one of several; templates put a tip row above it); every
 * row below is data.
 */
export async function readSheet(buffer: Buffer, keyHeader: string | readonly string[]): Promise<Sheet> {
  const keys: readonly string[] = typeof keyHeader === 'string' ? [keyHeader] : keyHeader;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的xlsx表格', 'file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('表格中没有工作表', 'file');
  let headerLine = 0;
  let headers: string[] = [];
  for (let line = 1; line <= Math.min(5, sheet.rowCount); line += 1) {
    const texts: string[] = [];
    sheet.getRow(line).eachCell({ includeEmpty: true }, (cell, col) => {
      texts[col] = label(cellText(cell));
    });
    if (texts.some((t) => keys.includes(t))) {
      headerLine = line;
      headers = texts;
      break;
    }
  }
  if (!headerLine) throw badRequest(`表格缺少表头：${keys.join('或')}`, 'file');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line <= headerLine) return;
    const cells = new Map<string, string>();
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const header = headers[col];
      const text = cellText(cell);
      if (header && text !== '') cells.set(header, text);
    });
    if (cells.size > 0) rows.push({ line, cells });
  });
  return { headers: headers.filter((h): h is string => Boolean(h)), rows };
}
