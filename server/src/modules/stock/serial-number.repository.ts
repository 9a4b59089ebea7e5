import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface SerialLine {
  itemId: string;
  materialId: string;
  depotId: string | null;
  unitPrice: string;
  serials: string[];
}

/** Serials of these products already in stock (receiving them again is refused: 10500000). */
export async function serialsInStock(db: Kysely<Database>, tenantId: string, lines: readonly SerialLine[]): Promise<string[]> {
  const pairs = lines.flatMap((l) => l.serials.map((s) => sql`(${l.materialId}::bigint, ${s}::text)`));
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ serial_number: string }>`
    select s.serial_number from serial_number s join (values ${sql.join(pairs)}) v(material_id, sn)
      on s.material_id = v.material_id and s.serial_number = v.sn
    where s.tenant_id = ${tenantId} and not s.is_sell and not s.delete_flag`.execute(db);
  return rows.map((r) => r.serial_number);
}

/** Receives the serials of a bill's lines (one row per serial, in stock in the line's depot). */
export async function receiveSerials(db: Kysely<Database>, tenantId: string, headId: string, creator: string, lines: readonly SerialLine[]): Promise<void> {
  const rows = lines.flatMap((l) =>
    l.serials.map((s) => ({
      tenant_id: tenantId,
      material_id: l.materialId,
      depot_id: l.depotId,
      serial_number: s,
      in_price: l.unitPrice,
      in_head_id: headId,
      in_item_id: l.itemId,
      creator,
    })),
  );
  if (rows.length) await db.insertInto('serial_number').values(rows).execute();
}

/** Issues serials (marks them sold by this bill); returns the serials that were not in stock. */
export async function issueSerials(db: Kysely<Database>, tenantId: string, headId: string, lines: readonly SerialLine[]): Promise<string[]> {
  const triples = lines.flatMap((l) => l.serials.map((s) => sql`(${l.materialId}::bigint, ${s}::text, ${l.itemId}::bigint)`));
  if (triples.length === 0) return [];
  const { rows } = await sql<{ serial_number: string }>`
    update serial_number s set is_sell = true, out_head_id = ${headId}, out_item_id = v.item_id
    from (values ${sql.join(triples)}) v(material_id, sn, item_id)
    where s.tenant_id = ${tenantId} and s.material_id = v.material_id and s.serial_number = v.sn and not s.is_sell and not s.delete_flag
    returning s.serial_number`.execute(db);
  const issued = new Set(rows.map((r) => r.serial_number));
  return lines.flatMap((l) => l.serials).filter((s) => !issued.has(s));
}

/** Un-posting a receipt: refused (first sold serial returned) when any of its serials left; else removed. */
export async function withdrawReceivedSerials(db: Kysely<Database>, tenantId: string, headId: string): Promise<string | undefined> {
  const sold = await db
    .selectFrom('serial_number')
    .select('serial_number')
    .where('tenant_id', '=', tenantId)
    .where('in_head_id', '=', headId)
    .where('is_sell', '=', true)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (sold) return sold.serial_number;
  await db
    .updateTable('serial_number')
    .set({ delete_flag: true })
    .where('tenant_id', '=', tenantId)
    .where('in_head_id', '=', headId)
    .where('delete_flag', '=', false)
    .execute();
  return undefined;
}

/** Un-posting an issue: its serials are back in stock. */
export async function releaseIssuedSerials(db: Kysely<Database>, tenantId: string, headId: string): Promise<void> {
  await db
    .updateTable('serial_number')
    .set({ is_sell: false, out_head_id: null, out_item_id: null })
    .where('tenant_id', '=', tenantId)
    .where('out_head_id', '=', headId)
    .execute();
}

export function splitSerials(snList: string | null | undefined): string[] {
  return (snList ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
