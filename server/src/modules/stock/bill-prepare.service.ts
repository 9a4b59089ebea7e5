import { BILL_ERR, formatMessage, takesPayment, type BillHeadInput, type BillRowInput } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { AppError, badRequest, forbidden, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { assertStorable, directed, lineField, nonNegative, percentage } from '../../platform/document/amounts.js';
import { checkAttachments } from '../../platform/files/attachments.js';
import { GOODS_BILLS, type HeadRow } from './bill-document.js';
import type { BillKind } from './bill-kinds.js';
import { checkDeposit, checkLinkedLines, resolveUpstream, type Upstream } from './bill-link.service.js';
import { loadRefs, resolveBarcodes, type ResolvedBarcode } from './bill-lines.repository.js';
import { accountSharesMatch, headMoney, type HeadMoneyInput, lineMoney, MoneyMismatch, round6, type HeadMoney, type LineMoney } from './bill-money.js';
import { payTypeOf, PREPAID } from './member-advance.service.js';
import { assignCountRoles, assignProductionRoles, MADE, receiptRows } from './bill-production.service.js';
import { productionCost } from './production-cost.js';
import { splitSerials } from './serial-number.repository.js';
import type { SystemFlags } from '../../platform/tenant-config.js';

/** A line ready to store: product resolved, quantity in base units, amounts computed. */
export interface PreparedLine {
  lineNo: number;
  barcode: ResolvedBarcode;
  unit: string;
  operNumber: Decimal;
  basicNumber: Decimal;
  money: LineMoney;
  purchaseUnitPrice: Decimal | null;
  depotId: string | null;
  anotherDepotId: string | null;
  materialType: string | null;
  /** A production order's component line: usage per unit of the product and loss rate %. */
  unitUsage: string | null;
  lossRate: string | null;
  snList: string | null;
  batchNumber: string | null;
  expirationDate: string | null;
  sku: string | null;
  linkId: string | null;
  remark: string | null;
}

export interface PreparedBill {
  kind: BillKind;
  lines: PreparedLine[];
  money: HeadMoney;
  organId: string | null;
  accountId: string | null;
  shares: Array<{ accountId: string; amount: Decimal }>;
  upstream: Upstream | undefined;
  /** 现付, or 预付款 (paid from the member's advance: no account moves). */
  payType: string;
}

/** A share of 多账户 as the reference client writes it. */
const DECIMAL_TEXT = /^-?\d{1,17}(\.\d{1,6})?$/;

const rowError = (entry: { code: number; message: string }, i: number, key: string, ...args: string[]) =>
  new AppError(422, entry.code, formatMessage(entry.message, ...args), `rows.${i}.${key}`);

/** Base units per entered unit (business-rules §7.4): 1 for the base unit or a single-unit product. */
export function ratioOf(b: ResolvedBarcode, unit: string, i: number): Decimal {
  if (!b.unitId || unit === b.basicUnit) return new Decimal(1);
  const table: Array<[string | null, string | null]> = [
    [b.otherUnit, b.ratio],
    [b.otherUnitTwo, b.ratioTwo],
    [b.otherUnitThree, b.ratioThree],
  ];
  const hit = table.find(([name]) => name === unit);
  if (!hit?.[1]) throw badRequest(`单位${unit}不是商品${b.materialName}的单位`, `rows.${i}.unit`);
  return new Decimal(hit[1]);
}

/** A line's quantity: above 0, or 0 too on a count sheet (counted none). */
function quantityOf(kind: BillKind, row: BillRowInput, i: number): Decimal {
  const qty = new Decimal(row.operNumber ?? '0');
  const at = lineField(i, 'operNumber', '数量');
  if (kind.stockCount === 'entry' ? qty.isNegative() : !qty.greaterThan(0))
    throw badRequest(`${at.label}${kind.stockCount === 'entry' ? '不能为负数' : '必须大于0'}`, at.field);
  return qty;
}

/**
 * The line's typed prices and amounts (never negative) and the figures computed from them (storable). They must agree
 * with each other (§8) — except on a production receipt (`priced`: false), whose figures are the editor's display of a
 * cost being priced while the clerk types, replaced by the cost anyway: there each is still checked on its own.
 */
function lineMoneyOf(row: BillRowInput, i: number, qty: Decimal, flags: SystemFlags, priced = true): LineMoney {
  const sent = {
    operNumber: qty,
    unitPrice: nonNegative(row.unitPrice, lineField(i, 'unitPrice', '单价')),
    allPrice: nonNegative(row.allPrice, lineField(i, 'allPrice', '金额')),
    taxRate: percentage(row.taxRate, lineField(i, 'taxRate', '税率')),
    taxMoney: nonNegative(row.taxMoney, lineField(i, 'taxMoney', '税额')),
    taxLastMoney: nonNegative(row.taxLastMoney, lineField(i, 'taxLastMoney', '价税合计')),
    taxUnitPrice: nonNegative(row.taxUnitPrice, lineField(i, 'taxUnitPrice', '含税单价')),
  };
  const input = priced ? sent : { operNumber: qty, unitPrice: sent.unitPrice, taxRate: sent.taxRate };
  const money = lineMoney(input, flags.priceIncludesTax, `rows.${i}`);
  for (const figure of [money.allPrice, money.taxLastMoney]) assertStorable(figure, lineField(i, 'allPrice', '金额'));
  return money;
}

const costMoney = (unitPrice: Decimal, allPrice: Decimal): LineMoney => {
  const zero = new Decimal(0);
  return { unitPrice, allPrice, taxRate: zero, taxMoney: zero, taxLastMoney: allPrice, taxUnitPrice: unitPrice };
};

/**
 * A production receipt's lines at the running cost of now (productionCost, as posting will value them); its 金额 is what
 * the product made enters with. Posting prices them again with the costs read under lock.
 */
function priceProduction(lines: PreparedLine[]): Decimal {
  const cost = productionCost(
    lines.map((l) => ({ made: l.materialType === MADE, operNumber: l.operNumber, basicNumber: l.basicNumber, unitCost: l.barcode.unitCost })),
  );
  lines.forEach((l, i) => (l.money = costMoney(cost.lines[i]!.unitPrice, cost.lines[i]!.allPrice)));
  return cost.total;
}

function prepareLine(kind: BillKind, row: BillRowInput, i: number, b: ResolvedBarcode, flags: SystemFlags): PreparedLine {
  const qty = quantityOf(kind, row, i);
  if (kind.untrackedOnly && (b.enableSerial || b.enableBatch)) {
    const refusal = kind.stockCount ? BILL_ERR.countTracked : kind.stock === 'transfer' ? BILL_ERR.transferTracked : BILL_ERR.assembleTracked;
    throw rowError(refusal, i, 'barCode', b.materialName);
  }
  const unit = row.unit || b.commodityUnit;
  const ratio = ratioOf(b, unit, i);
  assertStorable(qty.times(ratio), lineField(i, 'operNumber', '数量'));
  // A production receipt's prices are its cost (priceProduction), not what the client sent — which is still checked:
  // a value refused on every other kind is refused here too, never silently replaced.
  const consumed = kind.cost === 'consumed';
  const sent = lineMoneyOf(row, i, qty, flags, !consumed);
  const money = consumed ? costMoney(new Decimal(0), new Decimal(0)) : sent;
  if (kind.minPrice && b.lowDecimal && money.unitPrice.lessThan(b.lowDecimal)) throw rowError(BILL_ERR.priceTooLow, i, 'unitPrice', b.barCode);
  const tracked = kind.stock === 'in' || kind.stock === 'out' || kind.stock === 'produce';
  const exempt = flags.inOutManage && kind.inOutManaged;
  const serials = b.enableSerial ? splitSerials(row.snList) : [];
  if (b.enableSerial && tracked && !exempt && serials.length === 0) throw rowError(BILL_ERR.serialEmpty, i, 'snList', b.barCode);
  if (serials.length && !qty.equals(serials.length)) throw rowError(BILL_ERR.serialCount, i, 'snList', b.barCode);
  const batchNumber = b.enableBatch ? row.batchNumber || null : null;
  if (b.enableBatch && tracked && !exempt && !batchNumber) throw rowError(BILL_ERR.batchEmpty, i, 'batchNumber', b.barCode);
  // Sales lines keep what the goods cost when sold: the moving average (per entered unit) or the purchase price.
  const cost = flags.moveAvgPrice ? (b.unitCost ? new Decimal(b.unitCost).times(ratio) : null) : b.purchaseDecimal ? new Decimal(b.purchaseDecimal) : null;
  return {
    lineNo: i + 1,
    barcode: b,
    unit,
    operNumber: qty,
    basicNumber: qty.times(ratio),
    money,
    purchaseUnitPrice: kind.costSnapshot && cost ? round6(cost) : null,
    depotId: kind.depot === 'none' ? null : (row.depotId ?? null),
    anotherDepotId: kind.depot === 'transfer' ? (row.anotherDepotId ?? null) : null,
    materialType: null,
    unitUsage: null,
    lossRate: null,
    snList: serials.length ? serials.join(',') : null,
    batchNumber,
    expirationDate: batchNumber && row.expirationDate ? row.expirationDate.slice(0, 10) : null,
    sku: row.sku || b.sku,
    linkId: row.linkId ?? null,
    remark: row.remark ?? null,
  };
}

function checkDepots(kind: BillKind, lines: PreparedLine[], depots: Map<string, string>, granted: Set<string>, flags: SystemFlags): void {
  lines.forEach((l, i) => {
    if (kind.depot === 'none') return;
    if (!l.depotId) throw new AppError(422, BILL_ERR.depotEmpty.code, BILL_ERR.depotEmpty.message, `rows.${i}.depotId`);
    if (kind.depot === 'transfer') {
      if (!l.anotherDepotId) throw new AppError(422, BILL_ERR.anotherDepotEmpty.code, BILL_ERR.anotherDepotEmpty.message, `rows.${i}.anotherDepotId`);
      if (l.anotherDepotId === l.depotId)
        throw new AppError(422, BILL_ERR.anotherDepotEqual.code, BILL_ERR.anotherDepotEqual.message, `rows.${i}.anotherDepotId`);
    }
    for (const id of [l.depotId, l.anotherDepotId]) {
      if (!id) continue;
      if (!depots.has(id)) throw badRequest('仓库不存在或已被删除', `rows.${i}.depotId`);
      if (flags.depotRestricted && !granted.has(id)) throw forbidden(`抱歉，您没有仓库${depots.get(id)}的权限`);
    }
  });
}

/** Assembly roles: the first line is the assembled product unless roles are sent; both roles needed. */
function assignAssemblyRoles(kind: BillKind, rows: readonly BillRowInput[], lines: PreparedLine[]): void {
  if (kind.stock !== 'assemble' && kind.stock !== 'disassemble') return;
  lines.forEach((l, i) => {
    l.materialType = rows[i]?.mType || (i === 0 ? '组合件' : '普通子件');
    if (l.materialType !== '组合件' && l.materialType !== '普通子件') throw badRequest('商品类型只能是组合件或普通子件', `rows.${i}.mType`);
  });
  if (!lines.some((l) => l.materialType === '组合件') || !lines.some((l) => l.materialType === '普通子件')) throw refused(BILL_ERR.assembleRoles);
}

function checkSerialRepeats(lines: PreparedLine[]): void {
  const seen = new Set<string>();
  for (const l of lines) {
    for (const s of splitSerials(l.snList)) {
      const key = `${l.barcode.materialId}|${s}`;
      if (seen.has(key)) throw refused(BILL_ERR.serialRepeat, formatMessage(BILL_ERR.serialRepeat.message, s));
      seen.add(key);
    }
  }
}

/** What 本次收付款 is called on the kind's form. */
function changeLabel(kind: BillKind): string {
  if (kind.money === 'retail') return '实收金额';
  if (kind.money === 'order') return kind.direction === 1 ? '收取订金' : '支付订金';
  return kind.direction === 1 ? '本次收款' : '本次付款';
}

/**
 * The header's typed amounts: 金额合计 and 本次收付款 may carry the kind's reference sign, 本次欠款 is negative when
 * more was paid than owed, everything else is never negative.
 */
function headMoneyInput(kind: BillKind, head: BillHeadInput): HeadMoneyInput {
  const at = (key: string, label: string) => ({ field: `info.${key}`, label });
  return {
    discount: percentage(head.discount, at('discount', '优惠率')),
    discountMoney: nonNegative(head.discountMoney, at('discountMoney', '优惠金额')),
    discountLastMoney: nonNegative(head.discountLastMoney, at('discountLastMoney', '优惠后金额')),
    otherMoney: nonNegative(head.otherMoney, at('otherMoney', '其它费用')),
    deposit: nonNegative(head.deposit, at('deposit', '扣除订金')),
    changeAmount: directed(head.changeAmount, kind.direction, at('changeAmount', changeLabel(kind))),
    backAmount: nonNegative(head.backAmount, at('backAmount', '找零')),
    debt: head.debt ? new Decimal(head.debt) : undefined,
    totalPrice: directed(head.totalPrice, kind.direction, at('totalPrice', '金额合计')),
  };
}

/** 多账户 shares as magnitudes: the reference client signs them as it signs 本次付款 (api.md §1.7). */
function sharesOf(kind: BillKind, head: BillHeadInput): Array<{ accountId: string; amount: Decimal }> {
  return (head.accountIdList ?? []).map((accountId, i) => {
    const text = head.accountMoneyList?.[i] ?? '';
    if (!DECIMAL_TEXT.test(text)) throw refused(BILL_ERR.manyAccount, undefined, 'accountMoneyList');
    return { accountId, amount: directed(text, kind.direction, { field: 'accountMoneyList', label: `第${i + 1}个账户的结算金额` }) as Decimal };
  });
}

/**
 * Validates and computes a bill before anything is written: products, units, depots, partner,
 * accounts, tracking, links, and every money formula. Reads only (and locks the upstreams `self`,
 * the bill being edited, links to before and after); a refusal leaves nothing behind.
 */
export async function prepareBill(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  kind: BillKind,
  head: BillHeadInput,
  rows: readonly BillRowInput[],
  flags: SystemFlags,
  self: Pick<HeadRow, 'id' | 'link_head_id'> | undefined,
): Promise<PreparedBill> {
  const selfId = self?.id;
  if (rows.length === 0) throw refused(BILL_ERR.rowsEmpty);
  rows = await receiptRows(db, tenantId, kind, head, rows);
  await checkAttachments(db, tenantId, GOODS_BILLS.attachments, head.fileName);
  const barcodes = await resolveBarcodes(
    db,
    tenantId,
    rows.map((r) => r.barCode),
  );
  const lines = rows.map((row, i) => {
    const b = barcodes.get(row.barCode);
    if (!b) throw rowError(BILL_ERR.barcodeUnknown, i, 'barCode', row.barCode);
    try {
      return prepareLine(kind, row, i, b, flags);
    } catch (e) {
      if (e instanceof MoneyMismatch) throw new AppError(400, BILL_ERR.moneyMismatch.code, `第${i + 1}行${e.message}`, e.field);
      throw e;
    }
  });
  assignAssemblyRoles(kind, rows, lines);
  assignProductionRoles(kind, rows, lines);
  assignCountRoles(kind, rows, lines);
  checkSerialRepeats(lines);
  const costed = kind.cost === 'consumed' ? priceProduction(lines) : undefined;

  const organId = kind.partner ? (head.organId ?? undefined) : undefined;
  const payType = payTypeOf(kind, head.payType, organId);
  // A prepaid sale is settled from the member's advance: any account sent with it is ignored.
  const prepaid = payType === PREPAID;
  const multi = !prepaid && (head.accountIdList?.length ?? 0) > 0 && takesPayment(kind);
  // A quote is never paid: an account sent with one is ignored, like a prepaid sale's.
  const accountIds = prepaid || kind.money === 'quote' ? [] : multi ? (head.accountIdList ?? []) : head.accountId ? [head.accountId] : [];
  const depotIds = lines.flatMap((l) => [l.depotId, l.anotherDepotId]).filter((d): d is string => Boolean(d));
  const refs = await loadRefs(db, tenantId, userId, depotIds, organId, accountIds);
  checkDepots(kind, lines, refs.depots, refs.grantedDepots, flags);
  if (kind.partner?.required && !organId) throw badRequest(`请选择${kind.partner.type}!`, 'organId');
  if (organId && (!refs.partner || refs.partner.type !== kind.partner?.type))
    throw badRequest(`${kind.partner?.type ?? '往来单位'}不存在或已被删除`, 'organId');
  // 分配客户权限: a user bills only the customers granted to them, as the customer pickers offer (business-rules §12).
  if (refs.partner?.type === '客户' && flags.customerRestricted && !refs.partner.granted) throw forbidden(`抱歉，您没有客户${refs.partner.name}的权限`);
  for (const a of accountIds) if (!refs.accounts.has(a)) throw badRequest('结算账户不存在或已被删除', 'accountId');
  if (kind.accountRequired && accountIds.length === 0) throw refused(BILL_ERR.accountEmpty, undefined, 'accountId');

  let money: HeadMoney;
  try {
    // A production receipt's 金额 is the value of the product made (its components' lines are that value, split).
    money = costed
      ? { ...headMoney(kind.money, [], {}), totalPrice: costed }
      : headMoney(
          kind.money,
          lines.map((l) => l.money),
          headMoneyInput(kind, head),
        );
  } catch (e) {
    if (e instanceof MoneyMismatch) throw new AppError(400, BILL_ERR.moneyMismatch.code, e.message, e.field);
    throw e;
  }
  // Each line fits numeric(24,6); their sums and what is added to them must too.
  assertStorable(money.totalPrice, { field: 'info.totalPrice', label: '金额合计' });
  assertStorable(money.discountMoney, { field: 'info.discountMoney', label: '优惠金额' });
  assertStorable(money.discountLastMoney.plus(money.otherMoney), { field: 'info.otherMoney', label: '其它费用' });
  assertStorable(money.debt, { field: 'info.changeAmount', label: changeLabel(kind) });
  const shares = multi ? sharesOf(kind, head) : [];
  if (
    multi &&
    (head.accountIdList?.length !== head.accountMoneyList?.length ||
      !accountSharesMatch(
        shares.map((s) => s.amount),
        money.changeAmount,
      ))
  ) {
    throw refused(BILL_ERR.manyAccount, undefined, 'accountMoneyList');
  }
  const upstream = await resolveUpstream(db, tenantId, kind, head.linkNumber ?? undefined, head.linkApply ?? undefined, flags, self?.link_head_id);
  if (upstream) {
    await checkLinkedLines(
      db,
      tenantId,
      kind,
      upstream,
      selfId,
      lines.map((l) => ({ linkId: l.linkId ?? '', barCode: l.barcode.barCode, basicNumber: l.basicNumber })),
      flags,
    );
    await checkDeposit(db, tenantId, upstream, selfId, money.deposit);
  } else {
    for (const l of lines) l.linkId = null;
  }
  return { kind, lines, money, organId: organId ?? null, accountId: multi ? null : (accountIds[0] ?? null), shares, upstream, payType };
}
