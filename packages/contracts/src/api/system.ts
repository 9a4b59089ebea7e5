import { z } from 'zod';
import { loginBodySchema, MSG_TIP, registerBodySchema, updatePasswordBodySchema, withChosenPassword } from '../auth.js';
import { idListSchema, idQuerySchema } from '../list-query.js';
import { addTenantSchema } from '../resources/tenant.js';
import { addUserSchema, resetPasswordSchema, updateUserSchema } from '../resources/user.js';
import { languageSchema } from '../language.js';
import { systemConfigContract } from '../resources/system-config.js';
import { resourceRowSchema } from './resource-api.js';
import {
  ajaxReply,
  answers,
  answersBare,
  fileReply,
  idAndMessage,
  idName,
  idNumber,
  listOf,
  ok,
  openApiReply,
  refusesAlways,
  statusData,
  systemReply,
  textReply,
  type ApiMap,
  type RequestMap,
  type RouteRequest,
} from './contract.js';
import { idOrZero, recordId } from '../query-params.js';
import { PERSON_TYPES } from '../resources/person.js';

/** What the client may know about a user: never the password hash (api.md §2.1). */
export const publicUserSchema = z.object({
  id: idNumber,
  loginName: z.string(),
  username: z.string(),
  tenantId: idNumber,
  position: z.string().nullable(),
  email: z.string().nullable(),
  phonenum: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number().int(),
  leaderFlag: z.string(),
  isystem: z.number().int(),
  ismanager: z.number().int(),
  isOwner: z.boolean(),
  /** The interface language the user chose; null until they choose. */
  language: languageSchema.nullable(),
});

export const msgTipSchema = z.enum(Object.values(MSG_TIP) as [string, ...string[]]);

export const loginResultSchema = z.object({
  msgTip: msgTipSchema,
  token: z.string().optional(),
  user: publicUserSchema.optional(),
  /**
   * The password is still the initial one — chosen by someone else (user creation, 重置密码, a tenant opened by the
   * platform, a seed) and never changed by the user — whatever its strength. The reference's name (it meant "123456").
   */
  pwdSimple: z.boolean().optional(),
});

export const captchaSchema = z.object({ uuid: z.string(), base64: z.string() });

export const tenantInfoSchema = z.object({
  type: z.string(),
  expireTime: z.string().nullable(),
  userCurrentNum: z.number().int(),
  userNumLimit: z.number().int().nullable(),
  tenantId: idNumber,
});

export interface MenuNode {
  id: number;
  text: string;
  icon: string;
  url: string;
  component: string;
  hidden?: boolean;
  children?: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      id: idNumber,
      text: z.string(),
      icon: z.string(),
      url: z.string(),
      component: z.string(),
      hidden: z.boolean().optional(),
      children: z.array(menuNodeSchema).optional(),
    }),
  )
  .meta({ id: 'MenuNode' });

export const userButtonSchema = z.object({ url: z.string(), btnStr: z.string() });

/** 修改密码: status 1 changed, 2 the old password was wrong. */
export const updatePasswordResultSchema = z.object({ status: z.union([z.literal(1), z.literal(2)]), message: z.string() });

export const departSchema = z.object({ id: idNumber, departName: z.string(), orgCode: z.string() });

export const messageSchema = z.object({
  id: idNumber,
  msgTitle: z.string(),
  msgContent: z.string().nullable(),
  status: z.string(),
  type: z.string().nullable(),
  createTimeStr: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  busId: z.string().nullable(),
});

/** Department and function trees (antd TreeSelect nodes). */
export interface TreeNode {
  id: number;
  key: number;
  value: number;
  title: string;
  attributes: string;
  checked?: boolean;
  children?: TreeNode[];
}
export const treeNodeSchema: z.ZodType<TreeNode> = z
  .lazy(() =>
    z.object({
      id: idNumber,
      key: idNumber,
      value: idNumber,
      title: z.string(),
      attributes: z.string(),
      checked: z.boolean().optional(),
      children: z.array(treeNodeSchema).optional(),
    }),
  )
  .meta({ id: 'TreeNode' });

const countData = z.object({ count: z.number().int() });

/** System area: session, menu, messages, departments, users and roles, platform administration (api.md §2). */
export const systemApi = {
  'POST /user/login': answers(loginResultSchema),
  'GET /user/logout': ok,
  'GET /user/getUserSession': answers(z.object({ user: publicUserSchema })),
  'GET /user/infoWithTenant': answers(tenantInfoSchema),
  'GET /user/getUserBtnByCurrentUser': answers(z.object({ userBtn: z.array(userButtonSchema) })),
  'PUT /user/updatePwd': answers(updatePasswordResultSchema),
  'POST /user/updatePwd': answers(updatePasswordResultSchema),
  'PUT /user/language': answers(z.object({ language: languageSchema })),
  'POST /function/findMenuByPNumber': answersBare(z.array(menuNodeSchema)),
  'GET /function/findMenuByPNumber': answersBare(z.array(menuNodeSchema)),
  'GET /user/randomImage': answers(captchaSchema),
  'POST /user/registerUser': ok,
  'GET /sys/user/getCurrentUserDeparts': systemReply(z.object({ list: z.array(departSchema), orgCode: z.string().nullable() })),
  'POST /sys/selectDepart': systemReply(z.object({ userInfo: publicUserSchema.extend({ orgCode: z.string() }) })),
  'GET /msg/getMsgByStatus': answers(z.array(messageSchema)),
  'GET /msg/getMsgCountByStatus': answers(countData),
  'GET /msg/getMsgCountByType': answers(countData),
  'POST /msg/batchUpdateStatus': answers(z.string()),
  'POST /msg/readAllMsg': answers(z.string()),
  'GET /sys/annountCement/queryById': systemReply(messageSchema),
  'GET /organization/getOrganizationTree': answersBare(z.array(treeNodeSchema)),
  'GET /organization/getAllOrganizationTreeByUser': answersBare(z.array(treeNodeSchema)),
  'GET /organization/findById': answers(
    z.object({
      id: idNumber,
      orgAbr: z.string(),
      parentId: idNumber.nullable(),
      orgParentName: z.string().nullable(),
      orgNo: z.string(),
      sort: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
  'GET /person/getPersonByType': answers(z.array(idName)),
  'GET /person/getPersonByNumType': answersBare(z.array(z.object({ value: z.string(), text: z.string() }))),
  'GET /platformConfig/getPlatform/name': textReply,
  'GET /platformConfig/getPlatform/url': textReply,
  'GET /platformConfig/getPlatform/registerFlag': textReply,
  'GET /platformConfig/getPlatform/checkcodeFlag': textReply,
  'GET /platformConfig/getPlatform/appVersion': textReply,
  'GET /platformConfig/getInfoByKey': answers(
    z.object({ id: idNumber, platformKey: z.string(), platformKeyInfo: z.string(), platformValue: z.string().nullable() }).nullable(),
  ),
  'POST /platformConfig/updatePlatformConfigByKey': ok,
  'GET /systemConfig/getCurrentInfo': answers(resourceRowSchema(systemConfigContract).nullable()),
  'GET /systemConfig/fileSizeLimit': answers(z.number().int()),
  /** The stored path (`biz/tenant/name`) the form keeps. */
  'POST /systemConfig/upload': answers(z.string()),
  'GET /systemConfig/static/:biz/:tenantId/:name': fileReply,
  'GET /sys/version': answers(z.object({ version: z.string(), buildId: z.string() })),
  'POST /user/addUser': answers(idAndMessage),
  'PUT /user/updateUser': ok,
  'POST /user/resetPwd': ok,
  'GET /user/checkIsNameExist': answers(statusData),
  'GET /user/getUserList': answersBare(z.array(z.object({ id: idNumber, userName: z.string() }))),
  /** The role's price masking (empty: none). */
  'GET /user/getCurrentPriceLimit': answers(z.object({ priceLimit: z.string() })),
  'GET /user/getRoleTypeByCurrentUser': answers(z.object({ roleType: z.string() })),
  'GET /role/allList': answersBare(
    z.array(
      z.object({
        id: idNumber,
        name: z.string(),
        type: z.string(),
        priceLimit: z.string().nullable(),
        description: z.string().nullable(),
        sort: z.string().nullable(),
      }),
    ),
  ),
  'GET /function/findRoleFunction': answersBare(z.array(treeNodeSchema)),
  'GET /function/findRoleFunctionsById': answers(listOf(z.object({ id: idNumber, name: z.string(), pushBtn: z.string(), btnStr: z.string().nullable() }))),
  'POST /role/setFunctions': answers(z.string()),
  'POST /userBusiness/updateBtnStr': answers(z.string()),
  'GET /plugin/list': answers(
    listOf(
      z.object({
        id: idNumber,
        pluginId: z.string(),
        name: z.string(),
        version: z.string(),
        description: z.string().nullable(),
        enabled: z.boolean(),
        pluginState: z.enum(['STARTED', 'STOPPED']),
        urls: z.array(z.string()),
        installTime: z.string(),
      }),
    ),
  ),
  'POST /plugin/start/:id': ok,
  'POST /plugin/stop/:id': ok,
  /** Built-in plugins cannot be removed (422). */
  'POST /plugin/uninstall/:id': refusesAlways,
  /** Uploading code to run is refused (403). */
  'POST /plugin/uploadInstallPluginJar': refusesAlways,
  'GET /plugin/checkByPluginId': answers(z.boolean()),
  /** The server's licence fingerprint: md5 hex of its first hardware (MAC) address. */
  'GET /plugin/getMacWithSecret': answers(z.string().regex(/^[0-9a-f]{32}$/)),
  'GET /dict/type/optionselect': ajaxReply(
    z.array(z.object({ dictId: idNumber, dictName: z.string(), dictType: z.string(), status: z.enum(['0', '1']), remark: z.string().nullable() })),
  ),
  'DELETE /dict/type/refreshCache': ajaxReply(),
  'GET /dict/data/type/:dictType': ajaxReply(
    z.array(
      z.object({
        dictCode: idNumber,
        dictSort: z.number().int(),
        dictLabel: z.string(),
        dictValue: z.string(),
        dictType: z.string(),
        cssClass: z.string().nullable(),
        listClass: z.string().nullable(),
        isDefault: z.enum(['Y', 'N']),
        status: z.enum(['0', '1']),
        remark: z.string().nullable(),
      }),
    ),
  ),
  'POST /systemMessage/send': answers(z.object({ recipientCount: z.number().int(), message: z.string() })),
  'GET /systemMessage/list': answers(
    listOf(
      z.object({
        id: idNumber,
        msgTitle: z.string(),
        msgContent: z.string().nullable(),
        type: z.string().nullable(),
        audience: z.enum(['all', 'tenants', 'users']),
        recipientCount: z.number().int(),
        createTimeStr: z.string().nullable(),
      }),
    ),
  ),
  'GET /systemMessage/recipients': answers(
    listOf(z.object({ id: idNumber, loginName: z.string(), username: z.string(), tenantId: idNumber, tenantLoginName: z.string() })),
  ),
  'GET /function/checkIsNumberExist': answers(statusData),
  'POST /tenant/add': answers(idAndMessage),
  /** The signed-in user's push channel (messages, session end). */
  'GET /websocket/:userId': { upgrade: 'websocket' },
  'GET /openapi.json': openApiReply,
  'GET /role/tenantRoleList': answersBare(z.array(z.object({ id: idNumber, name: z.string(), description: z.string().nullable() }))),
} satisfies ApiMap;

export type PublicUser = z.infer<typeof publicUserSchema>;
export type LoginResult = z.infer<typeof loginResultSchema>;
export type Captcha = z.infer<typeof captchaSchema>;
export type TenantInfo = z.infer<typeof tenantInfoSchema>;
export type UserButton = z.infer<typeof userButtonSchema>;
export type UpdatePasswordResult = z.infer<typeof updatePasswordResultSchema>;
export type Depart = z.infer<typeof departSchema>;
export type Message = z.infer<typeof messageSchema>;
/** What the sign-in form sends (`loginBodySchema` validates it on the server). */
export type LoginBody = z.input<typeof loginBodySchema>;

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
