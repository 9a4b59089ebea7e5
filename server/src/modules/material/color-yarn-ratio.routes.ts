import { BUTTON, colorYarnRatioSearchSchema, colorYarnRequests } from '@suanpan/contracts';
import { badRequest, notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { parseSearchJson } from '../../platform/list/search-json.js';
import { ratioPage } from './color-yarn-ratio.query.js';
import { checkRatio, computeRequirement, deleteRatios, loadRatio, RATIO_LABEL, saveRatio } from './color-yarn-ratio.service.js';

const PAGE = '/material/color_yarn_ratio';
// Production orders compute their yarn from the ratios; their pages may read and compute, not edit.
const READERS = [PAGE, '/bill/production_order', '/bill/production_in'];
const LABEL = RATIO_LABEL;

const parseSearch = (raw: string | undefined) => parseSearchJson(colorYarnRatioSearchSchema, raw);

/** 颜色纱比 (docs/colour-yarn-ratio.md): ratios per finished product and colour, and yarn requirements. */
export const colorYarnRatioRoutes = [
  route({
    method: 'GET',
    url: '/colorYarnRatio/list',
    access: page(READERS),
    ...colorYarnRequests['GET /colorYarnRatio/list'],
    summary: `${LABEL}列表`,
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const search = parseSearch(query.search);
      return ratioPage(ctx.db, s.tenantId, search, query);
    },
  }),
  route({
    method: 'GET',
    url: '/colorYarnRatio/info',
    access: page(READERS),
    ...colorYarnRequests['GET /colorYarnRatio/info'],
    summary: `${LABEL}详情`,
    handler: async (ctx, { query }) => {
      const found = await loadRatio(ctx.db, sessionOf(ctx).tenantId, { id: query.id });
      if (!found) throw notFound(`${LABEL}不存在或已被删除`);
      const { head, items } = found;
      return {
        info: {
          id: Number(head.id),
          materialId: Number(head.material_id),
          materialName: head.name,
          color: head.color,
          lossRate: head.loss_rate.replace(/\.?0+$/, ''),
          remark: head.remark,
          enabled: head.enabled,
          items: items.map((i) => ({
            lineNo: i.line_no,
            yarnMaterialId: Number(i.yarn_material_id),
            yarnName: i.name,
            yarnColor: i.yarn_color,
            ratio: i.ratio.replace(/\.?0+$/, ''),
            remark: i.remark,
          })),
        },
      };
    },
  }),
  ...(['add', 'update'] as const).map((op) =>
    route({
      method: op === 'add' ? 'POST' : 'PUT',
      url: `/colorYarnRatio/${op}`,
      access: page(PAGE, BUTTON.edit),
      ...(op === 'add' ? colorYarnRequests['POST /colorYarnRatio/add'] : colorYarnRequests['PUT /colorYarnRatio/update']),
      summary: `${op === 'add' ? '新增' : '修改'}${LABEL}`,
      handler: async (ctx, { body }) => {
        const s = sessionOf(ctx);
        if (op === 'update' && !body.id) throw badRequest('id不能为空', 'id');
        if (op === 'add' && body.id) throw badRequest('新增时不能指定id', 'id');
        const id = await ctx.db.transaction().execute(async (trx) => {
          await checkRatio(trx, s, body);
          const saved = await saveRatio(trx, s, body);
          await writeLog(trx, s, ctx.ip, LABEL, `${op === 'add' ? '新增' : '修改'}${LABEL} 商品${body.materialId} ${body.color}`);
          return saved;
        });
        return { id, message: '成功' };
      },
    }),
  ),
  route({
    method: 'DELETE',
    url: '/colorYarnRatio/deleteBatch',
    access: page(PAGE, BUTTON.edit),
    ...colorYarnRequests['DELETE /colorYarnRatio/deleteBatch'],
    summary: `删除${LABEL}`,
    handler: async (ctx, { query }) => {
      await deleteRatios(ctx.db, sessionOf(ctx), ctx.ip, query.ids);
      return { message: '成功' };
    },
  }),
  route({
    method: 'POST',
    url: '/colorYarnRatio/computeRequirement',
    access: page(READERS),
    ...colorYarnRequests['POST /colorYarnRatio/computeRequirement'],
    summary: '计算纱线用量',
    handler: async (ctx, { body }) => computeRequirement(ctx.db, sessionOf(ctx).tenantId, body.materialId, body.color, body.quantity),
  }),
];
