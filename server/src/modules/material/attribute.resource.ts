import { materialAttributeContract, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';

/** Values are kept `|`-joined, trimmed, without blanks or repeats. */
function normaliseValues(values: Row): void {
  if (values.attribute_value === undefined || values.attribute_value === null) return;
  const parts = [
    ...new Set(
      String(values.attribute_value)
        .split('|')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  if (parts.some((p) => p.length > 50)) throw badRequest('每个属性值不能超过50个字符', 'attributeValue');
  if (parts.some((p) => p.includes(','))) throw badRequest('属性值不能包含逗号', 'attributeValue');
  values.attribute_value = parts.join('|');
}

export const materialAttributeResource = defineResource({
  contract: materialAttributeContract,
  table: 'material_attribute',
  scope: 'tenant',
  softDelete: true,
  uniqueName: true,
  hooks: { beforeWrite: (_h, values) => normaliseValues(values) },
});

const split = (v: string | null) => (v ?? '').split('|').filter(Boolean);

/** Attribute pickers of the product form (LOGIN like other form look-ups: names and values only). */
export const materialAttributeRoutes = [
  route({
    method: 'GET',
    url: '/materialAttribute/getNameList',
    access: LOGIN,
    summary: '多属性名称列表',
    handler: async (ctx) => {
      const rows = await ctx.db
        .selectFrom('material_attribute')
        .select(['id', 'attribute_name'])
        .where('tenant_id', '=', sessionOf(ctx).tenantId)
        .where('delete_flag', '=', false)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ value: String(r.id), name: r.attribute_name }));
    },
  }),
  route({
    method: 'GET',
    url: '/materialAttribute/getValueListById',
    access: LOGIN,
    query: z.object({ id: recordId('id') }),
    summary: '多属性值列表',
    handler: async (ctx, { query }) => {
      const row = await ctx.db
        .selectFrom('material_attribute')
        .select('attribute_value')
        .where('tenant_id', '=', sessionOf(ctx).tenantId)
        .where('id', '=', String(query.id))
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      return split(row?.attribute_value ?? null).map((v) => ({ value: v, name: v }));
    },
  }),
];
