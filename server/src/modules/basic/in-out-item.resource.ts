import { ERR, inOutItemContract } from '@suanpan/contracts';
import { conflict } from '../../app/errors.js';
import { defineResource } from '../../platform/resource/define-resource.js';

export const inOutItemResource = defineResource({
  contract: inOutItemContract,
  table: 'in_out_item',
  scope: 'tenant',
  softDelete: true,
  hooks: {
    // The same name may be both an income and an expense item, but only once per type (3500003).
    beforeWrite: async ({ trx, session }, values, existing) => {
      if (values.name === undefined && values.type === undefined) return;
      const name = String(values.name ?? existing?.name);
      const type = String(values.type ?? existing?.type);
      const dup = await trx
        .selectFrom('in_out_item')
        .select('id')
        .where('tenant_id', '=', session.tenantId)
        .where('name', '=', name)
        .where('type', '=', type)
        .where('delete_flag', '=', false)
        .where('id', '<>', String(existing?.id ?? 0))
        .executeTakeFirst();
      if (dup) throw conflict(ERR.inOutItemNameExists, undefined, 'name');
    },
  },
});
