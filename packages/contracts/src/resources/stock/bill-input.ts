import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { fileListInput } from '../../files.js';

/**
 * Input of addDepotHeadAndDetail / updateDepotHeadAndDetail (api.md §2.10). The reference client
 * posts `info` and `rows` as JSON *text*; objects are accepted too. Only the keys below are read:
 * the grid's display columns (name, standard…) that clients echo back are ignored, never stored.
 * Amounts may carry the reference's sign where it stands for the kind's direction; what each may be is decided by the
 * server (platform/document/amounts.ts), which keeps magnitudes and checks every formula.
 */
const decimalText = /^-?\d{1,18}(\.\d{1,6})?$/;
// A JSON number prints large and tiny values with an exponent (1e+21, 1e-7); the exponent is bounded so that
// writing the value out in full stays small (1e9000000000000000 would take petabytes).
const exponentText = /^-?\d{1,18}(\.\d{1,18})?e[-+]?\d{1,3}$/i;
/** numeric(24,6) keeps 18 digits before the point: anything from here on cannot be stored. */
export const DECIMAL_LIMIT = new Decimal('1e18');

/** A decimal as number or text → canonical text (never a float in arithmetic); beyond numeric(24,6) is refused. */
export const decimalInput = (label: string) =>
  z.union([z.number({ error: `${label}必须是数字` }), z.string({ error: `${label}必须是数字` })]).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (text === '') return undefined;
    if (!decimalText.test(text) && !exponentText.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
      return z.NEVER;
    }
    const value = new Decimal(text);
    if (value.abs().gte(DECIMAL_LIMIT)) {
      ctx.addIssue({ code: 'custom', message: `${label}超出允许范围（最多18位整数）` });
      return z.NEVER;
    }
    return decimalText.test(text) ? text : value.toFixed();
  });

const optDecimal = (label: string) => decimalInput(label).optional().nullable();
const idInput = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label}必须是有效的编号` })
    .transform((v) => String(v).trim())
    .refine((v) => v === '' || /^[1-9]\d{0,15}$/.test(v), { message: `${label}必须是有效的编号` })
    .transform((v) => (v === '' ? undefined : v));
export const optId = (label: string) => idInput(label).optional().nullable();
/** `yyyy-MM-dd` (a time after it is ignored); blank = none. */
const dateInput = (label: string) =>
  z
    .string({ error: `${label}必须是日期` })
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}.*)?$/, `${label}格式不正确`)
    .transform((v) => (v === '' ? undefined : v.slice(0, 10)))
    .optional()
    .nullable();
/** 单据日期 of goods and finance documents: `yyyy-MM-dd` with an optional time. */
export const billTimeInput = z
  .string({ error: '请输入单据日期!' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '单据日期格式不正确')
  .optional()
  .nullable();
export const optText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .optional()
    .nullable();

/** Comma text `1,2`, JSON array text `["1","2"]` or an array → trimmed parts. */
const listInput = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).transform((v) => {
  const raw = Array.isArray(v) ? v.map(String) : v.replace(/[[\]"']/g, '').split(',');
  return raw.map((p) => p.trim()).filter((p) => p !== '');
});

export const billHeadInputSchema = z.object({
  id: optId('单据id'),
  type: optText('类型', 10),
  subType: optText('单据类型', 20),
  number: optText('单据编号', 50),
  defaultNumber: optText('默认单据编号', 50),
  operTime: billTimeInput,
  organId: optId('往来单位'),
  accountId: optId('结算账户'),
  changeAmount: optDecimal('本次收付款'),
  backAmount: optDecimal('找零'),
  totalPrice: optDecimal('金额合计'),
  payType: z.enum(['现付', '预付款'], { error: '收款类型只能是现付或预付款' }).optional().nullable(),
  billType: optText('业务类型', 20),
  remark: optText('备注', 1000),
  fileName: fileListInput('附件'),
  salesMan: z.union([z.string(), z.number()]).transform(String).optional().nullable(),
  accountIdList: listInput.optional().nullable(),
  accountMoneyList: listInput.optional().nullable(),
  discount: optDecimal('优惠率'),
  discountMoney: optDecimal('优惠金额'),
  discountLastMoney: optDecimal('优惠后金额'),
  otherMoney: optDecimal('其它费用'),
  deposit: optDecimal('扣除订金'),
  debt: optDecimal('本次欠款'),
  status: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.enum(['0', '1'], { error: '状态只能是0或1' }))
    .optional()
    .nullable(),
  linkNumber: optText('关联单据', 50),
  linkApply: optText('关联请购单', 50),
  deliveryTime: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?/, '交货日期格式不正确')
    .optional()
    .nullable(),
  source: z.enum(['0', '1']).optional().nullable(),
  /** 报价有效期至 and 报价条款 of a quote (kept only on quotes). */
  validUntil: dateInput('报价有效期'),
  terms: optText('报价条款', 2000),
  /** 计划开工 of a production order (计划完工 is deliveryTime). */
  planStartDate: dateInput('计划开工日期'),
});
export type BillHeadInput = z.output<typeof billHeadInputSchema>;
/** What a client may send as a bill's `info` (before the server's parsing). */
export type BillHeadRequest = z.input<typeof billHeadInputSchema>;

/** Roles a bill line may carry in `mType`: 组合件/普通子件 (assembly), 成品/原料 (production), 盘盈/盘亏 (stock adjustment). */
export const LINE_ROLES = ['组合件', '普通子件', '成品', '原料', '盘盈', '盘亏'] as const;
export type LineRole = (typeof LINE_ROLES)[number];
export const isLineRole = (value: unknown): value is LineRole => (LINE_ROLES as readonly unknown[]).includes(value);

export const billRowInputSchema = z.object({
  barCode: z
    .union([z.string(), z.number()], { error: '条码不能为空' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, '条码不能为空').max(50, '条码过长')),
  unit: optText('单位', 50),
  operNumber: decimalInput('数量'),
  unitPrice: optDecimal('单价'),
  taxUnitPrice: optDecimal('含税单价'),
  allPrice: optDecimal('金额'),
  taxRate: optDecimal('税率'),
  taxMoney: optDecimal('税额'),
  taxLastMoney: optDecimal('价税合计'),
  depotId: optId('仓库'),
  anotherDepotId: optId('调入仓库'),
  snList: optText('序列号', 2000),
  batchNumber: optText('批号', 100),
  expirationDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}.*)?$/, '有效期格式不正确')
    .optional()
    .nullable(),
  sku: optText('多属性', 100),
  linkId: optId('关联明细'),
  /** Line role: 组合件/普通子件 (assembly), 成品/原料 (production), 盘盈/盘亏 (stock adjustment). */
  mType: z
    .enum([...LINE_ROLES, ''], { error: '商品类型只能是组合件、普通子件、成品、原料、盘盈或盘亏' })
    .optional()
    .nullable(),
  /** A production order's component line: quantity per base unit of the product, and loss rate %. */
  unitUsage: optDecimal('单位用量'),
  lossRate: optDecimal('损耗率'),
  remark: optText('备注', 500),
});
export type BillRowInput = z.output<typeof billRowInputSchema>;
/** What a client may send as one of a bill's `rows`. */
export type BillRowRequest = z.input<typeof billRowInputSchema>;

declare const jsonOf: unique symbol;

/** JSON text of a `T` (made by `toJsonText`): what a typed client sends where the reference posts JSON as text. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** `JSON.stringify` that remembers what it wrote, so the request's type checks the fields inside the text. */
export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/**
 * A field the reference client posts as JSON text (objects are accepted too), parsed then checked by `schema`.
 * Its input type is the schema's input, as an object or as `JsonText` of one: a typed client cannot send other
 * fields inside the text than the schema reads (untyped clients can, and are refused or ignored as before).
 */
export const jsonText = <S extends z.ZodType>(schema: S, label: string) =>
  z
    .union([z.string(), z.unknown()])
    .transform((v, ctx) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label}不是有效的JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema) as unknown as z.ZodType<z.output<S>, JsonText<z.input<S>> | z.input<S>>;

export const billSaveSchema = z.object({
  info: jsonText(billHeadInputSchema, 'info'),
  rows: jsonText(z.array(billRowInputSchema, { error: '单据明细不能为空' }).max(1000, '单据明细不能超过1000行'), 'rows'),
});
export type BillSaveInput = z.output<typeof billSaveSchema>;
