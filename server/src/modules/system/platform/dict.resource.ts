import { BUTTON, DICT_PAGE, dictDataContract, dictTypeContract, ERR, formatMessage } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { conflict, refused } from '../../../app/errors.js';
import { LOGIN, platformPage, route, RawReply } from '../../../app/route.js';
import { defineResource, type HookContext, type Row } from '../../../platform/resource/define-resource.js';

/** Who wrote a dictionary row and when (the reference's createBy/updateBy are login names). */
function stamp(h: HookContext, values: Row, existing: Row | undefined): void {
  if (existing) {
    values.update_by = h.session.loginName;
    values.update_time = sql`localtimestamp(3)`;
  } else {
    values.create_by = h.session.loginName;
  }
}

/** The reference's row keys beside ours: `dictId` of a type, `dictCode` of a row. */
const withKey = (key: 'dictId' | 'dictCode') => async (_ctx: unknown, _s: unknown, rows: Row[]) => rows.map((r) => ({ [key]: r.id, ...r }));

export const dictTypeResource = defineResource({
  contract: dictTypeContract,
  table: 'dict_type',
  scope: 'global',
  platformOnly: true,
  softDelete: true,
  hooks: {
    beforeWrite: async (h, values, existing) => {
      const type = values.dict_type as string | undefined;
      if (type !== undefined) {
        let taken = h.trx.selectFrom('dict_type').select('id').where('dict_type', '=', type).where('delete_flag', '=', false);
        if (existing) taken = taken.where('id', '<>', String(existing.id));
        if (await taken.executeTakeFirst()) {
          const name = (values.dict_name ?? existing?.dictName ?? type) as string;
          throw conflict(ERR.dictTypeExists, `${existing ? '修改' : '新增'}字典'${name}'失败，字典类型已存在`, 'dictType');
        }
        // A type renamed keeps its rows: they refer to it by its key.
        if (existing && existing.dictType !== type) {
          await h.trx.updateTable('dict_data').set({ dict_type: type }).where('dict_type', '=', String(existing.dictType)).execute();
        }
      }
      stamp(h, values, existing);
    },
    beforeDelete: async (h, rows) => {
      const types = rows.map((r) => String(r.dictType));
      const used = await h.trx
        .selectFrom('dict_data')
        .select('dict_type')
        .distinct()
        .where('dict_type', 'in', types)
        .where('delete_flag', '=', false)
        .execute();
      const assigned = rows.filter((r) => used.some((u) => u.dict_type === r.dictType)).map((r) => String(r.dictName));
      if (assigned.length > 0) throw refused(ERR.dictTypeAssigned, formatMessage(ERR.dictTypeAssigned.message, assigned.join('、')));
    },
    decorateRows: withKey('dictId'),
  },
});

export const dictDataResource = defineResource({
  contract: dictDataContract,
  table: 'dict_data',
  scope: 'global',
  platformOnly: true,
  softDelete: true,
  hooks: {
    beforeWrite: async (h, values, existing) => {
      const type = values.dict_type as string | undefined;
      if (type !== undefined) {
        const known = await h.trx.selectFrom('dict_type').select('id').where('dict_type', '=', type).where('delete_flag', '=', false).executeTakeFirst();
        if (!known) throw refused({ code: ERR.badRequest.code, message: `字典类型${type}不存在` }, undefined, 'dictType');
      }
      stamp(h, values, existing);
    },
    decorateRows: withKey('dictCode'),
  },
});

/** The reference's AjaxResult shape of the dictionary endpoints: `{code: 0, msg, data}`. */
const ajax = (data?: unknown) => new RawReply(data === undefined ? { code: 0, msg: '操作成功' } : { code: 0, msg: '操作成功', data });

const rowOf = (r: {
  id: string;
  dict_type: string;
  dict_sort: number;
  dict_label: string;
  dict_value: string;
  css_class: string | null;
  list_class: string | null;
  is_default: string;
  status: string;
  remark: string | null;
}) => ({
  dictCode: Number(r.id),
  dictSort: r.dict_sort,
  dictLabel: r.dict_label,
  dictValue: r.dict_value,
  dictType: r.dict_type,
  cssClass: r.css_class,
  listClass: r.list_class,
  isDefault: r.is_default,
  status: r.status,
  remark: r.remark,
});

/** The dictionary reads beside the standard endpoints: every type (选择), a type's live rows, and the cache refresh. */
export const dictRoutes = [
  route({
    method: 'GET',
    url: '/dict/type/optionselect',
    access: platformPage(DICT_PAGE),
    summary: '字典类型选项',
    handler: async (ctx) => {
      const rows = await ctx.db
        .selectFrom('dict_type')
        .select(['id', 'dict_name', 'dict_type', 'status', 'remark'])
        .where('delete_flag', '=', false)
        .orderBy('id')
        .execute();
      return ajax(rows.map((r) => ({ dictId: Number(r.id), dictName: r.dict_name, dictType: r.dict_type, status: r.status, remark: r.remark })));
    },
  }),
  route({
    method: 'DELETE',
    url: '/dict/type/refreshCache',
    access: platformPage(DICT_PAGE, BUTTON.edit),
    summary: '刷新字典缓存',
    // Dictionaries are read from the database on every request, so there is no cache to go stale.
    handler: async () => ajax(),
  }),
  route({
    method: 'GET',
    url: '/dict/data/type/:dictType',
    access: LOGIN,
    summary: '字典数据（按类型）',
    handler: async (ctx, _input, req) => {
      const { dictType } = z.object({ dictType: z.string().max(100, '字典类型不能超过100个字符') }).parse(req.params);
      const rows = await ctx.db
        .selectFrom('dict_data as d')
        .innerJoin('dict_type as t', (j) => j.onRef('t.dict_type', '=', 'd.dict_type').on('t.delete_flag', '=', false).on('t.status', '=', '0'))
        .select(['d.id', 'd.dict_type', 'd.dict_sort', 'd.dict_label', 'd.dict_value', 'd.css_class', 'd.list_class', 'd.is_default', 'd.status', 'd.remark'])
        .where('d.dict_type', '=', dictType)
        .where('d.delete_flag', '=', false)
        .where('d.status', '=', '0')
        .orderBy('d.dict_sort')
        .orderBy('d.id')
        .execute();
      return ajax(rows.map(rowOf));
    },
  }),
];
