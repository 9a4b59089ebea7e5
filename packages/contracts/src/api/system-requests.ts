import { z } from 'zod';
import { loginBodySchema, registerBodySchema, updatePasswordBodySchema, withChosenPassword } from '../auth.js';
import { idListSchema, idQuerySchema } from '../list-query.js';
import { addTenantSchema } from '../resources/tenant.js';
import { addUserSchema, resetPasswordSchema, updateUserSchema } from '../resources/user.js';
import { languageSchema } from '../language.js';
import { type RequestMap, type RouteRequest } from './contract.js';
import { idOrZero, recordId } from '../query-params.js';
import { PERSON_TYPES } from '../resources/person.js';

// What the system routes take (their answers are system.ts).

/** One request under several methods (the reference's clients call some routes both ways): the very same object. */
function withMethods<M extends string, U extends string, R extends RouteRequest>(methods: readonly M[], url: U, request: R) {
  return Object.fromEntries(methods.map((method) => [`${method} ${url}`, request])) as Record<`${M} ${U}`, R>;
}

/** A message's status: 1 unread, 2 read. */
const msgStatusSchema = z.enum(['1', '2'], { error: '状态只能是1或2' });

/** The platform pages' paging (`currentPage` from 1, `pageSize` up to 100) with their filters. */
function platformPaging<S extends z.ZodRawShape>(pageSize: number, filters: S) {
  return z.object({
    ...filters,
    currentPage: z.coerce.number().int().min(1).max(100000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(pageSize),
  });
}

const pluginIdRequest = { params: z.object({ id: recordId('插件编号') }) };

const recipientIds = z.array(z.number({ error: '编号必须是数字' }).int().positive().max(Number.MAX_SAFE_INTEGER)).max(10000);

/** A role's 按钮权限: JSON text of `[{funId, btnStr}]`. */
const buttonGrantsSchema = z
  .string({ error: '按钮权限必须是JSON文本' })
  .max(20000, '按钮权限过长')
  .transform((text, c) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      c.addIssue({ code: 'custom', message: '按钮权限不是有效的JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.object({ funId: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).transform(String), btnStr: z.string().max(50) }), {
        error: '按钮权限格式不正确',
      })
      .max(1000),
  );

/** What the system routes take (their query string and JSON body). */
export const systemRequests = {
  'POST /user/login': { body: loginBodySchema },
  ...withMethods(['PUT', 'POST'], '/user/updatePwd', { body: withChosenPassword(updatePasswordBodySchema) }),
  ...withMethods(['POST', 'GET'], '/function/findMenuByPNumber', {
    body: z.object({ pNumber: z.union([z.string(), z.number()]).optional(), userId: z.union([z.string(), z.number()]).optional() }).optional(),
  }),
  'POST /user/registerUser': { body: withChosenPassword(registerBodySchema) },
  'GET /msg/getMsgByStatus': { query: z.object({ status: msgStatusSchema }) },
  'GET /msg/getMsgCountByStatus': { query: z.object({ status: msgStatusSchema }) },
  'GET /msg/getMsgCountByType': { query: z.object({ type: z.string().min(1).max(20) }) },
  'POST /msg/batchUpdateStatus': { body: z.strictObject({ ids: idListSchema, status: msgStatusSchema }) },
  'GET /sys/annountCement/queryById': { query: idQuerySchema },
  'GET /platformConfig/getInfoByKey': { query: z.object({ platformKey: z.string({ error: 'platformKey不能为空' }).min(1, 'platformKey不能为空').max(100) }) },
  'POST /platformConfig/updatePlatformConfigByKey': {
    body: z.strictObject({
      platformKey: z.string().min(1, 'platformKey不能为空').max(100),
      platformValue: z.string({ error: '值必须是文本' }).max(200, '值不能超过200个字符'),
    }),
  },
  'GET /systemConfig/static/:biz/:tenantId/:name': { params: z.object({ biz: z.string(), tenantId: z.string(), name: z.string() }) },
  'POST /tenant/add': { body: withChosenPassword(addTenantSchema) },
  'POST /user/addUser': { body: withChosenPassword(addUserSchema) },
  'PUT /user/updateUser': { body: updateUserSchema },
  'POST /user/resetPwd': { body: withChosenPassword(resetPasswordSchema) },
  'GET /user/checkIsNameExist': { query: z.object({ id: idOrZero('id'), name: z.string({ error: '登录名不能为空' }).max(100) }) },
  'GET /function/findRoleFunction': {
    query: z.object({ UBType: z.literal('RoleFunctions', { error: 'UBType只能是RoleFunctions' }).optional(), UBKeyId: recordId('角色') }),
  },
  'GET /function/findRoleFunctionsById': { query: z.object({ roleId: recordId('角色') }) },
  'POST /role/setFunctions': {
    body: z.strictObject({ roleId: recordId('角色'), functionIds: z.array(recordId('功能'), { error: '功能必须是编号列表' }).max(2000) }),
  },
  'POST /userBusiness/updateBtnStr': { body: z.strictObject({ roleId: recordId('角色'), btnStr: buttonGrantsSchema }) },
  'GET /plugin/list': { query: platformPaging(10, { name: z.string().max(100).optional() }) },
  'POST /plugin/start/:id': pluginIdRequest,
  'POST /plugin/stop/:id': pluginIdRequest,
  'GET /plugin/checkByPluginId': { query: z.object({ pluginIds: z.string({ error: '插件编号不能为空' }).min(1, '插件编号不能为空').max(500) }) },
  'POST /systemMessage/send': {
    body: z.strictObject({
      msgTitle: z.string({ error: '消息标题不能为空' }).trim().min(1, '消息标题不能为空').max(100, '消息标题不能超过100个字符'),
      msgContent: z.string().trim().max(500, '消息内容不能超过500个字符').optional(),
      type: z.string().trim().max(20, '消息类型不能超过20个字符').optional(),
      /** all: every active user of every tenant; tenants: every active user of the listed tenants; users: the listed users. */
      audience: z.enum(['all', 'tenants', 'users'], { error: '发送范围只能是all、tenants或users' }),
      tenantIds: recipientIds.optional(),
      userIds: recipientIds.optional(),
    }),
  },
  'GET /systemMessage/list': { query: platformPaging(10, {}) },
  'GET /systemMessage/recipients': { query: platformPaging(20, { name: z.string().max(100).optional() }) },
  'POST /sys/selectDepart': {
    body: z.strictObject({ orgCode: z.string({ error: '请选择部门' }).min(1, '请选择部门').max(20), username: z.string().max(100).optional() }),
  },
  'GET /organization/getOrganizationTree': {
    query: z.object({
      id: z.union([z.literal(''), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)], { error: 'id必须是有效的编号' }).optional(),
    }),
  },
  'GET /organization/findById': { query: z.object({ id: recordId('id') }) },
  'GET /person/getPersonByType': { query: z.object({ type: z.enum(PERSON_TYPES, { error: '类型只能是：销售员、仓管员、财务员' }) }) },
  'GET /person/getPersonByNumType': { query: z.object({ type: z.enum(['1', '2', '3'], { error: '类型只能是1、2或3' }) }) },
  'PUT /user/language': { body: z.strictObject({ language: languageSchema }) },
  'GET /function/checkIsNumberExist': {
    query: z.object({
      id: idOrZero('id'),
      number: z.string({ error: '编号不能为空' }).trim().min(1, '编号不能为空').max(50, '编号不能超过50个字符'),
    }),
  },
} satisfies RequestMap;
