import { z } from 'zod';

/**
 * Login outcomes (`msgTip`) of the reference; the client decides entry by `user can login`. The reference's
 * `user is not exist` is never sent: an unknown name answers `user password error`, so names cannot be probed.
 */
export const MSG_TIP = {
  canLogin: 'user can login',
  passwordError: 'user password error',
  userBlack: 'user is black',
  tenantBlack: 'tenant is black',
  tenantExpire: 'tenant is expire',
  serviceError: 'access service error',
} as const;

export type MsgTip = (typeof MSG_TIP)[keyof typeof MSG_TIP];

export const loginBodySchema = z.strictObject({
  loginName: z.string({ error: '登录名必须是文本' }).trim().min(1, '登录名不能为空').max(100, '登录名不能超过100个字符'),
  password: z.string({ error: '密码必须是文本' }).min(1, '密码不能为空').max(128, '密码不能超过128个字符'),
  code: z.string().max(10).optional(),
  uuid: z.string().max(64).optional(),
});

/** At least 6 characters with a lowercase letter and a digit (spec §5); checked on the server too. */
export const PASSWORD_RULE_MESSAGE = '密码由6位数字、小写字母组成!';
export const newPasswordSchema = z
  .string({ error: '密码必须是文本' })
  .min(6, PASSWORD_RULE_MESSAGE)
  .max(64, '密码不能超过64个字符')
  .regex(/[a-z]/, PASSWORD_RULE_MESSAGE)
  .regex(/\d/, PASSWORD_RULE_MESSAGE);

export const COMMON_PASSWORD_MESSAGE = '密码过于常见，容易被猜中，请换一个不常见的密码';

/**
 * Whether a password is one of the few thousand most guessed. The list ships with the server alone, which installs
 * its check at start (server/src/app/auth/password-policy.ts); where none is installed (the web) none is common.
 */
let isCommonPassword: (password: string) => boolean = () => false;
export function installCommonPasswordCheck(check: (password: string) => boolean): void {
  isCommonPassword = check;
}

/** A password someone chooses (spec §5's rule) that is not a common one: every route that sets a password takes this. */
export const chosenPasswordSchema = newPasswordSchema.refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/** The body schema with its `password` field held to `chosenPasswordSchema`. */
export function withChosenPassword<Shape extends z.ZodRawShape & { password: typeof newPasswordSchema }, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema.extend({ password: chosenPasswordSchema });
}

export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,50}$/;
export const loginNameSchema = z.string({ error: '登录名必须是文本' }).trim().regex(LOGIN_NAME_PATTERN, '登录名由2到50位字母、数字、下划线、点、@或横线组成');

export const registerBodySchema = z.strictObject({
  loginName: loginNameSchema,
  password: newPasswordSchema,
  code: z.string().max(10).optional(),
  uuid: z.string().max(64).optional(),
});

export const updatePasswordBodySchema = z.strictObject({
  userId: z.coerce.number().int().positive().optional(),
  oldpassword: z.string({ error: '请输入旧密码!' }).min(1, '请输入旧密码!').max(128),
  password: newPasswordSchema,
  confirmPassword: z.string().max(128).optional(),
});
