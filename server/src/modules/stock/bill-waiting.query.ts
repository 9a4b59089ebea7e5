import { BILL_KINDS, BILL_PREFIXES, BUTTON, billKindOf, warehouseLink, type BillKind, type BillPrefix } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { listCount } from '../../platform/list/list-source.js';
import { billWhere } from './bill-list.query.js';
import { billSource } from './bill-list.source.js';
import type { BillSearch } from './bill-search.js';

/** The purchase/sale kinds a warehouse bill completes under 出入库管理 (business-rules §4.6). */
export const WAITING_FOR: Partial<Record<BillPrefix, BillPrefix[]>> = Object.fromEntries(
  BILL_PREFIXES.flatMap((p) => {
    const link = warehouseLink(BILL_KINDS[p]);
    return link ? [[p, [...link.upstream]]] : [];
  }),
);

/**
 * 待入库/待出库 as the list asks for it: `search.subType` is the reference's comma list
 * ("采购,销售退货") of the kinds, read by `waitingKindsWhere`.
 */
export function waitingWhere(session: Session, search: BillSearch) {
  const kinds = (search.subType ?? '')
    .split(',')
    .map((sub) => billKindOf(search.type, sub.trim()))
    .filter((k): k is BillKind => Boolean(k?.inOutManaged));
  return waitingKindsWhere(session, kinds, search);
}

/**
 * 待入库/待出库: audited (1) or partly received (3) purchase/sale bills of the given kinds, from
 * every creator — the warehouse works for the whole company — but only in the user's depots
 * when 分配仓库权限 is on.
 */
export function waitingKindsWhere(session: Session, kinds: readonly BillKind[], search: BillSearch = {}) {
  return billWhere({ ...session, creators: null, customerRestricted: false }, kinds, { ...search, subType: undefined, status: search.status ?? ['1', '3'] });
}

/** Whether a bill may be read as the upstream of a warehouse bill the caller is writing (待入库 → 入库). */
export async function waitingBillVisible(db: Kysely<Database>, session: Session, headId: string, forPrefix: BillPrefix): Promise<boolean> {
  const sources = WAITING_FOR[forPrefix];
  if (!sources || !(await mayUse(db as Db, session, [BILL_KINDS[forPrefix].page], BUTTON.edit))) return false;
  const where = waitingKindsWhere(
    session,
    sources.map((p) => BILL_KINDS[p]),
  );
  return (await listCount(db, billSource(sql`${where} and h.id = ${headId}`))) > 0;
}
