import { recordId } from '../query-params.js';
import { z } from 'zod';

/** Relation kinds of the reference's `jsh_user_business`, kept as a façade over normalised tables. */
export const USER_BUSINESS_TYPES = ['UserRole', 'RoleFunctions', 'UserDepot', 'UserCustomer'] as const;
export type UserBusinessType = (typeof USER_BUSINESS_TYPES)[number];
/** The kinds whose value lists are edited through `/userBusiness/add|update`. */
export const USER_GRANT_TYPES = ['UserDepot', 'UserCustomer'] as const;

export const userBusinessTypeSchema = z.enum(USER_BUSINESS_TYPES, { error: `类型只能是：${USER_BUSINESS_TYPES.join('、')}` });
export const userGrantTypeSchema = z.enum(USER_GRANT_TYPES, { error: `类型只能是：${USER_GRANT_TYPES.join('、')}` });

export const basicDataQuerySchema = z.object({ Type: userBusinessTypeSchema, KeyId: recordId('KeyId') });
export const valueExistQuerySchema = z.object({ type: userBusinessTypeSchema, keyId: recordId('keyId') });

/** `[1,2]`, `1,2` or `[1][2]`; `0` and blanks are dropped. */
export const idListValueSchema = z.string({ error: 'value必须是编号列表' }).max(20000, 'value过长');

export const userGrantBodySchema = z.object({
  id: z.unknown().optional(),
  type: userGrantTypeSchema,
  keyId: recordId('keyId'),
  value: idListValueSchema,
});

export const oneValueBodySchema = z.object({
  type: userGrantTypeSchema,
  keyIds: z
    .union([z.array(z.union([z.string(), z.number()])), z.string()], { error: 'keyIds必须是用户编号列表' })
    .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')))
    .pipe(z.array(z.string().trim()).max(10000, '用户过多')),
  oneValue: recordId('oneValue'),
});
