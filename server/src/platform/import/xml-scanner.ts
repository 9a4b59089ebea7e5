/** Thrown for bytes that are not the XML a spreadsheet part holds, or a tag longer than the scanner keeps. */
export class XmlError extends Error {}

export interface XmlHandler {
  /** `name` without its namespace prefix; a self-closing tag is followed by its `close`. */
  open(name: string, attributes: ReadonlyMap<string, string>): void;
  close(name: string): void;
  /** Whether the character data at this point matters: other text is skipped without being decoded. */
  wantsText(): boolean;
  /** Character data, entities decoded, in as many pieces as it arrives: the handler decides what to keep. */
  text(piece: string): void;
}

const LT = 0x3c;
const GT = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const AMPERSAND = 0x26;
const SEMICOLON = 0x3b;
const BANG = 0x21;
const QUESTION = 0x3f;
const SLASH = 0x2f;
const EQUALS = 0x3d;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new XmlError('entity without ;');
    const known = ENTITIES[name];
    if (known) return known;
    const code = /^#x[0-9a-f]{1,6}$/i.test(name) ? parseInt(name.slice(2), 16) : /^#[0-9]{1,7}$/.test(name) ? parseInt(name.slice(1), 10) : NaN;
    if (!(code >= 0 && code <= 0x10ffff)) throw new XmlError(`unknown entity &${name};`);
    return String.fromCodePoint(code);
  });
}

/** Names of up to six bytes by their bytes as a number: a sheet repeats a handful of names millions of times. */
const shortNames = new Map<number, string>();
const SHORT_NAMES_KEPT = 1000;

/** The name in `data[start, end)`; a tag's without its namespace prefix (`local`), an attribute's as written. */
function nameAt(data: Buffer, start: number, end: number, local: boolean): string {
  const read = () => (local ? localName(data.toString('latin1', start, end)) : data.toString('latin1', start, end));
  if (end - start > 6) return read();
  let key = 0;
  for (let i = start; i < end; i += 1) key = key * 256 + (data[i] as number);
  key = (key * 8 + (end - start)) * 2 + (local ? 1 : 0);
  let name = shortNames.get(key);
  if (name === undefined) {
    name = read();
    if (shortNames.size < SHORT_NAMES_KEPT) shortNames.set(key, name);
  }
  return name;
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/**
 * A streaming XML tokenizer for spreadsheet parts that holds at most one tag between chunks: text is handed on as
 * it arrives (never gathered here), so a part's size only costs time, and the caller bounds what it keeps. Comments
 * and processing instructions are skipped; DOCTYPE (entity definitions) is refused.
 */
export class XmlScanner {
  private pending: Buffer | undefined;

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxMarkupBytes: number,
  ) {}

  /** Reused for every tag: a handler reads the attributes during its `open` call and keeps only their values. */
  private readonly attributes = new Map<string, string>();

  write(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    while (at < data.length) {
      if (data[at] === LT) {
        const end = this.markup(data, at);
        if (end < 0) break;
        at = end;
      } else {
        const next = data.indexOf(LT, at);
        if (!this.handler.wantsText()) {
          at = next < 0 ? data.length : next;
          continue;
        }
        const stop = next < 0 ? textCut(data, at) : next;
        if (stop > at) this.handler.text(decodeEntities(data.toString('utf8', at, stop)));
        at = stop;
        if (next < 0) break;
      }
    }
    if (data.length - at > this.maxMarkupBytes) throw new XmlError('markup too long');
    // A copy: a view would keep the whole chunk alive.
    this.pending = at < data.length ? Buffer.from(data.subarray(at)) : undefined;
  }

  /** The part has ended: nothing may be left half-read. */
  end(): void {
    if (this.pending) throw new XmlError('truncated');
  }

  /** Hands on the markup starting at `at`; answers the index just past it, or -1 when it continues in the next chunk. */
  private markup(data: Buffer, at: number): number {
    const kind = data[at + 1];
    if (kind === undefined) return -1;
    if (kind === BANG || kind === QUESTION) return this.special(data, at);
    if (kind === SLASH) {
      const gt = data.indexOf(GT, at);
      if (gt < 0) return -1;
      let end = gt;
      while (end > at + 2 && isSpace(data[end - 1] as number)) end -= 1;
      this.handler.close(nameAt(data, at + 2, end, true));
      return gt + 1;
    }
    // An open tag, read byte by byte up to its `>`: attribute values may hold `>` themselves.
    const attributes = this.attributes;
    attributes.clear();
    let i = skipName(data, at + 1);
    if (i === data.length) return -1;
    const name = nameAt(data, at + 1, i, true);
    if (!name) throw new XmlError('tag without a name');
    for (;;) {
      while (i < data.length && isSpace(data[i] as number)) i += 1;
      const byte = data[i];
      if (byte === undefined) return -1;
      if (byte === GT || byte === SLASH) {
        if (byte === SLASH && data[i + 1] === undefined) return -1;
        if (byte === SLASH && data[i + 1] !== GT) throw new XmlError('stray /');
        this.handler.open(name, attributes);
        if (byte === SLASH) this.handler.close(name);
        return i + (byte === SLASH ? 2 : 1);
      }
      const nameEnd = skipName(data, i);
      let j = nameEnd;
      while (j < data.length && isSpace(data[j] as number)) j += 1;
      if (j >= data.length) return -1;
      if (data[j] !== EQUALS) throw new XmlError('attribute without =');
      j += 1;
      while (j < data.length && isSpace(data[j] as number)) j += 1;
      const quote = data[j];
      if (quote === undefined) return -1;
      if (quote !== QUOTE && quote !== APOSTROPHE) throw new XmlError('unquoted attribute');
      const close = data.indexOf(quote, j + 1);
      if (close < 0) return -1;
      attributes.set(nameAt(data, i, nameEnd, false), decodeEntities(data.toString('utf8', j + 1, close)));
      i = close + 1;
    }
  }

  /** Comments and processing instructions are skipped, CDATA is text; anything else with `<!` is refused. */
  private special(data: Buffer, at: number): number {
    const head = data.toString('latin1', at, Math.min(data.length, at + 9));
    const closer = head.startsWith('<!--') ? '-->' : head.startsWith('<![CDATA[') ? ']]>' : data[at + 1] === QUESTION ? '?>' : undefined;
    if (!closer) {
      if ('<!--'.startsWith(head) || '<![CDATA['.startsWith(head)) return -1;
      throw new XmlError('DOCTYPE or declaration');
    }
    const found = data.indexOf(closer, at + 2);
    if (found < 0) return -1;
    if (closer === ']]>' && this.handler.wantsText()) this.handler.text(data.toString('utf8', at + 9, found));
    return found + closer.length;
  }
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** The index just past a tag or attribute name. */
function skipName(data: Buffer, from: number): number {
  let i = from;
  for (; i < data.length; i += 1) {
    const byte = data[i] as number;
    if (isSpace(byte) || byte === GT || byte === SLASH || byte === EQUALS || byte === LT) break;
  }
  return i;
}

/**
 * Where text without its closing `<` in this chunk can be cut: before an entity still missing its `;`, and before
 * a character whose UTF-8 bytes are not all here yet.
 */
function textCut(data: Buffer, from: number): number {
  const ampersand = data.lastIndexOf(AMPERSAND);
  if (ampersand >= from && data.indexOf(SEMICOLON, ampersand) < 0) return ampersand;
  // The last character's first byte: up to three continuation bytes (10xxxxxx) back.
  let lead = data.length - 1;
  while (lead > from && lead > data.length - 4 && ((data[lead] as number) & 0xc0) === 0x80) lead -= 1;
  const first = data[lead] as number;
  const length = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : 2;
  return lead + length > data.length ? lead : data.length;
}
