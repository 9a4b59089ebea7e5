import { functionContract } from '@suanpan/contracts';
import { conflict, notFound } from '../../app/errors.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';

/** The global menu tree; only platform staff edit it. */
export const functionResource = defineResource({
  contract: functionContract,
  table: 'sys_function',
  scope: 'global',
  platformOnly: true,
  softDelete: true,
  uniqueName: false,
  hooks: {
    beforeWrite: async ({ trx }, values, existing) => {
      const parent = String(values.parent_number ?? existing?.parentNumber ?? '0');
      if (parent !== '0') {
        const found = await trx.selectFrom('sys_function').select('id').where('number', '=', parent).where('delete_flag', '=', false).executeTakeFirst();
        if (!found) throw notFound('上级编号不存在');
      }
      for (const [column, label] of [
        ['number', '编号'],
        ['url', '链接'],
      ] as const) {
        if (values[column] === undefined) continue;
        const dup = await trx
          .selectFrom('sys_function')
          .select('id')
          .where(column, '=', String(values[column]))
          .where('delete_flag', '=', false)
          .where('id', '<>', String(existing?.id ?? 0))
          .executeTakeFirst();
        if (dup) throw conflict({ code: 409, message: `${label}已经存在` }, undefined, column);
      }
    },
    beforeDelete: async ({ trx }, rows: Row[]) => {
      const numbers = rows.map((r) => String(r.number));
      const ids = rows.map((r) => String(r.id));
      const child = await trx
        .selectFrom('sys_function')
        .select('name')
        .where('parent_number', 'in', numbers)
        .where('id', 'not in', ids)
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (child) throw conflict({ code: 601, message: '该功能存在下级，不能删除' });
      // A removed page leaves every role's grants with it.
      await trx.deleteFrom('role_function').where('function_id', 'in', ids).execute();
    },
  },
});
