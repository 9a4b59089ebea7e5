import { constants, deflateRawSync } from 'node:zlib';

/**
 * Hostile .xlsx files built in memory in a few milliseconds: the XML is produced and deflated piece by piece, each
 * piece ending on a full flush so the pieces concatenate into one valid deflate stream (a repeated piece is
 * compressed once). CRCs are left 0: no reader checks them, and the attack is in the sizes.
 */

interface Deflated {
  data: Buffer;
  size: number;
}

/** A deflate stream whose inflated text is `parts` in order; a part `[text, n]` is `text` repeated n times. */
function deflate(parts: ReadonlyArray<string | readonly [string, number]>): Deflated {
  const pieces: Buffer[] = [];
  let size = 0;
  for (const part of parts) {
    const [text, times] = typeof part === 'string' ? [part, 1] : part;
    // Repeats are packed a megabyte at a time: a flush costs a few bytes, so each small piece alone would not shrink.
    const perBlock = Math.max(1, Math.min(times, Math.floor((1 << 20) / Buffer.byteLength(text))));
    const block = deflateRawSync(Buffer.from(text.repeat(perBlock)), { level: constants.Z_BEST_SPEED, finishFlush: constants.Z_FULL_FLUSH });
    for (let i = 0; i < Math.floor(times / perBlock); i += 1) pieces.push(block);
    const rest = times % perBlock;
    if (rest) pieces.push(deflateRawSync(Buffer.from(text.repeat(rest)), { level: constants.Z_BEST_SPEED, finishFlush: constants.Z_FULL_FLUSH }));
    size += Buffer.byteLength(text) * times;
  }
  pieces.push(deflateRawSync(Buffer.alloc(0)));
  return { data: Buffer.concat(pieces), size };
}

/** A zip archive of deflated entries; `declared` overrides an entry's uncompressed size in both headers (a lie). */
function zip(entries: ReadonlyArray<{ name: string; body: Deflated; declared?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, body, declared } of entries) {
    const fileName = Buffer.from(name);
    const size = declared ?? body.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, body.data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + body.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The header row every import finds its key column in (名称 for products and partners, 条码 for bill lines). */
const HEADER_ROW = `<row r="1"><c r="A1" t="inlineStr"><is><t>名称</t></is></c><c r="B1" t="inlineStr"><is><t>条码</t></is></c></row>`;

const sheetXml = (rows: ReadonlyArray<string | readonly [string, number]>) =>
  deflate([`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}`, ...rows, '</sheetData></worksheet>']);

interface WorkbookParts {
  /** The first sheet's XML below the header row: rows, or anything else inside sheetData. */
  rows: ReadonlyArray<string | readonly [string, number]>;
  /** `<si>` elements of xl/sharedStrings.xml. */
  sharedStrings?: ReadonlyArray<string | readonly [string, number]>;
  sheets?: number;
  /** The uncompressed size the first sheet claims, instead of its real one. */
  declaredSheetSize?: number;
  /** Empty files added to the archive. */
  padding?: number;
}

function workbook({ rows, sharedStrings, sheets = 1, declaredSheetSize, padding = 0 }: WorkbookParts): Buffer {
  const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
  const files: Array<{ name: string; body: Deflated; declared?: number }> = [
    {
      name: '[Content_Types].xml',
      body: deflate([
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          numbers
            .map(
              (n) =>
                `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
            )
            .join('') +
          (sharedStrings
            ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            : '') +
          '</Types>',
      ]),
    },
    {
      name: '_rels/.rels',
      body: deflate([
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ]),
    },
    {
      name: 'xl/workbook.xml',
      body: deflate([
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
          numbers.map((n) => `<sheet name="Sheet${n}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
          '</sheets></workbook>',
      ]),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      body: deflate([
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL}">` +
          numbers.map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
          (sharedStrings ? `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
          '</Relationships>',
      ]),
    },
    ...(sharedStrings
      ? [{ name: 'xl/sharedStrings.xml', body: deflate([`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`, ...sharedStrings, '</sst>']) }]
      : []),
    { name: 'xl/worksheets/sheet1.xml', body: sheetXml(rows), ...(declaredSheetSize === undefined ? {} : { declared: declaredSheetSize }) },
    ...numbers.slice(1).map((n) => ({ name: `xl/worksheets/sheet${n}.xml`, body: sheetXml([]) })),
    ...Array.from({ length: padding }, (_, n) => ({ name: `xl/media/empty${n}.bin`, body: deflate([]) })),
  ];
  return zip(files);
}

/**
 * A million data rows, 240 KB zipped and 38 MB of XML (within the size limit: only the row limit stops it). Rows and
 * cells come without references, each following the one before, as the format allows.
 */
export function millionRows(): Buffer {
  return workbook({ rows: [['<row><c><v>6901234567890</v></c></row>', 1_000_000]] });
}

const MILLION_A = 'a'.repeat(1_000_000);

/** One shared string of 50 million characters (≈ 50 KB zipped), used by the first data cell. */
export function hugeSharedCell(): Buffer {
  return workbook({ rows: ['<row r="2"><c r="A2" t="s"><v>0</v></c></row>'], sharedStrings: ['<si><t>', [MILLION_A, 50], '</t></si>'] });
}

/** One inline cell of 50 million characters in the sheet itself. */
export function hugeInlineCell(): Buffer {
  return workbook({ rows: ['<row r="2"><c r="A2" t="inlineStr"><is><t>', [MILLION_A, 50], '</t></is></c></row>'] });
}

/** A workbook of 1,000 small sheets. */
export function manySheets(): Buffer {
  return workbook({ rows: ['<row r="2"><c r="A2" t="inlineStr"><is><t>商品</t></is></c></row>'], sheets: 1000 });
}

/** Two million one-letter shared strings (34 MB of XML). */
export function manySharedStrings(): Buffer {
  return workbook({ rows: ['<row r="2"><c r="A2" t="s"><v>0</v></c></row>'], sharedStrings: [['<si><t>a</t></si>', 2_000_000]] });
}

const MEGABYTE_OF_SPACES = ' '.repeat(1 << 20);

/** A sheet that inflates to 256 MB of blanks (256 KB zipped) and says so in its zip headers. */
export function zipBomb(): Buffer {
  return workbook({ rows: [[MEGABYTE_OF_SPACES, 256]] });
}

/** The same 256 MB, but the zip headers claim 10 KB: only counting while inflating can find it. */
export function lyingZipBomb(): Buffer {
  return workbook({ rows: [[MEGABYTE_OF_SPACES, 256]], declaredSheetSize: 10_240 });
}

/** A workbook whose zip holds 20,000 more (empty) files. */
export function manyEntries(): Buffer {
  return workbook({ rows: [], padding: 20_000 });
}

/** A zip archive holding no workbook at all. */
export function notAWorkbook(): Buffer {
  return zip([{ name: 'readme.txt', body: deflate(['not a workbook']) }]);
}

/** A workbook whose sheet list is empty. */
export function noSheets(): Buffer {
  return workbook({ rows: [], sheets: 0 });
}

/** A sheet whose cell names an entity XML does not define (how an external-entity attack starts). */
export function undefinedEntity(): Buffer {
  return workbook({ rows: ['<row r="2"><c r="A2" t="inlineStr"><is><t>&xxe;</t></is></c></row>'] });
}
