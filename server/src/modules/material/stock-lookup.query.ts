import { formatMessage, MATERIAL_ERR } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { likePattern, trimNum } from '../../platform/resource/row-mapping.js';
import { rowsByBarcodes, type BarcodeRow } from './material-lookup.query.js';

type Db = Kysely<Database>;

async function rowOf(db: Db, tenantId: string, barCode: string, depotId?: number): Promise<BarcodeRow> {
  const [row] = await rowsByBarcodes(db, tenantId, [barCode], { depotId }, false);
  if (!row) throw refused(MATERIAL_ERR.barcodeNotExist, formatMessage(MATERIAL_ERR.barcodeNotExist.message, barCode), 'barCode');
  return row;
}

/** Stock of a barcode in its own unit (SKU rows: that SKU's stock), in one depot or all. */
export async function stockByBarcode(db: Db, tenantId: string, barCode: string, depotId?: number): Promise<string> {
  return (await rowOf(db, tenantId, barCode, depotId)).stock;
}

/**
 * Batches of the barcode's product with stock (stock_batch, kept by delta by bill posting), in the
 * barcode's unit, earliest expiry first (FEFO suggestion).
 */
export async function batchStock(db: Db, tenantId: string, barCode: string, depotId?: number, batchNumber?: string) {
  const row = await rowOf(db, tenantId, barCode);
  const result = await sql<{ batch_number: string; expiration_date: string | null; total: string }>`
    select batch_number, min(expiration_date)::text as expiration_date, round(sum(quantity) / ${row.ratio}::numeric, 6) as total
    from stock_batch
    where tenant_id = ${tenantId} and material_id = ${row.material_id}
      ${depotId ? sql`and depot_id = ${depotId}` : sql``}
      ${batchNumber ? sql`and batch_number ilike ${likePattern(batchNumber)}` : sql``}
    group by batch_number having sum(quantity) > 0
    order by min(expiration_date) nulls last, batch_number limit 500`.execute(db);
  return result.rows.map((b, i) => ({
    id: i + 1,
    barCode: row.bar_code,
    name: row.name,
    standard: row.standard,
    model: row.model,
    unitId: row.unit_id === null ? null : Number(row.unit_id),
    commodityUnit: row.commodity_unit,
    batchNumber: b.batch_number,
    expirationDate: b.expiration_date,
    expirationDateStr: b.expiration_date,
    totalNum: trimNum(b.total),
  }));
}

interface SerialQuery {
  name?: string | undefined;
  depotItemId?: number | undefined;
  depotId?: number | undefined;
  barCode: string;
  page: number;
  rows: number;
}

/** Unsold serials of the barcode's product (in the depot when given), plus those already on the edited line. */
export async function serialList(db: Db, tenantId: string, q: SerialQuery) {
  const row = await rowOf(db, tenantId, q.barCode);
  const wanted = (q.name ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 500);
  const where = sql`sn.tenant_id = ${tenantId} and sn.material_id = ${row.material_id} and not sn.delete_flag
    and (not sn.is_sell ${q.depotItemId ? sql`or sn.out_item_id = ${q.depotItemId}` : sql``})
    ${q.depotId ? sql`and sn.depot_id = ${q.depotId}` : sql``}
    ${wanted.length ? sql`and sn.serial_number = any(${wanted}::varchar[])` : sql``}`;
  const total = await sql<{ n: string }>`select count(*) as n from serial_number sn where ${where}`.execute(db);
  // serial_number and depot_head belong to the stock module (0004); raw SQL keeps this module independent of their row types.
  const rows = await sql<{
    id: string;
    depot_id: string | null;
    depot_name: string | null;
    serial_number: string;
    is_sell: boolean;
    in_price: string | null;
    in_bill_no: string | null;
    out_bill_no: string | null;
    created_at: string;
  }>`
    select sn.id, sn.depot_id, d.name as depot_name, sn.serial_number, sn.is_sell, sn.in_price, ih.number as in_bill_no, oh.number as out_bill_no, sn.created_at::text as created_at
    from serial_number sn left join depot d on d.tenant_id = sn.tenant_id and d.id = sn.depot_id
    left join depot_head ih on ih.tenant_id = sn.tenant_id and ih.id = sn.in_head_id
    left join depot_head oh on oh.tenant_id = sn.tenant_id and oh.id = sn.out_head_id
    where ${where} order by sn.id limit ${q.rows} offset ${(q.page - 1) * q.rows}`.execute(db);
  const found = new Set(rows.rows.map((r) => r.serial_number));
  const missing = wanted.filter((w) => !found.has(w));
  return {
    total: Number(total.rows[0]?.n ?? 0),
    rows: rows.rows.map((r) => ({
      id: Number(r.id),
      materialId: Number(row.material_id),
      depotId: r.depot_id === null ? null : Number(r.depot_id),
      depotName: r.depot_name,
      serialNumber: r.serial_number,
      isSell: r.is_sell ? '1' : '0',
      inPrice: trimNum(r.in_price),
      inBillNo: r.in_bill_no,
      outBillNo: r.out_bill_no,
      createTime: r.created_at.slice(0, 19),
      createTimeStr: r.created_at.slice(0, 19),
      materialCode: row.bar_code,
      materialName: row.name,
    })),
    ...(missing.length ? { missInfo: missing.join(',') } : {}),
  };
}
