import { posix } from 'node:path';
import { WORKBOOK_ERR, WORKBOOK_LIMITS as L } from './workbook-limits.js';
import { XmlError, XmlScanner, type XmlHandler } from './xml-scanner.js';
import { inflate, zipEntries, type ZipEntry } from './zip-entries.js';

/** The parts of an .xlsx an import reads, found from its zip directory and workbook before any cell is read. */
export interface WorkbookParts {
  zip: Buffer;
  firstSheet: ZipEntry;
  sharedStrings: ZipEntry | undefined;
}

/**
 * Streams one part through `handler`; stops (and stops inflating) as soon as `done` says so after a chunk.
 * Malformed XML or deflate data is refused as not a workbook; the limits' own refusals pass through.
 */
export async function scanPart(zip: Buffer, entry: ZipEntry, handler: XmlHandler, done: () => boolean = () => false): Promise<void> {
  const scanner = new XmlScanner(handler, L.markupBytes);
  try {
    for await (const chunk of inflate(zip, entry)) {
      scanner.write(chunk);
      if (done()) return;
    }
    scanner.end();
  } catch (error) {
    if (error instanceof XmlError) throw WORKBOOK_ERR.invalid();
    throw error;
  }
}

const RELATIONSHIP_TYPES = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/**
 * The workbook's first sheet (in the workbook's order, hidden or not, as Excel lists them) and its shared strings.
 * The sheets are counted while workbook.xml is read, and the parts' declared sizes are judged before inflating.
 */
export async function openWorkbook(zip: Buffer): Promise<WorkbookParts> {
  const entries = zipEntries(zip, L.zipEntries);
  const workbook = entries.get('xl/workbook.xml');
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !relations) throw WORKBOOK_ERR.invalid();
  // Every part read inflates to at most its declared size (zip-entries.ts): judging those judges the work.
  const declared = (...parts: Array<ZipEntry | undefined>) => parts.reduce((sum, part) => sum + (part?.declaredSize ?? 0), 0);
  if (declared(workbook, relations) > L.unzippedBytes) throw WORKBOOK_ERR.tooLarge();

  let sheets = 0;
  let firstSheetId: string | undefined;
  await scanPart(zip, workbook, {
    open(name, attributes) {
      if (name !== 'sheet') return;
      sheets += 1;
      if (sheets > L.sheets) throw WORKBOOK_ERR.tooManySheets();
      firstSheetId ??= [...attributes].find(([key]) => key.endsWith(':id'))?.[1] ?? '';
    },
    close() {},
    wantsText: () => false,
    text() {},
  });
  if (firstSheetId === undefined) throw WORKBOOK_ERR.noSheet();

  let sheetTarget: string | undefined;
  let stringsTarget: string | undefined;
  await scanPart(zip, relations, {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      if (attributes.get('Id') === firstSheetId) sheetTarget = attributes.get('Target');
      if (attributes.get('Type') === `${RELATIONSHIP_TYPES}sharedStrings`) stringsTarget = attributes.get('Target');
    },
    close() {},
    wantsText: () => false,
    text() {},
  });
  const firstSheet = sheetTarget === undefined ? undefined : entries.get(partPath(sheetTarget));
  if (!firstSheet) throw WORKBOOK_ERR.invalid();
  const sharedStrings = stringsTarget === undefined ? undefined : entries.get(partPath(stringsTarget));
  if (declared(workbook, relations, firstSheet, sharedStrings) > L.unzippedBytes) throw WORKBOOK_ERR.tooLarge();
  return { zip, firstSheet, sharedStrings };
}

/** A relationship target of the workbook: relative to xl/, or absolute within the package. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
}

/** `_x000D_` and the like: how Office writes characters XML cannot hold. */
export const decodeOfficeEscapes = (text: string) =>
  text.includes('_x') ? text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;

/** `_xHHHH_` is seven characters for one: how much longer than a cell the raw text of one may be. */
export const ESCAPED_CHARACTER = 7;
