import { BILL_PAGES, BUTTON, idsSchema, stockRequests } from '@suanpan/contracts';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import type { Outstanding } from './bill-outstanding.js';
import { editRemark, repairOutstanding } from './bill-status.service.js';

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
    method: 'PUT',
    url: '/depotHead/quickEdit',
    access: page(BILL_PAGES, BUTTON.edit),
    ...stockRequests['PUT /depotHead/quickEdit'],
    summary: '修改单据备注',
    handler: async (ctx, { body }) => {
      await editRemark(documentContext(ctx), body.id, body.remark);
      return { message: '保存成功' };
    },
  }),
  ...REPAIRS.map((r) =>
    route({
      method: 'POST',
      url: r.url,
      access: page(BILL_PAGES, BUTTON.edit),
      body: idsSchema,
      summary: r.summary,
      handler: async (ctx, { body }) => {
        const corrected = await repairOutstanding(documentContext(ctx), body.ids, r.which, r.summary);
        return { message: r.done, corrected: corrected.length, numbers: corrected.map((x) => x.number) };
      },
    }),
  ),
];
