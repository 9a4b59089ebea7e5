import type { BillHeadInput } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StoredLine } from './bill-lines.repository.js';
import type { PreparedBill } from './bill-prepare.service.js';

/*
 * Writing a prepared bill: its header columns, lines, payment shares and learnt prices. Apart from
 * bill-head.repository.ts (locks, numbers), which the preparation itself reads, so neither imports the other.
 */

const text = (v: string | null | undefined) => (v === undefined || v === '' ? null : v);

/** Header columns of a prepared bill (everything but identity, creator and status). */
export function headValues(bill: PreparedBill, head: BillHeadInput, number: string, operTime: string) {
  const m = bill.money;
  return {
    type: bill.kind.type,
    sub_type: bill.kind.subType,
    prefix: bill.kind.prefix,
    number,
    default_number: text(head.defaultNumber),
    oper_time: operTime,
    organ_id: bill.organId,
    account_id: bill.accountId,
    money_direction: bill.kind.direction,
    change_amount: m.changeAmount.toFixed(),
    back_amount: m.backAmount.toFixed(),
    total_price: m.totalPrice.toFixed(),
    pay_type: bill.payType,
    bill_type: text(head.billType),
    remark: text(head.remark),
    file_name: text(head.fileName),
    sales_man: text(head.salesMan),
    discount: m.discount.toFixed(),
    discount_money: m.discountMoney.toFixed(),
    discount_last_money: m.discountLastMoney.toFixed(),
    other_money: m.otherMoney.toFixed(),
    deposit: m.deposit.toFixed(),
    debt: m.debt.toFixed(),
    link_number: bill.upstream && !head.linkApply ? bill.upstream.number : null,
    link_apply: bill.upstream && head.linkApply ? bill.upstream.number : null,
    link_head_id: bill.upstream?.id ?? null,
    delivery_time: text(head.deliveryTime?.slice(0, 10)),
    valid_until: bill.kind.money === 'quote' ? text(head.validUntil?.slice(0, 10)) : null,
    terms: bill.kind.money === 'quote' ? text(head.terms) : null,
    plan_start_date: text(head.planStartDate?.slice(0, 10)),
    source: head.source ?? '0',
  };
}

/** Inserts the lines of a bill with one statement; returns them as stored (with their ids). */
export async function insertLines(db: Kysely<Database>, tenantId: string, headId: string, bill: PreparedBill): Promise<StoredLine[]> {
  const rows = await db
    .insertInto('depot_item')
    .values(
      bill.lines.map((l) => ({
        tenant_id: tenantId,
        header_id: headId,
        line_no: l.lineNo,
        material_id: l.barcode.materialId,
        material_extend_id: l.barcode.extendId,
        material_unit: l.unit,
        sku: l.sku,
        oper_number: l.operNumber.toFixed(),
        basic_number: l.basicNumber.toFixed(),
        unit_price: l.money.unitPrice.toFixed(),
        purchase_unit_price: l.purchaseUnitPrice?.toFixed() ?? null,
        tax_unit_price: l.money.taxUnitPrice.toFixed(),
        all_price: l.money.allPrice.toFixed(),
        remark: l.remark,
        depot_id: l.depotId,
        another_depot_id: l.anotherDepotId,
        tax_rate: l.money.taxRate.toFixed(),
        tax_money: l.money.taxMoney.toFixed(),
        tax_last_money: l.money.taxLastMoney.toFixed(),
        material_type: l.materialType,
        unit_usage: l.unitUsage,
        loss_rate: l.lossRate,
        sn_list: l.snList,
        batch_number: l.batchNumber,
        expiration_date: l.expirationDate,
        link_id: l.linkId,
      })),
    )
    .returning(['id', 'line_no'])
    .execute();
  const idByLine = new Map(rows.map((r) => [r.line_no, r.id]));
  return bill.lines.map((l) => ({
    id: idByLine.get(l.lineNo) ?? '',
    lineNo: l.lineNo,
    materialId: l.barcode.materialId,
    materialExtendId: l.barcode.extendId,
    materialName: l.barcode.materialName,
    barCode: l.barcode.barCode,
    unit: l.unit,
    depotId: l.depotId,
    anotherDepotId: l.anotherDepotId,
    basicNumber: l.basicNumber.toFixed(),
    operNumber: l.operNumber.toFixed(),
    unitPrice: l.money.unitPrice.toFixed(),
    allPrice: l.money.allPrice.toFixed(),
    materialType: l.materialType,
    snList: l.snList,
    batchNumber: l.batchNumber,
    expirationDate: l.expirationDate,
    linkId: l.linkId,
  }));
}

export async function replaceShares(db: Kysely<Database>, tenantId: string, headId: string, bill: PreparedBill, hadShares: boolean): Promise<void> {
  if (hadShares) await db.deleteFrom('depot_head_account').where('tenant_id', '=', tenantId).where('head_id', '=', headId).execute();
  if (bill.shares.length === 0) return;
  await db
    .insertInto('depot_head_account')
    .values(bill.shares.map((s, i) => ({ tenant_id: tenantId, head_id: headId, seq: i + 1, account_id: s.accountId, amount: s.amount.toFixed() })))
    .execute();
}

/** 更新单价 (§7.6): the lines' barcode rows learn the entered price, in one statement. */
export async function learnPrices(db: Kysely<Database>, tenantId: string, bill: PreparedBill): Promise<void> {
  const column = bill.kind.learns;
  if (!column) return;
  const prices = new Map<string, string>();
  for (const l of bill.lines) if (l.money.unitPrice.greaterThan(0)) prices.set(l.barcode.extendId, l.money.unitPrice.toFixed());
  if (prices.size === 0) return;
  const values = sql.join([...prices].map(([id, price]) => sql`(${id}::bigint, ${price}::numeric)`));
  await sql`update material_extend e set ${sql.ref(column)} = v.price, updated_at = localtimestamp(3)
    from (values ${values}) v(id, price) where e.tenant_id = ${tenantId} and e.id = v.id and e.${sql.ref(column)} is distinct from v.price`.execute(db);
}
