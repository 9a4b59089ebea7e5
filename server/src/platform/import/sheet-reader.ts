import { badRequest } from '../../app/errors.js';
import { sheetRowsHandler } from './sheet-rows.js';
import { readSharedStrings } from './shared-strings.js';
import { openWorkbook, scanPart } from './workbook-parts.js';

export interface SheetRow {
  /** Row number as Excel shows it (1-based), for error messages. */
  line: number;
  /** Cell texts keyed by header label (required-marks `*` removed); blank cells are absent. */
  cells: Map<string, string>;
}

export interface Sheet {
  headers: string[];
  /** At most the import's `maxRows` + 1: one more than it allows says the sheet is over its limit. */
  rows: SheetRow[];
}

export interface SheetLimits {
  /** The import's row limit: reading stops at the first row past it, and the import refuses with its own message. */
  maxRows: number;
}

/** Templates put a tip row above the header: the header is looked for in this many top rows. */
const HEADER_ROWS = 5;

const label = (text: string) => text.replace(/^\*|\*$/g, '').trim();

/**
 * Reads the first sheet of an .xlsx workbook for an import, streaming: the header row is the first of the top five
 * rows holding `keyHeader` (or one of several); every non-blank row below is data. Every limit of
 * `WORKBOOK_LIMITS` and the import's row limit hold while the file is read, so a hostile workbook costs a few
 * megabytes and seconds and other requests are answered meanwhile (docs/decisions.md, "Spreadsheet imports").
 */
export async function readSheet(buffer: Buffer, keyHeader: string | readonly string[], limits: SheetLimits): Promise<Sheet> {
  const keys: readonly string[] = typeof keyHeader === 'string' ? [keyHeader] : keyHeader;
  const missingHeader = () => badRequest(`表格缺少表头：${keys.join('或')}`, 'file');
  const workbook = await openWorkbook(buffer);
  const strings = await readSharedStrings(workbook);
  let headers: string[] | undefined;
  let headerLine = 0;
  const rows: SheetRow[] = [];
  const full = () => rows.length > limits.maxRows;
  const onRow = (line: number, texts: Map<number, string>) => {
    if (full()) return;
    if (!headers) {
      if (line > HEADER_ROWS) throw missingHeader();
      const labels: string[] = [];
      for (const [column, text] of texts) labels[column] = label(text);
      if (labels.some((t) => keys.includes(t))) {
        headers = labels;
        headerLine = line;
      }
      return;
    }
    if (line <= headerLine) return;
    const cells = new Map<string, string>();
    for (const [column, text] of texts) {
      const header = headers[column];
      if (header) cells.set(header, text);
    }
    if (cells.size > 0) rows.push({ line, cells });
  };
  await scanPart(workbook.zip, workbook.firstSheet, sheetRowsHandler(strings, onRow), full);
  if (!headers) throw missingHeader();
  return { headers: headers.filter((h): h is string => Boolean(h)), rows };
}
