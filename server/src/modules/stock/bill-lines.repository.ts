import { sql, type Kysely } from 'kysely';
import { inUserCustomers, inUserDepots } from '../../app/auth/user-scope.js';
import type { Database } from '../../db/schema.js';

/** A barcode row with what posting needs of its product: tracking, unit group, prices and cost. */
export interface ResolvedBarcode {
  extendId: string;
  barCode: string;
  commodityUnit: string;
  sku: string | null;
  lowDecimal: string | null;
  purchaseDecimal: string | null;
  materialId: string;
  materialName: string;
  enableSerial: boolean;
  enableBatch: boolean;
  unitId: string | null;
  basicUnit: string | null;
  otherUnit: string | null;
  otherUnitTwo: string | null;
  otherUnitThree: string | null;
  ratio: string | null;
  ratioTwo: string | null;
  ratioThree: string | null;
  unitCost: string | null;
}

/** All barcodes of a bill in one query (live barcodes of live products of the tenant). */
export async function resolveBarcodes(db: Kysely<Database>, tenantId: string, barCodes: readonly string[]): Promise<Map<string, ResolvedBarcode>> {
  if (barCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('material_extend as e')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'e.tenant_id').onRef('m.id', '=', 'e.material_id'))
    .leftJoin('unit as u', (j) => j.onRef('u.tenant_id', '=', 'm.tenant_id').onRef('u.id', '=', 'm.unit_id'))
    .leftJoin('material_cost as mc', (j) => j.onRef('mc.tenant_id', '=', 'm.tenant_id').onRef('mc.material_id', '=', 'm.id'))
    .select([
      'e.id as extendId',
      'e.bar_code as barCode',
      'e.commodity_unit as commodityUnit',
      'e.sku',
      'e.low_decimal as lowDecimal',
      'e.purchase_decimal as purchaseDecimal',
      'm.id as materialId',
      'm.name as materialName',
      'm.enable_serial_number as enableSerial',
      'm.enable_batch_number as enableBatch',
      'm.unit_id as unitId',
      'u.basic_unit as basicUnit',
      'u.other_unit as otherUnit',
      'u.other_unit_two as otherUnitTwo',
      'u.other_unit_three as otherUnitThree',
      'u.ratio',
      'u.ratio_two as ratioTwo',
      'u.ratio_three as ratioThree',
      'mc.unit_cost as unitCost',
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.bar_code', 'in', [...new Set(barCodes)])
    .where('e.delete_flag', '=', false)
    .where('m.delete_flag', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.barCode, r]));
}

export interface BillRefs {
  depots: Map<string, string>;
  /** Depots granted to the user in user_depot (what 分配仓库权限 allows). */
  grantedDepots: Set<string>;
  /** `granted`: the partner is in the user's user_customer (what 分配客户权限 allows for customers). */
  partner: { id: string; name: string; type: string; granted: boolean } | undefined;
  accounts: Map<string, string>;
}

/** Depots, partner and accounts named by a bill, in one query: live rows of the tenant only. */
export async function loadRefs(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  depotIds: readonly string[],
  organId: string | undefined,
  accountIds: readonly string[],
): Promise<BillRefs> {
  const user = { tenantId, userId };
  const none = sql`select null::text as kind, null::bigint as id, null::text as name, null::text as type, null::boolean as granted where false`;
  const parts = [
    depotIds.length
      ? sql`select 'depot' as kind, id, name::text, null::text as type,
      ${inUserDepots(user, 'depot.id')} as granted
      from depot where tenant_id = ${tenantId} and not delete_flag and id in (${sql.join([...new Set(depotIds)])})`
      : none,
    organId
      ? sql`select 'partner', id, supplier::text, type::text,
      ${inUserCustomers(user, 'supplier.id')}
      from supplier where tenant_id = ${tenantId} and not delete_flag and id = ${organId}`
      : none,
    accountIds.length
      ? sql`select 'account', id, name::text, null, null from account where tenant_id = ${tenantId} and not delete_flag and id in (${sql.join([...new Set(accountIds)])})`
      : none,
  ];
  const { rows } = await sql<{
    kind: string;
    id: string;
    name: string;
    type: string | null;
    granted: boolean | null;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const refs: BillRefs = { depots: new Map(), grantedDepots: new Set(), partner: undefined, accounts: new Map() };
  for (const r of rows) {
    const id = String(r.id);
    if (r.kind === 'depot') {
      refs.depots.set(id, r.name);
      if (r.granted) refs.grantedDepots.add(id);
    } else if (r.kind === 'account') refs.accounts.set(id, r.name);
    else refs.partner = { id, name: r.name, type: r.type ?? '', granted: r.granted === true };
  }
  return refs;
}

/** A line as stored, with the names posting messages need. */
export interface StoredLine {
  id: string;
  lineNo: number;
  materialId: string;
  materialExtendId: string;
  materialName: string;
  barCode: string;
  unit: string | null;
  depotId: string | null;
  anotherDepotId: string | null;
  basicNumber: string;
  operNumber: string;
  unitPrice: string;
  allPrice: string;
  materialType: string | null;
  snList: string | null;
  batchNumber: string | null;
  expirationDate: string | null;
  linkId: string | null;
  /** Whether the product is serial- / batch-tracked (loaded lines only; a bill under 出入库管理 may carry none yet). */
  enableSerial?: boolean;
  enableBatch?: boolean;
}

/** The live lines of bills, ordered as entered. */
export async function loadLines(db: Kysely<Database>, tenantId: string, headIds: readonly string[]): Promise<Map<string, StoredLine[]>> {
  if (headIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('depot_item as i')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'i.tenant_id').onRef('m.id', '=', 'i.material_id'))
    .innerJoin('material_extend as e', (j) => j.onRef('e.tenant_id', '=', 'i.tenant_id').onRef('e.id', '=', 'i.material_extend_id'))
    .select([
      'i.header_id as headerId',
      'i.id',
      'i.line_no as lineNo',
      'i.material_id as materialId',
      'i.material_extend_id as materialExtendId',
      'm.name as materialName',
      'e.bar_code as barCode',
      'i.material_unit as unit',
      'i.depot_id as depotId',
      'i.another_depot_id as anotherDepotId',
      'i.basic_number as basicNumber',
      'i.oper_number as operNumber',
      'i.unit_price as unitPrice',
      'i.all_price as allPrice',
      'i.material_type as materialType',
      'i.sn_list as snList',
      'i.batch_number as batchNumber',
      'i.expiration_date as expirationDate',
      'i.link_id as linkId',
      'm.enable_serial_number as enableSerial',
      'm.enable_batch_number as enableBatch',
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.header_id', 'in', [...headIds])
    .where('i.delete_flag', '=', false)
    .orderBy('i.header_id')
    .orderBy('i.line_no')
    .execute();
  const byHead = new Map<string, StoredLine[]>();
  for (const { headerId, ...line } of rows) {
    const list = byHead.get(headerId) ?? [];
    list.push(line);
    byHead.set(headerId, list);
  }
  return byHead;
}
