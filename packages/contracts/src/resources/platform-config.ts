import { text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** Global key/value settings, readable through `getInfoByKey`, editable by the platform administrator. */
export const platformConfigContract = defineResourceContract({
  name: 'platformConfig',
  label: '平台配置',
  page: '/system/platform_config',
  fields: {
    platformKey: text({
      label: '关键词',
      required: true,
      max: 100,
      pattern: /^[A-Za-z0-9_]+$/,
      patternMessage: '关键词只能包含字母、数字和下划线',
      search: 'like',
      sortable: true,
    }),
    platformKeyInfo: text({ label: '关键词名称', required: true, max: 100 }),
    platformValue: text({ label: '值', max: 200 }),
  },
  operations: ['list', 'info', 'add', 'update', 'delete', 'deleteBatch'],
  defaultSort: { field: 'id', order: 'asc' },
});
