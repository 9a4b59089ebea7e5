import { ERR, organizationContract } from '@suanpan/contracts';
import { badRequest, conflict, notFound } from '../../app/errors.js';
import { defineResource, type HookContext, type Row } from '../../platform/resource/define-resource.js';

async function assertParentAllowed({ trx, session }: HookContext, rawParentId: unknown, rawSelfId: unknown): Promise<void> {
  if (rawParentId === null || rawParentId === undefined) return;
  const parentId = String(rawParentId);
  const parent = await trx
    .selectFrom('organization')
    .select('id')
    .where('tenant_id', '=', session.tenantId)
    .where('id', '=', parentId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!parent) throw notFound('上级部门不存在');
  if (rawSelfId === undefined) return;
  const selfId = String(rawSelfId);
  // Moving a department under itself or one of its descendants would cut it off the tree.
  const loop = await trx
    .withRecursive('sub(id)', (db) =>
      db
        .selectFrom('organization')
        .select('id')
        .where('tenant_id', '=', session.tenantId)
        .where('id', '=', selfId)
        .unionAll((u) =>
          u.selectFrom('organization as o').innerJoin('sub', 'sub.id', 'o.parent_id').select('o.id').where('o.tenant_id', '=', session.tenantId),
        ),
    )
    .selectFrom('sub')
    .select('id')
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (loop) throw badRequest('上级部门不能是自己或自己的下级', 'parentId');
}

export const organizationResource = defineResource({
  contract: organizationContract,
  table: 'organization',
  scope: 'tenant',
  softDelete: true,
  uniqueName: false,
  deleteGuards: [{ table: 'orga_user_rel', column: 'orga_id', softDelete: true }],
  hooks: {
    beforeWrite: async (h, values, existing) => {
      if ('parent_id' in values) await assertParentAllowed(h, values.parent_id, existing?.id);
      if (values.org_no !== undefined) {
        const dup = await h.trx
          .selectFrom('organization')
          .select('id')
          .where('tenant_id', '=', h.session.tenantId)
          .where('org_no', '=', String(values.org_no))
          .where('delete_flag', '=', false)
          .where('id', '<>', String(existing?.id ?? 0))
          .executeTakeFirst();
        if (dup) throw conflict(ERR.organizationNoExists, undefined, 'orgNo');
      }
      values.updated_at = new Date().toISOString().replace('T', ' ').slice(0, 23);
    },
    beforeDelete: async ({ trx, session }, rows: Row[]) => {
      const ids = rows.map((r) => String(r.id));
      const child = await trx
        .selectFrom('organization')
        .select('id')
        .where('tenant_id', '=', session.tenantId)
        .where('parent_id', 'in', ids)
        .where('id', 'not in', ids)
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (child) throw conflict(ERR.organizationHasChildren);
    },
  },
});
