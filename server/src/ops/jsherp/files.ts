import fs from 'node:fs/promises';
import path from 'node:path';
import { extensionsOf, splitFileList, type FileBiz } from '@suanpan/contracts';
import { sql } from 'kysely';
import { newStoredPath, writeStoredFile } from '../../platform/files/file-store.js';
import { contentMatches, contentTypeOf, extensionOf } from '../../platform/files/file-types.js';
import { insertUploadedFile } from '../../platform/files/uploaded-file.repository.js';
import { ImportError } from './source.js';
import type { TenantImport } from './tenant-import.js';

/** Where jshERP's uploads are (`--files`) and where ours go (FILES_DIR); files written so far, removed on roll-back. */
export interface FileCopy {
  from: string;
  filesDir: string;
  dryRun: boolean;
  written: string[];
}

// The records that carry attachments: jshERP keeps comma lists of paths under its upload folder.
const HOLDERS = [
  { table: 'depot_head', column: 'file_name', biz: 'bill', source: 'jsh_depot_head' },
  { table: 'account_head', column: 'file_name', biz: 'financial', source: 'jsh_account_head' },
  { table: 'material', column: 'img_name', biz: 'material', source: 'jsh_material' },
] as const;

/**
 * Copies one jshERP upload into our file store as an upload of the tenant (the same checks an upload passes: allowed
 * type, image bytes that are an image) and answers its new path. A missing or refused file fails the tenant, naming it.
 */
async function copyOne(ctx: TenantImport, copy: FileCopy, biz: FileBiz, original: string, where: string, creator: string): Promise<string> {
  const root = path.resolve(copy.from);
  const file = path.resolve(root, original.replace(/^\/+/, ''));
  const ext = extensionOf(original);
  const bytes = file.startsWith(root + path.sep) ? await fs.readFile(file).catch(() => undefined) : undefined;
  if (!bytes) throw new ImportError(`${where}：附件 ${original} 不在 ${copy.from} 中 (attachment not found)`);
  if (!extensionsOf(biz).includes(ext) || !contentMatches(ext, bytes))
    throw new ImportError(`${where}：附件 ${original} 的类型不允许 (attachment type refused)`);
  const stored = newStoredPath(biz, ctx.tenantId, path.basename(original), ext);
  if (!copy.dryRun) {
    copy.written.push(await writeStoredFile(copy.filesDir, stored, bytes));
    await insertUploadedFile(ctx.trx, {
      tenantId: ctx.tenantId,
      creator,
      biz,
      path: stored,
      originalName: path.basename(original),
      size: bytes.length,
      contentType: contentTypeOf(ext),
    });
  }
  return stored;
}

/**
 * `--files`: every attachment path of bills, finance documents and product images becomes an upload of ours, and the
 * records are rewritten to name the copies. Without a folder the paths are kept as jshERP wrote them (docs/migration.md).
 */
export async function importFiles(ctx: TenantImport, copy: FileCopy | undefined, owner: string): Promise<void> {
  if (!copy) return;
  for (const h of HOLDERS) {
    const { rows } = await sql<{ id: string; files: string; creator: string | null }>`
      select id, ${sql.ref(h.column)} as files, ${h.table === 'material' ? sql`null::bigint` : sql`creator`} as creator
      from ${sql.table(h.table)} where tenant_id = ${ctx.tenantId} and ${sql.ref(h.column)} is not null and ${sql.ref(h.column)} <> ''`.execute(ctx.trx);
    const bar = ctx.progress.table(`${h.source}(附件 files)`, rows.length);
    const reverse = new Map([...ctx.ids(h.source)].map(([s, o]) => [o, s]));
    for (const r of rows) {
      // A later run copies only the files of rows it wrote (the others name our copies already).
      if (!ctx.sync.wrote(h.source, reverse.get(String(r.id)))) continue;
      const where = `${h.source} id=${reverse.get(String(r.id)) ?? r.id}`;
      const copies: string[] = [];
      for (const original of splitFileList(r.files)) copies.push(await copyOne(ctx, copy, h.biz, original, where, r.creator ?? owner));
      await sql`update ${sql.table(h.table)} set ${sql.ref(h.column)} = ${copies.join(',') || null} where tenant_id = ${ctx.tenantId} and id = ${r.id}`.execute(
        ctx.trx,
      );
      bar.add(1);
    }
    bar.end();
  }
}

/** Removes the files a rolled-back tenant had copied (its records are gone with the transaction). */
export async function removeCopies(copy: FileCopy | undefined): Promise<void> {
  if (!copy) return;
  for (const file of copy.written.splice(0)) await fs.rm(file, { force: true });
}
