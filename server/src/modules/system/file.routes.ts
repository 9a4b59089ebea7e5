import {
  BILL_PAGES,
  BUTTON,
  FINANCE_PAGES,
  extensionsOf,
  FILE_BIZ,
  FILE_ERR,
  formatMessage,
  MAX_MATERIAL_IMAGE_BYTES,
  systemRequests,
  type FileBiz,
} from '@suanpan/contracts';
import fs from 'node:fs';
import { mayUse } from '../../app/auth/permissions.js';
import { AppError, badRequest, forbidden, notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, RawReply, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { absolutePathOf, newStoredPath, writeStoredFile } from '../../platform/files/file-store.js';
import { contentMatches, contentTypeOf, extensionOf, isImageExtension } from '../../platform/files/file-types.js';
import { receiveFile, tooLarge } from '../../platform/files/multipart-file.js';
import { findUploadedFile, insertUploadedFile } from '../../platform/files/uploaded-file.repository.js';

/** Whoever may edit a kind of record may upload files for it. */
const UPLOAD_PAGES: Record<FileBiz, readonly string[]> = { bill: BILL_PAGES, financial: FINANCE_PAGES, material: ['/material/material'] };

const isBiz = (value: string | undefined): value is FileBiz => (FILE_BIZ as readonly string[]).includes(value ?? '');

/** `filename*` carries the real (Chinese) name; the plain `filename` an ASCII fallback for old clients. */
function disposition(kind: 'inline' | 'attachment', name: string, ext: string): string {
  return `${kind}; filename="file.${ext}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Upload (`POST /systemConfig/upload`) and download (`GET /systemConfig/static/…`) of attachments and product images. */
export const fileRoutes = [
  route({
    method: 'POST',
    url: '/systemConfig/upload',
    access: page([...new Set(Object.values(UPLOAD_PAGES).flat())], BUTTON.edit),
    summary: '上传文件',
    handler: async (ctx, _input, req) => {
      const s = sessionOf(ctx);
      const limit = ctx.config.fileSizeLimit;
      const received = await receiveFile(req, limit);
      const biz = received.fields.biz ?? (req.query as Record<string, string | undefined>).biz;
      if (!isBiz(biz)) throw new AppError(400, FILE_ERR.biz.code, FILE_ERR.biz.message, 'biz');
      if (!(await mayUse(ctx.db, s, UPLOAD_PAGES[biz], BUTTON.edit))) throw forbidden();
      if (!('bytes' in received)) throw badRequest('请选择要上传的文件', 'file');
      const ext = extensionOf(received.fileName);
      const allowed = extensionsOf(biz);
      if (!allowed.includes(ext)) throw new AppError(400, FILE_ERR.extension.code, formatMessage(FILE_ERR.extension.message, allowed.join('、')), 'file');
      if (received.bytes.length === 0) throw badRequest('文件内容为空', 'file');
      // The biz is only known once the form is read, so the smaller picture limit is checked here.
      if (biz === 'material' && received.bytes.length > MAX_MATERIAL_IMAGE_BYTES) throw tooLarge(MAX_MATERIAL_IMAGE_BYTES);
      if (!contentMatches(ext, received.bytes)) throw new AppError(400, FILE_ERR.content.code, formatMessage(FILE_ERR.content.message, ext), 'file');

      const stored = newStoredPath(biz, s.tenantId, received.fileName, ext);
      const full = await writeStoredFile(ctx.config.filesDir, stored, received.bytes);
      try {
        await ctx.db.transaction().execute(async (trx) => {
          await insertUploadedFile(trx, {
            tenantId: s.tenantId,
            creator: s.userId,
            biz,
            path: stored,
            originalName: received.fileName,
            size: received.bytes.length,
            contentType: contentTypeOf(ext),
          });
          await writeLog(trx, s, ctx.ip, '上传文件', `上传${received.fileName}`);
        });
      } catch (error) {
        await fs.promises.rm(full, { force: true });
        throw error;
      }
      return stored;
    },
  }),
  route({
    // Any signed-in user of the owning tenant: attachments and images appear on bill, finance, product and report screens.
    method: 'GET',
    url: '/systemConfig/static/:biz/:tenantId/:name',
    access: LOGIN,
    summary: '下载文件',
    handler: async (ctx, _input, req) => {
      const s = sessionOf(ctx);
      const { biz, tenantId, name } = systemRequests['GET /systemConfig/static/:biz/:tenantId/:name'].params.parse(req.params);
      const stored = `${biz}/${tenantId}/${name}`;
      // Another tenant's file reads exactly like a missing one.
      const row = tenantId === s.tenantId ? await findUploadedFile(ctx.db, s.tenantId, stored) : undefined;
      const full = row ? absolutePathOf(ctx.config.filesDir, stored) : undefined;
      if (!row || !full || !fs.existsSync(full)) throw notFound('文件不存在或已被删除');
      const ext = extensionOf(stored);
      return new RawReply(fs.createReadStream(full), row.contentType, {
        'Content-Disposition': disposition(isImageExtension(ext) ? 'inline' : 'attachment', row.originalName, ext),
        'Cache-Control': 'private, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    },
  }),
];
