/**
 * Reference error codes (api.md §1.5) with their Chinese messages. `%s` is filled by the caller.
 * The HTTP status travels separately; these codes stay in the body for compatible clients.
 */
export const ERR = {
  badRequest: { code: 400, message: '请求错误或参数错误' },
  unauthorized: { code: 401, message: '未认证用户' },
  forbidden: { code: 403, message: '抱歉，您没有此操作的权限' },
  notFound: { code: 404, message: '很抱歉，资源未找到!' },
  tooManyLogins: { code: 429, message: '登录失败次数过多，请15分钟后再试' },
  serverError: { code: 500, message: '服务内部错误' },
  /** A transaction PostgreSQL aborted for a deadlock or a serialization failure: nothing was written, the same request can be sent again. */
  writeConflict: { code: 409, message: '数据正被其他用户同时修改，本次操作未保存，请重试' },
  deleteForceConfirm: { code: 601, message: '检测到存在依赖数据，不能删除！' },
  userLoginNameExists: { code: 500003, message: '登录名在本系统已存在' },
  userOverLimit: { code: 500004, message: '用户录入数量超出限制，请联系平台管理员' },
  userNameLimitUse: { code: 500005, message: '此用户名限制使用' },
  userEnableOverLimit: { code: 500006, message: '启用的用户数量超出限制，请联系平台管理员' },
  userTenantDelete: { code: 500008, message: '抱歉，租户不能被删除' },
  userLeaderExists: { code: 500009, message: '抱歉，当前部门已经存在经理' },
  captchaError: { code: 500010, message: '验证码错误' },
  captchaExpired: { code: 500011, message: '验证码已失效' },
  captchaEmpty: { code: 500012, message: '验证码不能为空' },
  /** Sign-in of a name guessed at from many addresses: the same code, so a client shows its captcha and asks again. */
  captchaRequired: { code: 500012, message: '该账号近期登录失败次数较多，请输入验证码' },
  userRoleOrgaEmpty: { code: 500013, message: '当前角色的数据类型是本部门数据，所以必须选择部门' },
  fileExtension: { code: 701, message: '文件扩展名必须为xlsx' },
  inOutItemNameExists: { code: 3500003, message: '该收支项目的名称已经存在，请修改！' },
  organizationHasChildren: { code: 11000006, message: '该部门存在下级不允许删除' },
  organizationNoExists: { code: 11000003, message: '部门编号已存在' },
  dictTypeExists: { code: 12500002, message: '字典类型已存在' },
  dictTypeAssigned: { code: 12500001, message: '%s已分配,不能删除' },
} as const;

export type ErrorEntry = { code: number; message: string };

export function formatMessage(template: string, ...args: Array<string | number>): string {
  let i = 0;
  return template.replace(/%s/g, () => String(args[i++] ?? ''));
}
