import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { RawReply } from '../../app/route.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Content-Disposition` that keeps a Chinese file name intact in every browser. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface SheetSpec {
  fileName: string;
  sheetName: string;
  /** Optional first row above the headers (the reference's "do not delete this row" tip). */
  tip?: string;
  headers: readonly string[];
  /** Rows a batch at a time, so memory stays flat however long the export is; a short sheet may pass `[rows]`. */
  batches: AsyncIterable<ExcelJS.CellValue[][]> | Iterable<ExcelJS.CellValue[][]>;
}

/**
 * Streams any tabular export as an .xlsx download: modules give headers and batches of rows,
 * this writes them with the streaming writer. Errors after the first byte end the stream.
 */
export function streamSheet(spec: SheetSpec): RawReply {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName);
  const write = async () => {
    if (spec.tip) sheet.addRow([spec.tip]).commit();
    sheet.addRow([...spec.headers]).commit();
    for await (const batch of spec.batches) for (const row of batch) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return new RawReply(out, XLSX_TYPE, { 'Content-Disposition': attachmentHeader(spec.fileName) });
}

/** An import template: the tip row and the headers an import reads, without data. */
export function templateSheet(spec: Omit<SheetSpec, 'batches'>): RawReply {
  return streamSheet({ ...spec, batches: [] });
}
