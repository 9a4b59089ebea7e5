import {
  BILL_KINDS,
  BILL_PREFIXES,
  billKindOf,
  kindsWhere,
  lineSign,
  reportSign,
  type BillKind,
  type BillPrefix,
  type LinkDrive,
  type TradeReport,
} from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../app/errors.js';
import type { SystemFlags } from '../../platform/tenant-config.js';

/**
 * Server-side reading of the kind catalogue (contracts `BILL_KINDS`): every rule below is a lookup
 * in that one table, so a kind's behaviour is never spread over if/else chains.
 */
export { BILL_KINDS, lineSign, type BillKind, type BillPrefix };

export function kindOf(prefix: string): BillKind {
  const kind = (BILL_KINDS as Record<string, BillKind | undefined>)[prefix];
  if (!kind) throw badRequest('未知的单据类型', 'subType');
  return kind;
}

/** The kind named by a request: (type, subType) as the reference sends them, or the number's prefix. */
export function kindOfRequest(type: string | null | undefined, subType: string | null | undefined, number?: string | null): BillKind {
  const bySub = subType ? billKindOf(type ?? undefined, subType) : undefined;
  if (bySub) return bySub;
  const byPrefix = number ? BILL_PREFIXES.filter((p) => number.startsWith(p)).sort((a, b) => b.length - a.length)[0] : undefined;
  if (byPrefix) return BILL_KINDS[byPrefix];
  throw badRequest('未知的单据类型', 'subType');
}

/** Audited for stock and money purposes (business-rules §18.1: 1, 2 and 3 all count as audited). */
export const AUDITED = ['1', '2', '3'] as const;

/** SQL: the status in `status` (a column such as `h.status`, or an expression) is audited ({@link AUDITED}). */
export function auditedSql(status: string | RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`${typeof status === 'string' ? sql.ref(status) : status} in (${sql.join(AUDITED.map((s) => sql.lit(s)))})`;
}

/**
 * Whether a bill's stock effect belongs in the ledger now: it moves stock at all, is not a
 * purchase/sale bill under 出入库管理, and is audited when 强审核 is on.
 */
export function stockApplies(kind: BillKind, status: string, flags: SystemFlags): boolean {
  if (kind.stock === 'none') return false;
  if (flags.inOutManage && kind.inOutManaged) return false;
  if (flags.forceApproval) return (AUDITED as readonly string[]).includes(status);
  return true;
}

/** Kinds whose bills, linking to an upstream of `upstream`, drive that upstream's status. */
export function fulfillingKinds(upstream: BillPrefix, drives: LinkDrive): BillPrefix[] {
  return BILL_PREFIXES.filter((p) => BILL_KINDS[p].links.some((l) => l.drives === drives && l.upstream.includes(upstream)));
}

/**
 * SQL for "the bill's kind satisfies `test`": `<column> in ('CGTH', …)` with the catalogue's prefixes inlined as
 * literals (they are constants of the code, and literals keep the planner's view of the prefix index).
 */
export function kindsSql(test: (kind: BillKind) => boolean, column = 'h.prefix'): RawBuilder<boolean> {
  const prefixes = kindsWhere(test);
  if (prefixes.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(prefixes.map((p) => sql.lit(p)))})`;
}

/** `value` signed as the bill counts in `report` (+ the trade, − its returns), 0 for bills outside it. */
export function reportSigned(report: TradeReport, value: RawBuilder<unknown>, column = 'h.prefix'): RawBuilder<unknown> {
  const forward = kindsSql((k) => k.report === report && reportSign(k) === 1, column);
  const back = kindsSql((k) => k.report === report && reportSign(k) === -1, column);
  return sql`case when ${forward} then ${value} when ${back} then -${value} else 0 end`;
}
