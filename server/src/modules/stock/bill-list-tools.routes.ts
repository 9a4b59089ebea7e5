import { BILL_PAGES, BUTTON, idListSchema } from '@suanpan/contracts';
import { z } from 'zod';
import { page, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { lockOwn, logDocumentAction } from '../../platform/document/locks.js';
import { GOODS_BILLS, type HeadRow } from './bill-document.js';
import { kindOf } from './bill-kinds.js';
import { refreshOutstanding, type Outstanding } from './bill-outstanding.js';
import { postingContext } from './depot-head.routes.js';

const REPAIRS: ReadonlyArray<{ url: string; which: Outstanding; summary: string; done: string }> = [
  { url: '/depotHead/batchSetLastDebt', which: 'lastDebt', summary: '修正欠款', done: '修正欠款完成' },
  { url: '/depotHead/batchSetLastDeposit', which: 'lastDeposit', summary: '修正剩余订金', done: '修正剩余订金完成' },
];

/**
 * List tools that touch neither stock nor money (screens §3.1): 修改备注 (quickEdit) and the repairs
 * 修正欠款 / 修正剩余订金. Like every bill action they need the edit button on each bill's own page and
 * the bill inside the caller's data scope.
 */
export const billListToolRoutes = [
  route({
    // Only the remark changes, so any status may be edited (business-rules §3.6); the old remark is logged.
    method: 'PUT',
    url: '/depotHead/quickEdit',
    access: page(BILL_PAGES, BUTTON.edit),
    body: z.object({
      id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      remark: z.string().max(1000, '备注不能超过1000个字符').nullable().optional(),
    }),
    summary: '修改单据备注',
    handler: async (ctx, { body }) => {
      const c = postingContext(ctx);
      await ctx.db.transaction().execute(async (trx) => {
        // lockOwn refuses a missing bill, so one id locks exactly one.
        const [head] = (await lockOwn(c, trx, GOODS_BILLS, [body.id], BUTTON.edit)) as [HeadRow];
        await trx
          .updateTable('depot_head')
          .set({ remark: body.remark?.trim() || null })
          .where('tenant_id', '=', c.session.tenantId)
          .where('id', '=', head.id)
          .execute();
        await writeLog(trx, c.session, c.ip, kindOf(head.prefix).label, `修改备注${head.number}，原备注：${head.remark ?? ''}`);
      });
      return { message: '保存成功' };
    },
  }),
  ...REPAIRS.map((r) =>
    route({
      // Posting keeps both figures current (bill-outstanding.ts), so a repair only finds what was changed
      // outside the application; it reports the bills it corrected.
      method: 'POST',
      url: r.url,
      access: page(BILL_PAGES, BUTTON.edit),
      body: z.object({ ids: idListSchema }),
      summary: r.summary,
      handler: async (ctx, { body }) => {
        const c = postingContext(ctx);
        const corrected = await ctx.db.transaction().execute(async (trx) => {
          const heads = await lockOwn(c, trx, GOODS_BILLS, body.ids, BUTTON.edit);
          const changed = await refreshOutstanding(
            trx,
            c.session.tenantId,
            heads.map((h) => h.id),
            [r.which],
          );
          if (changed.length)
            await logDocumentAction(
              trx,
              c,
              GOODS_BILLS,
              heads.filter((h) => changed.some((x) => x.id === h.id)),
              `${r.summary}：`,
            );
          return changed;
        });
        return { message: r.done, corrected: corrected.length, numbers: corrected.map((x) => x.number) };
      },
    }),
  ),
];
