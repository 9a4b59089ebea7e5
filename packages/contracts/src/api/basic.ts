import { z } from 'zod';
import { accountContract } from '../resources/account.js';
import { depotContract } from '../resources/depot.js';
import { unitContract } from '../resources/unit.js';
import { basicDataQuerySchema, oneValueBodySchema, USER_BUSINESS_TYPES, userGrantBodySchema, valueExistQuerySchema } from '../resources/user-business.js';
import { answers, answersBare, decimalString, idName, idNumber, listOf, ok, statusData, xlsxReply, type ApiMap, type RequestMap } from './contract.js';
import { importJobIdSchema, importProgressQuery, importProgressReply } from './imports.js';
import { idQuerySchema, idsSchema, listQuerySchema } from '../list-query.js';
import { idOrZero, recordId } from '../query-params.js';
import { IN_OUT_ITEM_TYPES } from '../resources/in-out-item.js';
import { PARTNER_TYPES, partnerPickerSchema } from '../resources/supplier.js';
import { resourceRowSchema, storedRowSchema } from './resource-api.js';
import { treeNodeSchema } from './system.js';

/** An account of the pickers: its stored fields with the balance and this month's movement worked out. */
export const accountPickRowSchema = storedRowSchema(accountContract).extend({ currentAmount: decimalString, thisMonthAmount: decimalString });

/** 账户流水 (reports.md §2.1): one movement with the balance after it. */
export const accountFlowRowSchema = z.object({
  accountId: idNumber,
  headId: idNumber,
  fromType: z.string(),
  number: z.string(),
  type: z.string(),
  supplierName: z.string().nullable(),
  changeAmount: decimalString,
  balance: decimalString,
  operTime: z.string(),
  aList: z.string().nullable(),
  amList: z.string().nullable(),
  remark: z.string().nullable(),
});

export const userDepotSchema = z.object({ id: idNumber, depotName: z.string(), isDefault: z.boolean() });

/** A partner in a picker: id and name (会员 with their prepayment balance). */
export const partnerOptionSchema = z.object({ id: idNumber, supplier: z.string() });
export const memberOptionSchema = partnerOptionSchema.extend({ advanceIn: decimalString });

/** 期初: what the partner owed at the start, what settlements took off, and what is left. */
export const openingDebtSchema = z.object({ needDebt: decimalString, finishDebt: decimalString, eachAmount: decimalString });

/** A relation of the reference's `jsh_user_business`, rebuilt from the normalised grants (value `[1][2]`). */
export const userBusinessRowSchema = z.object({
  id: idNumber,
  type: z.enum(USER_BUSINESS_TYPES),
  keyId: z.string(),
  value: z.string(),
  btnStr: z.string().nullable(),
});

/** A partner import that wrote its rows. */
export const partnerImportResultSchema = z.object({
  message: z.string(),
  importId: z.string(),
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
});

const partnerImport = answers(partnerImportResultSchema);

/** Master data (基础资料, api.md §2.4–2.9): pickers, defaults, balances, grants and partner imports. */
export const basicApi = {
  'GET /account/getAccount': answers(z.object({ accountList: z.array(accountPickRowSchema) })),
  'GET /account/findBySelect': answersBare(z.array(z.object({ Id: idNumber, AccountName: z.string() }))),
  'POST /account/updateIsDefault': ok,
  'GET /account/listWithBalance': answers(listOf(resourceRowSchema(accountContract))),
  'GET /account/getStatistics': answers(z.object({ allMonthAmount: decimalString, allCurrentAmount: decimalString })),
  'POST /account/repairAccountDays': answers(z.object({ changed: z.number().int(), message: z.string() })),
  'GET /account/findAccountInOutList': answers(listOf(accountFlowRowSchema)),
  'GET /account/exportListWithBalance': xlsxReply,
  'GET /account/exportAccountInOutList': xlsxReply,
  'GET /depot/getAllList': answers(z.array(storedRowSchema(depotContract))),
  'GET /depot/findDepotByCurrentUser': answers(z.array(userDepotSchema)),
  'POST /depot/updateIsDefault': ok,
  /** One root (仓库列表, id 0) whose children are the depots, checked where the user holds them. */
  'GET /depot/findUserDepot': answersBare(z.array(treeNodeSchema)),
  'GET /inOutItem/findBySelect': answersBare(z.array(idName)),
  'GET /unit/getAllList': answers(z.array(storedRowSchema(unitContract))),
  'POST /supplier/findBySelect_sup': answersBare(z.array(partnerOptionSchema)),
  'POST /supplier/findBySelect_cus': answersBare(z.array(partnerOptionSchema)),
  'POST /supplier/findBySelect_retail': answersBare(z.array(memberOptionSchema)),
  /** Suppliers then customers, each name suffixed with its type (`甲[供应商]`). */
  'POST /supplier/findBySelect_organ': answersBare(z.array(partnerOptionSchema)),
  'GET /supplier/checkIsNameAndTypeExist': answers(statusData),
  'GET /supplier/getAllCustomer': answers(listOf(partnerOptionSchema)),
  /** The customer ids the user may pick; null when none. */
  'GET /supplier/getUserCustomerValue': answers(z.array(idNumber).nullable()),
  'GET /supplier/getBeginNeedByOrganId': answers(openingDebtSchema),
  'GET /supplier/getInfoByName': answers(z.object({ info: partnerOptionSchema })),
  'GET /supplier/getAdvanceIn': answers(z.object({ id: idNumber, advanceIn: decimalString })),
  'POST /supplier/batchSetAdvanceIn': answers(z.object({ message: z.string(), rows: z.array(memberOptionSchema) })),
  'POST /supplier/importExcel': partnerImport,
  'POST /supplier/importVendor': partnerImport,
  'POST /supplier/importCustomer': partnerImport,
  'POST /supplier/importMember': partnerImport,
  'GET /supplier/importProgress': importProgressReply,
  'GET /supplier/importTemplate': xlsxReply,
  'GET /userBusiness/getBasicData': answers(z.object({ userBusinessList: z.array(userBusinessRowSchema) })),
  /** `{id}` of the relation when the key holds one, else `{}`. */
  'GET /userBusiness/checkIsValueExist': answers(z.object({ id: idNumber.optional() })),
  'POST /userBusiness/add': ok,
  'PUT /userBusiness/update': ok,
  'POST /userBusiness/updateOneValueByKeyIdAndType': ok,
  /** One root (用户列表, id 0) whose children are the tenant's users, checked where they hold the depot or customer. */
  'GET /user/getUserWithChecked': answersBare(z.array(treeNodeSchema)),
} satisfies ApiMap;

export type AccountPickRow = z.infer<typeof accountPickRowSchema>;
export type AccountFlowRow = z.infer<typeof accountFlowRowSchema>;
export type UserDepot = z.infer<typeof userDepotSchema>;
export type PartnerOption = z.infer<typeof partnerOptionSchema>;
export type MemberOption = z.infer<typeof memberOptionSchema>;
export type OpeningDebt = z.infer<typeof openingDebtSchema>;
export type UserBusinessRow = z.infer<typeof userBusinessRowSchema>;

const accountFlowDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label}不是有效的日期`);
const accountText = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).optional();
const accountFlowQuery = listQuerySchema.pick({ currentPage: true, pageSize: true }).extend({
  accountId: z.coerce.number({ error: '请选择结算账户' }).int('请选择结算账户').positive('请选择结算账户').max(Number.MAX_SAFE_INTEGER, '请选择结算账户'),
  // The reference client sends the opening amount; the server always uses the stored one.
  initialAmount: z.string().max(40).optional(),
  number: accountText(50),
  beginTime: accountFlowDay('开始日期').optional(),
  endTime: accountFlowDay('结束日期').optional(),
});
const accountBalanceListQuery = listQuerySchema.extend({ name: z.string().max(50).optional(), serialNo: z.string().max(50).optional() });

const partnerType = z.enum(PARTNER_TYPES, { error: '类型只能是：供应商、客户、会员' });
/** 导入往来单位: the partner type (a form field works too) and the job's id. */
export const partnerImportQuery = z.object({ type: partnerType.optional(), importId: importJobIdSchema.optional() });

// The reference's client asks `in` / `out` (its 收入单 / 支出单); the type's own name is taken too.
const IN_OUT_BY_DIRECTION: Record<string, (typeof IN_OUT_ITEM_TYPES)[number]> = { in: '收入', out: '支出' };

/** What the basic-data routes take (their query string and JSON body). */
export const basicRequests = {
  'POST /account/updateIsDefault': { body: idQuerySchema },
  'GET /account/listWithBalance': { query: accountBalanceListQuery },
  'GET /account/getStatistics': { query: z.object({ name: accountText(50), serialNo: accountText(50) }) },
  'GET /account/exportListWithBalance': { query: accountBalanceListQuery },
  'GET /account/findAccountInOutList': { query: accountFlowQuery },
  'GET /account/exportAccountInOutList': { query: accountFlowQuery.omit({ currentPage: true, pageSize: true }) },
  'POST /depot/updateIsDefault': { body: idQuerySchema },
  'GET /depot/findUserDepot': {
    query: z.object({
      UBType: z.literal('UserDepot', { error: 'UBType只能是UserDepot' }),
      UBKeyId: recordId('UBKeyId'),
    }),
  },
  'GET /inOutItem/findBySelect': {
    query: z.object({
      type: z
        .enum([...IN_OUT_ITEM_TYPES, ...Object.keys(IN_OUT_BY_DIRECTION)] as [string, ...string[]], { error: '类型只能是：收入、支出（in、out）' })
        .transform((type) => IN_OUT_BY_DIRECTION[type] ?? type)
        .optional(),
    }),
  },
  'POST /supplier/findBySelect_sup': { body: partnerPickerSchema },
  'POST /supplier/findBySelect_cus': { body: partnerPickerSchema },
  'POST /supplier/findBySelect_retail': { body: partnerPickerSchema },
  'POST /supplier/findBySelect_organ': { body: partnerPickerSchema },
  'GET /supplier/checkIsNameAndTypeExist': {
    query: z.object({
      id: idOrZero('id'),
      name: z.string({ error: '名称不能为空' }).max(255, '名称不能超过255个字符'),
      type: partnerType,
    }),
  },
  'GET /supplier/getUserCustomerValue': {
    query: z.object({
      UBType: z.literal('UserCustomer', { error: 'UBType只能是UserCustomer' }),
      UBKeyId: recordId('UBKeyId'),
    }),
  },
  'GET /supplier/getBeginNeedByOrganId': { query: z.object({ organId: recordId('organId') }) },
  'GET /supplier/getInfoByName': {
    query: z.object({
      name: z.string({ error: '名称不能为空' }).trim().min(1, '名称不能为空').max(255, '名称不能超过255个字符'),
      type: partnerType,
    }),
  },
  'GET /supplier/getAdvanceIn': { query: idQuerySchema },
  'POST /supplier/batchSetAdvanceIn': { body: idsSchema },
  'POST /supplier/importExcel': { query: partnerImportQuery },
  'POST /supplier/importVendor': { query: partnerImportQuery },
  'POST /supplier/importCustomer': { query: partnerImportQuery },
  'POST /supplier/importMember': { query: partnerImportQuery },
  'GET /supplier/importProgress': { query: importProgressQuery },
  'GET /supplier/importTemplate': { query: z.object({ type: partnerType }) },
  'GET /user/getUserWithChecked': {
    query: z.object({
      UBType: z.enum(['UserDepot', 'UserCustomer'], { error: 'UBType只能是UserDepot或UserCustomer' }),
      UBValue: recordId('UBValue'),
    }),
  },
  'GET /userBusiness/getBasicData': { query: basicDataQuerySchema },
  'GET /userBusiness/checkIsValueExist': { query: valueExistQuerySchema },
  'POST /userBusiness/add': { body: userGrantBodySchema },
  'PUT /userBusiness/update': { body: userGrantBodySchema },
  'POST /userBusiness/updateOneValueByKeyIdAndType': { body: oneValueBodySchema },
} satisfies RequestMap;
