import { datetime, id, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** In-app messages; each user lists only their own (status '1' unread, '2' read). */
export const msgContract = defineResourceContract({
  name: 'msg',
  label: '消息',
  page: '/system/msg',
  fields: {
    msgTitle: text({ label: '消息标题', required: true, max: 100, search: 'like', sortable: true }),
    msgContent: text({ label: '消息内容', max: 500 }),
    type: text({ label: '消息类型', max: 20, search: 'eq' }),
    userId: id({ label: '接收人', required: true }),
    status: oneOf({ label: '状态', values: ['1', '2'], search: 'eq', writable: false }),
    openType: oneOf({ label: '打开方式', values: ['component', 'url'] }),
    openPage: text({ label: '打开页面', max: 200, pattern: /^\/[A-Za-z0-9_\-/]*$/, patternMessage: '打开页面必须是站内路径' }),
    busId: text({ label: '业务编号', max: 50 }),
    createTime: datetime({ label: '通知日期', column: 'created_at', writable: false, sortable: true }),
  },
  nameField: 'msgTitle',
  defaultSort: { field: 'createTime', order: 'desc' },
});
