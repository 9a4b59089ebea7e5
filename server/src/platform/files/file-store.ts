import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_PATH, type FileBiz } from '@suanpan/contracts';

/** The uploader's name made safe to be part of a stored path: letters, digits, `-`, `_`, `(`, `)` only. */
export function safeBaseName(originalName: string): string {
  const leaf = originalName.split(/[/\\]/).pop() ?? '';
  const dot = leaf.lastIndexOf('.');
  const base = (dot > 0 ? leaf.slice(0, dot) : leaf).normalize('NFC');
  const safe = base.replace(/[^\p{L}\p{N}\-()（）]+/gu, '_').replace(/^_+|_+$/g, '');
  return [...safe].slice(0, 40).join('') || 'file';
}

/** A new unguessable relative path `<biz>/<tenantId>/<name>_<128 random bits>.<ext>`. */
export function newStoredPath(biz: FileBiz, tenantId: string, originalName: string, ext: string): string {
  const stored = `${biz}/${tenantId}/${safeBaseName(originalName)}_${randomBytes(16).toString('hex')}.${ext}`;
  if (!STORED_PATH.test(stored)) throw new Error(`生成的文件路径不合规：${stored}`);
  return stored;
}

/**
 * The absolute file of a stored path inside the store. Only paths of the stored shape are accepted,
 * and the result is checked to stay under the root — a second guard against climbing out.
 */
export function absolutePathOf(filesDir: string, stored: string): string | undefined {
  if (!STORED_PATH.test(stored)) return undefined;
  const root = path.resolve(filesDir);
  const full = path.resolve(root, ...stored.split('/'));
  return full.startsWith(root + path.sep) ? full : undefined;
}

/** Writes the bytes under a new name; `wx` never replaces an existing file. */
export async function writeStoredFile(filesDir: string, stored: string, bytes: Buffer): Promise<string> {
  const full = absolutePathOf(filesDir, stored);
  if (!full) throw new Error(`非法的文件路径：${stored}`);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, bytes, { flag: 'wx' });
  return full;
}
