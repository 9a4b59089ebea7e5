import { z } from 'zod';
import { loginNameSchema, newPasswordSchema } from '../auth.js';
import { bool, datetime, id, int, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** Tenants (companies); managed by the platform administrator only. */
export const tenantContract = defineResourceContract({
  name: 'tenant',
  label: '租户',
  page: '/system/tenant',
  fields: {
    loginName: text({ label: '登录名', required: true, max: 100, search: 'like', sortable: true, writable: false }),
    userNumLimit: int({ label: '用户数量限制', required: true, min: 1, max: 1_000_000 }),
    type: oneOf({ label: '租户类型', required: true, values: ['0', '1'], search: 'eq' }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    createTime: datetime({ label: '创建时间', column: 'created_at', writable: false, sortable: true }),
    expireTime: datetime({ label: '到期时间', required: true, sortable: true }),
    remark: text({ label: '备注', max: 500, search: 'like' }),
    /** The tenant's package: a template role of the platform bounding what the tenant may use. */
    roleId: id({ label: '租户套餐', column: 'package_role_id' }),
  },
  nameField: 'loginName',
  statusField: 'enabled',
  defaultSort: { field: 'createTime', order: 'desc' },
  operations: ['list', 'info', 'update', 'delete', 'deleteBatch', 'batchSetStatus', 'checkIsNameExist'],
});

/** The platform administrator opens a tenant for a company: its owner account and limits. */
export const addTenantSchema = z.strictObject({
  loginName: loginNameSchema,
  password: newPasswordSchema,
  userNumLimit: tenantContract.fields.userNumLimit.input.optional(),
  type: tenantContract.fields.type.input.optional(),
  expireTime: tenantContract.fields.expireTime.input.optional(),
  remark: tenantContract.fields.remark.input.nullable().optional(),
  roleId: tenantContract.fields.roleId.input.optional(),
});
