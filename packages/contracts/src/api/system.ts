import { z } from 'zod';
import { MSG_TIP, type loginBodySchema } from '../auth.js';
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
} from './contract.js';

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
