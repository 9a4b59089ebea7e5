import { datetime, int, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** 字典管理: the platform's generic dictionaries (RuoYi style, not tenant data) — a type and its label/value rows. */
export const DICT_PAGE = '/system/dict';

/** The reference's status of a dictionary type or row: '0' 正常, '1' 停用. */
export const DICT_STATUS = { '0': '正常', '1': '停用' } as const;

/** Table tag colours a row may be shown with (回显样式). */
export const DICT_LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

const status = oneOf({ label: '状态', values: ['0', '1'], search: 'eq' });

/** Who made and changed a row, and when: set by the server. */
const written = {
  createBy: text({ label: '创建者', max: 64, writable: false }),
  createTime: datetime({ label: '创建时间', writable: false }),
  updateBy: text({ label: '更新者', max: 64, writable: false }),
  updateTime: datetime({ label: '更新时间', writable: false }),
};

export const dictTypeContract = defineResourceContract({
  name: 'dict/type',
  label: '字典类型',
  page: DICT_PAGE,
  fields: {
    dictName: text({ label: '字典名称', required: true, max: 100, search: 'like' }),
    dictType: text({
      label: '字典类型',
      required: true,
      max: 100,
      pattern: /^[a-z][a-z0-9_]*$/,
      patternMessage: '字典类型必须以小写字母开头，只能包含小写字母、数字和下划线',
      search: 'like',
    }),
    status: { ...status, defaultValue: '0' },
    remark: text({ label: '备注', max: 500 }),
    ...written,
  },
  defaultSort: { field: 'id', order: 'asc' },
  operations: ['list', 'add', 'update', 'delete', 'deleteBatch'],
});

export const dictDataContract = defineResourceContract({
  name: 'dict/data',
  label: '字典数据',
  page: DICT_PAGE,
  fields: {
    dictType: text({ label: '字典类型', required: true, max: 100, search: 'eq' }),
    dictLabel: text({ label: '字典标签', required: true, max: 100, search: 'like' }),
    dictValue: text({ label: '字典键值', required: true, max: 100 }),
    dictSort: int({ label: '字典排序', required: true, min: 0, max: 9999, sortable: true }),
    cssClass: text({ label: '样式属性', max: 100 }),
    listClass: oneOf({ label: '回显样式', values: DICT_LIST_CLASSES }),
    isDefault: oneOf({ label: '是否默认', values: ['Y', 'N'] }),
    status: { ...status, defaultValue: '0' },
    remark: text({ label: '备注', max: 500 }),
    ...written,
  },
  defaultSort: { field: 'dictSort', order: 'asc' },
  operations: ['list', 'add', 'update', 'delete', 'deleteBatch'],
});
