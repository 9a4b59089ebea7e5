import { WORKBOOK_ERR, WORKBOOK_LIMITS as L } from './workbook-limits.js';
import { decodeOfficeEscapes, ESCAPED_CHARACTER, scanPart, type WorkbookParts } from './workbook-parts.js';

/**
 * The shared-string table held as one UTF-8 buffer and where each string ends: a million short strings as JS strings
 * cost some 40 MB of heap (and as much garbage again while read), here a few megabytes.
 */
export class SharedStrings {
  private bytes = Buffer.alloc(0);
  private used = 0;
  private ends = new Uint32Array(0);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The string at `index`, undefined past the table. */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
  }

  add(text: string): void {
    if (this.count >= L.sharedStrings) throw WORKBOOK_ERR.tooManyStrings();
    const length = Buffer.byteLength(text);
    if (this.used + length > L.sharedStringBytes) throw WORKBOOK_ERR.tooMuchText();
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.min(L.sharedStringBytes, Math.max(64 * 1024, (this.used + length) * 2)));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(Math.min(L.sharedStrings, Math.max(1024, this.count * 2)));
      grown.set(this.ends);
      this.ends = grown;
    }
    this.used += this.bytes.write(text, this.used);
    this.ends[this.count] = this.used;
    this.count += 1;
  }
}

/**
 * Reads the shared-string table: each `<si>`'s text (its runs joined, phonetic guides left out). Its count, its total
 * size and each string's length are bounded while it is read.
 */
export async function readSharedStrings(parts: WorkbookParts): Promise<SharedStrings> {
  const strings = new SharedStrings();
  if (!parts.sharedStrings) return strings;
  let current: string | undefined;
  let capturing = false;
  let phonetic = 0;
  await scanPart(parts.zip, parts.sharedStrings, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && current !== undefined && phonetic === 0) capturing = true;
    },
    wantsText: () => capturing,
    text(piece) {
      if (current === undefined) return;
      current += piece;
      if (current.length > L.cellChars * ESCAPED_CHARACTER) throw WORKBOOK_ERR.sharedCellTooLong();
    },
    close(name) {
      if (name === 't') capturing = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current !== undefined) {
        const text = decodeOfficeEscapes(current);
        current = undefined;
        if (text.length > L.cellChars) throw WORKBOOK_ERR.sharedCellTooLong();
        strings.add(text);
      }
    },
  });
  return strings;
}
