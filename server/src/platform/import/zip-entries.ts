import { setImmediate } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../app/errors.js';
import { WORKBOOK_ERR } from './workbook-limits.js';

export interface ZipEntry {
  name: string;
  /** Where the entry's compressed bytes start in the archive. */
  dataStart: number;
  compressedSize: number;
  /** What the central directory says the entry inflates to; `inflate` counts what it really does. */
  declaredSize: number;
  method: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const STORED = 0;
const DEFLATED = 8;
/** A 32-bit field holding this says the real value is in a ZIP64 record: never needed within the upload limit. */
const ZIP64_MARK = 0xffffffff;
const CHUNK = 64 * 1024;

/**
 * The entries of a zip archive by name, from its central directory — read without inflating anything, so sizes can
 * be judged before a byte is inflated. Encrypted, ZIP64 and spanned archives are refused.
 */
export function zipEntries(zip: Buffer, maxEntries: number): Map<string, ZipEntry> {
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || count !== zip.readUInt16LE(end + 8)) throw WORKBOOK_ERR.invalid();
  if (count > maxEntries) throw WORKBOOK_ERR.tooManyEntries();
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw WORKBOOK_ERR.invalid();
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const compressedSize = zip.readUInt32LE(at + 20);
    const declaredSize = zip.readUInt32LE(at + 24);
    const localOffset = zip.readUInt32LE(at + 42);
    if (flags & 1 || compressedSize === ZIP64_MARK || declaredSize === ZIP64_MARK || localOffset === ZIP64_MARK) throw WORKBOOK_ERR.invalid();
    entries.set(name, { name, dataStart: localDataStart(zip, localOffset), compressedSize, declaredSize, method: zip.readUInt16LE(at + 10) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The end-of-central-directory record: the last 22 bytes, or earlier when the archive carries a comment. */
function findEnd(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - END_SIZE - 0xffff);
  for (let at = zip.length - END_SIZE; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw WORKBOOK_ERR.invalid();
}

function localDataStart(zip: Buffer, offset: number): number {
  if (offset + 30 > zip.length || zip.readUInt32LE(offset) !== LOCAL_SIGNATURE) throw WORKBOOK_ERR.invalid();
  return offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
}

/**
 * The entry's inflated bytes, a chunk at a time. Inflation runs on libuv's threads and each chunk is an event-loop
 * turn, so other requests are answered meanwhile. An entry inflating to more than its declared size is refused at the
 * first byte past it (a valid archive's directory holds the exact sizes), so the declared sizes the caller has judged
 * bound the work; a reader that stops early stops the inflation.
 */
export async function* inflate(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const compressed = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (compressed.length !== entry.compressedSize) throw WORKBOOK_ERR.invalid();
  if (entry.method === STORED) {
    if (compressed.length !== entry.declaredSize) throw WORKBOOK_ERR.invalid();
    for (let at = 0; at < compressed.length; at += CHUNK) {
      // Stored bytes need no inflating: each piece waits a turn, so reading them never holds the event loop.
      await setImmediate();
      yield compressed.subarray(at, at + CHUNK);
    }
    return;
  }
  if (entry.method !== DEFLATED) throw WORKBOOK_ERR.invalid();
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(compressed);
  let inflated = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.declaredSize) throw WORKBOOK_ERR.invalid();
      yield chunk;
    }
  } catch (error) {
    // A refusal of ours passes; anything zlib throws means the bytes are not deflate data.
    throw error instanceof AppError ? error : WORKBOOK_ERR.invalid();
  } finally {
    inflater.destroy();
  }
}
