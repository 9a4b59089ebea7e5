import { BUTTON, colorYarnRequests } from '@suanpan/contracts';
import type { CellValue } from 'exceljs';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { streamSheet } from '../../platform/export/sheet-writer.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { computeRequirement, loadRatio } from './color-yarn-ratio.service.js';

const PAGE = '/material/color_yarn_ratio';
/** Numbers as numbers in the sheet while exact (they are, at ≤ 6 decimals), so totals can be summed in Excel. */
const n = (v: string | null): CellValue => (v === null ? null : Number(v));

/**
 * 导出 of the colour-yarn screen: one recipe's yarn lines; with a quantity (the screen's calculator) the
 * requirement columns too, computed exactly as /colorYarnRatio/computeRequirement does.
 */
export const colorYarnExportRoutes = [
  route({
    method: 'GET',
    url: '/colorYarnRatio/exportExcel',
    access: page(PAGE, BUTTON.export),
    ...colorYarnRequests['GET /colorYarnRatio/exportExcel'],
    summary: '导出颜色纱比',
    handler: async (ctx, { query: { id, quantity } }) => {
      const tenantId = sessionOf(ctx).tenantId;
      const found = await loadRatio(ctx.db, tenantId, { id });
      if (!found) throw notFound('颜色纱比不存在或已被删除');
      const { head, items } = found;
      const colour = head.color ? ` ${head.color}` : '';
      const title = `颜色纱比：${head.name}${colour}，损耗率${trimDecimal(head.loss_rate)}%`;
      const fileName = `颜色纱比_${head.name}${head.color ? `_${head.color}` : ''}.xlsx`;
      if (!quantity) {
        const rows = items.map((i): CellValue[] => [i.line_no, i.name, i.yarn_color, n(trimDecimal(i.ratio)), i.remark]);
        return streamSheet({
          fileName,
          sheetName: '颜色纱比',
          tip: title,
          headers: ['序号', '纱线商品', '纱线颜色', '比例(%)', '备注'],
          batches: [[...rows, ['合计', null, null, 100, null]]],
        });
      }
      const need = await computeRequirement(ctx.db, tenantId, Number(head.material_id), head.color, quantity);
      const rows = need.items.map((i, k): CellValue[] => [
        i.lineNo,
        i.yarnName,
        i.yarnColor,
        n(i.ratio),
        n(i.netWeight),
        n(i.requiredWeight),
        n(i.requiredQuantity),
        i.unit,
        items[k]?.remark ?? null,
      ]);
      return streamSheet({
        fileName,
        sheetName: '纱线用量',
        tip: `${title}，成品数量${quantity}，成品重量${need.finishedWeight}kg，含损耗总重${need.totalWeight}kg`,
        headers: ['序号', '纱线商品', '纱线颜色', '比例(%)', '净重(kg)', '需用重量(kg)', '需用数量', '单位', '备注'],
        batches: [[...rows, ['合计', null, null, 100, n(need.finishedWeight), n(need.totalWeight), null, null, null]]],
      });
    },
  }),
];
