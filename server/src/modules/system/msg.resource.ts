import { msgContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { notFound } from '../../app/errors.js';
import { defineResource } from '../../platform/resource/define-resource.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { pushMessage } from './msg.push.js';

/** Each user sees and changes only the messages addressed to them. */
export const msgResource = defineResource({
  contract: {
    ...msgContract,
    // The reference client searches titles under the key `name`.
    extraSearch: { name: msgContract.fields.msgTitle.input },
  },
  table: 'message',
  scope: 'tenant',
  softDelete: true,
  // The header's message list serves every user; sending (add/update) still needs 消息管理.
  ownRowOperations: ['list', 'info', 'delete', 'deleteBatch'],
  hooks: {
    restrict: (session, q) => q.where('message.user_id', '=', session.userId),
    beforeWrite: async ({ trx, session }, values) => {
      if (values.user_id === undefined) return;
      const recipient = await trx
        .selectFrom('app_user')
        .select('id')
        .where('tenant_id', '=', session.tenantId)
        .where('id', '=', String(values.user_id))
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (!recipient) throw notFound('接收人不存在', 'userId');
    },
    filterList: (_ctx, _s, q, search) => (search.name === undefined ? q : q.where(sql<boolean>`message.msg_title ilike ${likePattern(String(search.name))}`)),
    afterAdd: async ({ ctx, session, afterCommit }, id, values) => {
      afterCommit(() => pushMessage(ctx.bus, session.tenantId, String(values.user_id), id, String(values.msg_title)));
    },
  },
});
