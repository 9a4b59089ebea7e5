import { badRequest, type AppError } from '../../app/errors.js';

/**
 * What an uploaded workbook may hold (docs/decisions.md, "Spreadsheet imports"). Each limit is checked while the
 * workbook is read, so a hostile file is refused after at most this much work and memory, never after parsing it.
 */
export const WORKBOOK_LIMITS = {
  /** Inflated bytes of the parts read (workbook, relations, shared strings, first sheet); a 20,000-row sheet is ≈ 25 MB. */
  unzippedBytes: 64 * 1024 * 1024,
  zipEntries: 10_000,
  sheets: 100,
  sharedStrings: 1_000_000,
  /** UTF-8 bytes of all shared strings together: what the table of them holds in memory. */
  sharedStringBytes: 16 * 1024 * 1024,
  /** Excel's own limit for one cell. */
  cellChars: 32_767,
  /** One tag with its attributes. */
  markupBytes: 64 * 1024,
} as const;

const L = WORKBOOK_LIMITS;
const refuse = (message: string): AppError => badRequest(message, 'file');

export const WORKBOOK_ERR = {
  invalid: () => refuse('文件不是有效的xlsx表格'),
  noSheet: () => refuse('表格中没有工作表'),
  tooManyEntries: () => refuse(`文件不是有效的xlsx表格：压缩包中的文件超过${L.zipEntries}个`),
  tooLarge: () => refuse(`表格解压后超过${L.unzippedBytes / 1024 / 1024}MB，请拆分后分批导入`),
  tooManySheets: () => refuse(`表格中的工作表不能超过${L.sheets}个`),
  tooManyStrings: () => refuse(`表格中不同的文字不能超过${L.sharedStrings}个，请拆分后分批导入`),
  tooMuchText: () => refuse(`表格中的文字总量不能超过${L.sharedStringBytes / 1024 / 1024}MB，请拆分后分批导入`),
  sharedCellTooLong: () => refuse(`表格中有单元格的内容超过${L.cellChars}个字符`),
  cellTooLong: (line: number, column: string) => refuse(`第${line}行${column}列的内容超过${L.cellChars}个字符`),
} as const;
