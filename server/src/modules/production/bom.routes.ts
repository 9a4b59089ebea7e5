import { BUTTON, productionRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { bomVersion, bomVersions } from './bom.repository.js';
import { BOM_LABEL, bomInfo, effectiveBom, saveBom, versionOut } from './bom.service.js';

// The BOM is kept on the product (商品信息); production screens read it to fill an order's material lines.
const EDITOR = '/material/material';
const READERS = [EDITOR, '/bill/production_order', '/bill/production_in'];

/** 物料清单 (docs/manufacturing.md): dated versions per product and colour, and the one that applies. */
export const bomRoutes = [
  route({
    method: 'GET',
    url: '/materialBom/versions',
    access: page(READERS),
    ...productionRequests['GET /materialBom/versions'],
    summary: `${BOM_LABEL}版本`,
    handler: async (ctx, { query }) => ({
      rows: (await bomVersions(ctx.db, sessionOf(ctx).tenantId, String(query.materialId), query.color)).map(versionOut),
    }),
  }),
  route({
    method: 'GET',
    url: '/materialBom/info',
    access: page(READERS),
    ...productionRequests['GET /materialBom/info'],
    summary: `${BOM_LABEL}详情`,
    handler: async (ctx, { query }) => {
      const tenantId = sessionOf(ctx).tenantId;
      return bomInfo(ctx.db, tenantId, await bomVersion(ctx.db, tenantId, String(query.id)));
    },
  }),
  route({
    method: 'GET',
    url: '/materialBom/effective',
    access: page(READERS),
    ...productionRequests['GET /materialBom/effective'],
    summary: `适用的${BOM_LABEL}`,
    handler: async (ctx, { query }) => {
      const date = query.date ?? new Intl.DateTimeFormat('sv-SE', { timeZone: ctx.config.timeZone }).format(new Date());
      return effectiveBom(ctx.db, sessionOf(ctx).tenantId, String(query.materialId), query.color, date);
    },
  }),
  route({
    method: 'POST',
    url: '/materialBom/save',
    access: page(EDITOR, BUTTON.edit),
    ...productionRequests['POST /materialBom/save'],
    summary: `保存${BOM_LABEL}(新版本)`,
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const done = await saveBom(trx, s, body);
        await writeLog(trx, s, ctx.ip, BOM_LABEL, `保存${BOM_LABEL} 商品${body.materialId}${body.color ? ` ${body.color}` : ''} 版本${done.version}`);
        return done;
      });
      return { ...saved, message: '成功' };
    },
  }),
];
