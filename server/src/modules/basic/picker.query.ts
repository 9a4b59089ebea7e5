import type { FieldMap } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../platform/resource/define-resource.js';
import { selectionOf, toApiRow } from '../../platform/resource/row-mapping.js';

/**
 * The enabled, live rows of a master-data table in picker order (`sort` then id, or id alone),
 * in the contract's API shape: the getAllList pickers of accounts, depots and units.
 */
export async function enabledRows(
  db: Kysely<Database>,
  tenantId: string,
  table: 'account' | 'depot' | 'unit',
  fields: FieldMap,
  order: 'sort' | 'id',
): Promise<Row[]> {
  let q = (db as Kysely<any>)
    .selectFrom(table)
    .select(selectionOf(table, fields))
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where('delete_flag', '=', false);
  if (order === 'sort') q = q.orderBy('sort');
  const rows = (await q.orderBy('id').execute()) as Row[];
  return rows.map((r) => toApiRow(fields, r));
}

/** The income/expense item picker: enabled live items, of one type when given. */
export async function inOutItemOptions(db: Kysely<Database>, tenantId: string, type: string | undefined): Promise<Array<{ id: number; name: string }>> {
  let q = db.selectFrom('in_out_item').select(['id', 'name']).where('tenant_id', '=', tenantId).where('enabled', '=', true).where('delete_flag', '=', false);
  if (type) q = q.where('type', '=', type);
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
