import { BILL_KINDS, BILL_PREFIXES, purchaseForLink, type BillPrefix } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { fulfillingKinds } from './bill-kinds.js';
import { BILL_MASK_CODE } from '../../app/auth/data-scope.js';

/** Downstream kinds whose quantities count as "done" for a line of `prefix` (the 已入库/已出库/已退货 column). */
export function doneKinds(prefix: BillPrefix, forPrefix?: BillPrefix): BillPrefix[] {
  if (forPrefix) {
    const rule = BILL_KINDS[forPrefix].links.find((l) => l.upstream.includes(prefix));
    if (rule) return rule.drives ? fulfillingKinds(prefix, rule.drives) : [forPrefix];
  }
  const fulfil = fulfillingKinds(prefix, 'status');
  return fulfil.length ? fulfil : BILL_PREFIXES.filter((p) => BILL_KINDS[p].links.some((l) => !l.drives && l.upstream.includes(prefix)));
}

const PRICE_KEYS = ['unitPrice', 'taxUnitPrice', 'allPrice', 'taxRate', 'taxMoney', 'taxLastMoney', 'purchaseDecimal'] as const;

/**
 * Lines of a bill for `/depotItem/getDetailList` (api.md §2.10), with product facts, the current
 * stock of the line's depot in the line's unit, and the quantities already fulfilled downstream —
 * all in one query. Prices are masked by the role's price limit for the bill's category.
 */
export async function detailLines(
  db: Kysely<Database>,
  tenantId: string,
  headId: string,
  priceLimits: ReadonlySet<string>,
  forPrefix?: BillPrefix,
): Promise<Array<Record<string, unknown>>> {
  const head = await db
    .selectFrom('depot_head')
    .select(['prefix'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', headId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!head) return [];
  const prefix = head.prefix as BillPrefix;
  const done = doneKinds(prefix, forPrefix);
  const purchase = fulfillingKinds(prefix, 'purchaseStatus');
  const downstream = (
    kinds: readonly string[],
  ) => sql<string>`coalesce((select sum(d.basic_number) from depot_item d join depot_head dh on dh.tenant_id = d.tenant_id and dh.id = d.header_id
      where d.tenant_id = i.tenant_id and d.link_id = i.id and not d.delete_flag and not dh.delete_flag and dh.prefix in (${sql.join(kinds.length ? kinds : [''])})), 0)`;
  const { rows } = await sql<Record<string, string | null | boolean>>`
    select i.id, i.material_extend_id as "materialExtendId", e.bar_code as "barCode", m.name, m.standard, m.model, m.color, m.brand, m.mfrs,
      m.other_field1 as "otherField1", m.other_field2 as "otherField2", m.other_field3 as "otherField3", i.material_unit as unit,
      i.sn_list as "snList", i.batch_number as "batchNumber", i.expiration_date as "expirationDate", i.sku,
      m.enable_serial_number as "enableSerialNumber", m.enable_batch_number as "enableBatchNumber", i.oper_number as "operNumber",
      i.basic_number as "basicNumber", e.purchase_decimal as "purchaseDecimal", i.unit_price as "unitPrice", i.tax_unit_price as "taxUnitPrice",
      i.all_price as "allPrice", i.tax_rate as "taxRate", i.tax_money as "taxMoney", i.tax_last_money as "taxLastMoney",
      i.basic_number * coalesce(m.weight, 0) as weight, m.position, i.remark, m.img_name as "imgName", i.link_id as "linkId",
      i.depot_id as "depotId", dp.name as "depotName", i.another_depot_id as "anotherDepotId", ad.name as "anotherDepotName",
      i.material_type as "mType", i.purchase_unit_price as "purchaseUnitPrice", coalesce(sc.quantity, 0) as stock,
      i.unit_usage as "unitUsage", i.loss_rate as "lossRate", i.book_number as "bookNumber",
      ${downstream(done)} as "doneBasic", ${downstream(purchase)} as "purchaseBasic"
    from depot_item i
    join material m on m.tenant_id = i.tenant_id and m.id = i.material_id
    join material_extend e on e.tenant_id = i.tenant_id and e.id = i.material_extend_id
    left join depot dp on dp.tenant_id = i.tenant_id and dp.id = i.depot_id
    left join depot ad on ad.tenant_id = i.tenant_id and ad.id = i.another_depot_id
    left join stock_current sc on sc.tenant_id = i.tenant_id and sc.material_id = i.material_id and sc.depot_id = i.depot_id
    where i.tenant_id = ${tenantId} and i.header_id = ${headId} and not i.delete_flag
    order by i.line_no`.execute(db);
  const masked = priceLimits.has(BILL_MASK_CODE[BILL_KINDS[prefix].priceCategory]);
  // 以销定购 (§4.7): a purchase order never sees what the customer pays, only the purchase price.
  const forPurchase = forPrefix !== undefined && (purchaseForLink(BILL_KINDS[forPrefix])?.upstream.includes(prefix) ?? false);
  const buyMasked = priceLimits.has(BILL_MASK_CODE.buy);
  return rows.map((r) => {
    const oper = new Decimal(String(r.operNumber));
    const ratio = oper.isZero() ? new Decimal(1) : new Decimal(String(r.basicNumber)).div(oper);
    const inUnit = (v: unknown) => trimDecimal(new Decimal(String(v ?? 0)).div(ratio).toDecimalPlaces(2).toFixed());
    const out: Record<string, unknown> = { ...r, op: 1 };
    for (const k of ['id', 'materialExtendId', 'linkId', 'depotId', 'anotherDepotId']) out[k] = r[k] ? Number(r[k]) : null;
    for (const k of [
      'operNumber',
      'basicNumber',
      'purchaseDecimal',
      'unitPrice',
      'taxUnitPrice',
      'allPrice',
      'taxRate',
      'taxMoney',
      'taxLastMoney',
      'weight',
      'purchaseUnitPrice',
      'unitUsage',
      'lossRate',
      'bookNumber',
    ]) {
      out[k] = r[k] === null ? null : trimDecimal(String(r[k]));
    }
    // The reference's '0'/'1' flags, as the product look-ups answer them (the editor compares with '1').
    out.enableSerialNumber = r.enableSerialNumber ? '1' : '0';
    out.enableBatchNumber = r.enableBatchNumber ? '1' : '0';
    out.expirationDate = r.expirationDate ? String(r.expirationDate).slice(0, 10) : null;
    out.stock = inUnit(r.stock);
    out.preNumber = out.operNumber;
    out.finishNumber = inUnit(r.doneBasic);
    out.finishPurchaseNumber = inUnit(r.purchaseBasic);
    delete out.doneBasic;
    delete out.purchaseBasic;
    if (masked) for (const k of [...PRICE_KEYS, 'purchaseUnitPrice']) out[k] = '0';
    if (forPurchase) {
      for (const k of [...PRICE_KEYS, 'purchaseUnitPrice']) if (k !== 'purchaseDecimal') out[k] = '0';
      out.purchaseDecimal = buyMasked || r.purchaseDecimal === null ? '0' : trimDecimal(String(r.purchaseDecimal));
    }
    return out;
  });
}

/** The footer row of a read-only detail grid (isReadOnly=1): totals of the numeric columns. */
export function footerOf(rows: ReadonlyArray<Record<string, unknown>>): Record<string, string> {
  const sum = (k: string) => trimDecimal(rows.reduce((s, r) => s.plus(new Decimal(String(r[k] ?? 0))), new Decimal(0)).toFixed());
  return {
    operNumber: sum('operNumber'),
    allPrice: sum('allPrice'),
    taxMoney: sum('taxMoney'),
    taxLastMoney: sum('taxLastMoney'),
    finishPurchaseNumber: sum('finishPurchaseNumber'),
    finishNumber: sum('finishNumber'),
    weight: sum('weight'),
  };
}
