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

/** The last row of a sheet whose rows could not all be read: the file still opens and says it is incomplete. */
export const INTERRUPTED_NOTICE = '导出中断：读取数据时出错，此文件不完整，请重新导出';

/**
 * Streams any tabular export as an .xlsx download: modules give headers and batches of rows,
 * this writes them with the streaming writer. The first batch is read before the answer starts, so a
 * query that fails (a bad filter, a refusal of the database) is an error answer rather than a cut
 * download; a failure after that ends the sheet with {@link INTERRUPTED_NOTICE} and a well-formed file,
 * and is reported through the reply (the route layer logs it) — a reset connection would tell nobody why.
 */
export async function streamSheet(spec: SheetSpec): Promise<RawReply> {
  const batches = (async function* () {
    yield* spec.batches;
  })();
  const first = await batches.next();
  const out = new PassThrough();
  const reply = new RawReply(out, XLSX_TYPE, { 'Content-Disposition': attachmentHeader(spec.fileName) });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName);
  const write = async () => {
    if (spec.tip) sheet.addRow([spec.tip]).commit();
    sheet.addRow([...spec.headers]).commit();
    try {
      for (let next = first; !next.done; next = await batches.next()) for (const row of next.value) sheet.addRow(row).commit();
    } catch (error) {
      sheet.addRow([INTERRUPTED_NOTICE]).commit();
      reply.failed(asError(error));
    } finally {
      await batches.return(undefined);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(asError(error)));
  return reply;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** An import template: the tip row and the headers an import reads, without data. */
export function templateSheet(spec: Omit<SheetSpec, 'batches'>): Promise<RawReply> {
  return streamSheet({ ...spec, batches: [] });
}
