import { recordId } from '../query-params.js';
import { z } from 'zod';
import { loginNameSchema, newPasswordSchema } from '../auth.js';
import { flag, int, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/** Users of a tenant; created and edited through `addUser` / `updateUser`, listed generically. */
export const userContract = defineResourceContract({
  name: 'user',
  label: '用户',
  page: '/system/user',
  fields: {
    loginName: text({ label: '登录名称', required: true, max: 50, search: 'like', sortable: true, writable: false }),
    username: text({ label: '用户姓名', required: true, max: 50, search: 'like', searchKey: 'userName', sortable: true }),
    position: text({ label: '职位', max: 100 }),
    email: text({ label: '电子邮箱', max: 100, pattern: /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, patternMessage: '电子邮箱格式不正确' }),
    phonenum: text({ label: '电话号码', max: 50, pattern: /^[0-9+\-() ]*$/, patternMessage: '电话号码只能包含数字、+、-、括号和空格' }),
    description: text({ label: '描述', max: 500 }),
    remark: text({ label: '备注', max: 500 }),
    leaderFlag: flag({ label: '是否经理', defaultValue: '0' }),
    status: int({ label: '状态', writable: false }),
    isystem: int({ label: '系统内置', writable: false }),
  },
  statusField: 'status',
  statusCodes: { enable: 0, disable: 2 },
  defaultSort: { field: 'id', order: 'desc' },
  operations: ['list', 'info', 'delete', 'deleteBatch', 'batchSetStatus'],
});

const optionalId = (label: string) =>
  z
    .union([z.number(), z.string().regex(/^\d*$/, `${label}必须是有效的编号`)], { error: `${label}必须是有效的编号` })
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(z.number().int().positive(`${label}必须是有效的编号`).max(Number.MAX_SAFE_INTEGER).optional())
    .nullable()
    .optional();

const userProfile = {
  username: userContract.fields.username.input,
  position: userContract.fields.position.input.nullable().optional(),
  email: userContract.fields.email.input.nullable().optional(),
  phonenum: userContract.fields.phonenum.input.nullable().optional(),
  description: userContract.fields.description.input.nullable().optional(),
  remark: userContract.fields.remark.input.nullable().optional(),
  leaderFlag: userContract.fields.leaderFlag.input.optional(),
  roleId: optionalId('角色'),
  orgaId: optionalId('机构'),
  userBlngOrgaDsplSeq: text({ label: '排序', max: 20 }).input.nullable().optional(),
};

export const addUserSchema = z.strictObject({ ...userProfile, loginName: loginNameSchema, password: newPasswordSchema });

export const updateUserSchema = z.strictObject({
  ...userProfile,
  id: recordId('id'),
  loginName: loginNameSchema.optional(),
  orgaUserRelId: optionalId('机构关系'),
});

export const resetPasswordSchema = z.strictObject({
  id: recordId('id'),
  password: newPasswordSchema,
});
