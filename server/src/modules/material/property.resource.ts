import { BUTTON, MATERIAL_PROPERTY_NATIVE_NAMES, MATERIAL_PROPERTY_UNNAMED_TITLES, materialPropertyContract } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { refused } from '../../app/errors.js';
import { LOGIN, page, route } from '../../app/route.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { defineResource } from '../../platform/resource/define-resource.js';

/** Every tenant has the four renamable fields; rows are made on first use (idempotent). */
export async function ensureProperties(db: Kysely<Database>, tenantId: string): Promise<void> {
  await sql`insert into material_property (tenant_id, native_name, another_name, sort)
    select ${tenantId}, v.name, v.name, v.sort from unnest(${[...MATERIAL_PROPERTY_NATIVE_NAMES]}::varchar[], ${MATERIAL_PROPERTY_NATIVE_NAMES.map((_, i) => String(i + 1).padStart(2, '0'))}::varchar[]) as v(name, sort)
    where not exists (select 1 from material_property p where p.tenant_id = ${tenantId} and p.native_name = v.name and not p.delete_flag)
    on conflict do nothing`.execute(db);
}

/**
 * The tenant's titles of 制造商 and 自定义1..3, in that order (MATERIAL_PROPERTY_NATIVE_NAMES), as the screens title them:
 * the 别名; an empty one, the column's built-in title (扩展1..3); a field whose row is not made yet, the name its row is
 * made with (the native name, `ensureProperties`). Every spreadsheet that shows these fields heads them with this. Reads
 * only: the rows are made where 商品属性 is listed or edited.
 */
export async function propertyLabels(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  const props = await db
    .selectFrom('material_property')
    .select(['native_name', 'another_name'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .execute();
  const byNative = new Map(props.map((p) => [p.native_name, p.another_name ?? '']));
  return MATERIAL_PROPERTY_NATIVE_NAMES.map((n, i) => {
    const named = byNative.get(n);
    return named === undefined ? n : named || MATERIAL_PROPERTY_UNNAMED_TITLES[i]!;
  });
}

export const materialPropertyResource = defineResource({
  contract: materialPropertyContract,
  table: 'material_property',
  scope: 'tenant',
  softDelete: true,
  hooks: {
    filterList: async (ctx, session, query) => {
      await ensureProperties(ctx.db, session.tenantId);
      return query;
    },
  },
});

const shape = (r: { id: string; native_name: string; another_name: string | null; enabled: boolean; sort: string | null }) => ({
  id: Number(r.id),
  nativeName: r.native_name,
  anotherName: r.another_name,
  enabled: r.enabled,
  sort: r.sort,
});

/** Labels of the extra product fields, read by every screen that shows products (LOGIN). */
export const materialPropertyRoutes = [
  // The four fields belong to every product; the reference's client offers delete, here a field is renamed instead.
  ...(['/materialProperty/delete', '/materialProperty/deleteBatch'] as const).map((url) =>
    route({
      method: 'DELETE',
      url,
      access: page(materialPropertyContract.page, BUTTON.edit),
      summary: '删除商品属性',
      handler: async () => {
        throw refused({ code: 422, message: '商品属性是每个商品都有的字段，不能删除，可以修改别名' });
      },
    }),
  ),
  route({
    method: 'GET',
    url: '/materialProperty/getAllList',
    access: LOGIN,
    summary: '商品属性列表',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      await ensureProperties(ctx.db, s.tenantId);
      const rows = await ctx.db
        .selectFrom('material_property')
        .select(['id', 'native_name', 'another_name', 'enabled', 'sort'])
        .where('tenant_id', '=', s.tenantId)
        .where('delete_flag', '=', false)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map(shape);
    },
  }),
  route({
    method: 'POST',
    url: '/materialProperty/addOrUpdate',
    access: page(materialPropertyContract.page, BUTTON.edit),
    body: z.object({
      nativeName: z.enum(MATERIAL_PROPERTY_NATIVE_NAMES, { error: `名称只能是：${MATERIAL_PROPERTY_NATIVE_NAMES.join('、')}` }),
      anotherName: z.string({ error: '别名不能为空' }).trim().min(1, '别名不能为空').max(30, '别名不能超过30个字符'),
    }),
    summary: '修改商品属性别名',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await ctx.db.transaction().execute(async (trx) => {
        await ensureProperties(trx, s.tenantId);
        await trx
          .updateTable('material_property')
          .set({ another_name: body.anotherName })
          .where('tenant_id', '=', s.tenantId)
          .where('native_name', '=', body.nativeName)
          .where('delete_flag', '=', false)
          .execute();
        await writeLog(trx, s, ctx.ip, materialPropertyContract.label, `修改商品属性 ${body.nativeName}→${body.anotherName}`);
      });
      return { message: '成功' };
    },
  }),
];
