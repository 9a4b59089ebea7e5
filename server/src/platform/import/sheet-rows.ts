import { Decimal } from 'decimal.js';
import { WORKBOOK_ERR, WORKBOOK_LIMITS as L } from './workbook-limits.js';
import type { SharedStrings } from './shared-strings.js';
import { decodeOfficeEscapes, ESCAPED_CHARACTER } from './workbook-parts.js';
import type { XmlHandler } from './xml-scanner.js';

/** Excel's own bounds: a reference past them is not a sheet Excel could have written. */
const MAX_LINE = 1_048_576;
const MAX_COLUMN = 16_384;

/** Column letters of a 1-based column number (1 → A, 28 → AB). */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

interface OpenCell {
  column: number;
  type: string;
  formula: boolean;
  /** The `<v>` or inline `<t>` text as stored; undefined when the cell holds none. */
  raw: string | undefined;
}

/**
 * Text of a cell as the user typed it: strings trimmed, numbers cut to the 6 decimals money columns hold, booleans
 * 1/0. A formula reads as its stored result, as if typed; a date as the serial number Excel stores (no import column
 * holds a date).
 */
function cellText(cell: OpenCell, strings: SharedStrings): string {
  const raw = cell.raw;
  if (raw === undefined) return '';
  switch (cell.type) {
    case 's': {
      if (cell.formula) return raw.trim();
      const text = /^\s*\d+\s*$/.test(raw) ? strings.get(Number(raw)) : undefined;
      if (text === undefined) throw WORKBOOK_ERR.invalid();
      return text.trim();
    }
    case 'inlineStr':
      return decodeOfficeEscapes(raw).trim();
    case 'str':
    case 'e':
    case 'd':
      return raw.trim();
    case 'b':
      return parseInt(raw, 10) !== 0 ? '1' : '0';
    default:
      return raw.trim() === '' ? '' : numberText(parseFloat(raw));
  }
}

/**
 * A number cut to 6 decimals. Most numeric cells hold whole numbers (barcodes, quantities), which print the same
 * without it: a Decimal per cell was a third of the time a sheet's rows took to read.
 */
const numberText = (value: number) => (Number.isSafeInteger(value) ? String(value) : new Decimal(value).toDecimalPlaces(6).toFixed());

/**
 * Reads `<row>`s of a sheet's XML into their non-blank cell texts by column, handing each finished row to `row`.
 * Rows and cells without a reference follow the one before (as the format allows); what one cell may hold is
 * bounded while its text arrives.
 */
export function sheetRowsHandler(strings: SharedStrings, row: (line: number, texts: Map<number, string>) => void): XmlHandler {
  let line = 0;
  let column = 0;
  let texts: Map<number, string> | undefined;
  let cell: OpenCell | undefined;
  let capturing = false;
  let phonetic = 0;

  const tooLong = () => WORKBOOK_ERR.cellTooLong(line, columnName(cell?.column ?? column));
  return {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const r = attributes.get('r');
          line = r === undefined ? line + 1 : /^\d{1,7}$/.test(r) ? Number(r) : NaN;
          if (!(line >= 1 && line <= MAX_LINE)) throw WORKBOOK_ERR.invalid();
          column = 0;
          texts = new Map();
          break;
        }
        case 'c': {
          if (!texts) break;
          const reference = attributes.get('r');
          const letters = reference === undefined ? undefined : /^([A-Z]{1,3})\d*$/.exec(reference)?.[1];
          column = reference === undefined ? column + 1 : letters ? columnNumber(letters) : NaN;
          if (!(column >= 1 && column <= MAX_COLUMN)) throw WORKBOOK_ERR.invalid();
          cell = { column, type: attributes.get('t') ?? 'n', formula: false, raw: undefined };
          break;
        }
        case 'f':
          if (cell) cell.formula = true;
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 'v':
        case 't':
          if (cell && phonetic === 0) {
            capturing = true;
            cell.raw ??= '';
          }
          break;
      }
    },
    wantsText: () => capturing,
    text(piece) {
      if (!cell) return;
      cell.raw += piece;
      if ((cell.raw as string).length > L.cellChars * ESCAPED_CHARACTER) throw tooLong();
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capturing = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c': {
          if (!cell || !texts) break;
          const text = cellText(cell, strings);
          if (text.length > L.cellChars) throw tooLong();
          if (text !== '') texts.set(cell.column, text);
          cell = undefined;
          break;
        }
        case 'row':
          if (texts) row(line, texts);
          texts = undefined;
          break;
      }
    },
  };
}
