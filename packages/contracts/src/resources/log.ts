import { z } from 'zod';
import { datetime, id, int, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');

/** The operation log is written by the server only; tenants read their own rows. */
export const logContract = defineResourceContract({
  name: 'log',
  label: '日志',
  page: '/system/log',
  fields: {
    userId: id({ label: '操作员', writable: false, user: true }),
    operation: text({ label: '操作模块', max: 500, search: 'like', writable: false }),
    clientIp: text({ label: '操作IP', max: 200, search: 'like', writable: false }),
    createTime: datetime({ label: '操作时间', column: 'created_at', writable: false, sortable: true }),
    status: int({ label: '操作状态', writable: false }),
    content: text({ label: '操作详情', max: 5000, search: 'like', writable: false }),
  },
  extraSearch: {
    userInfo: z.string().max(100),
    beginTime: day,
    endTime: day,
    tenantLoginName: z.string().max(100),
    tenantType: z.enum(['0', '1']),
    // The reference client's date-range picker model, sent beside beginTime/endTime (which filter): accepted, unused.
    createTimeRange: z.array(z.string().max(40)).max(2),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  operations: ['list', 'info'],
});
