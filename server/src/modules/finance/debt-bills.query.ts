import { BUTTON } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { grantedKinds } from '../../platform/document/access.js';
import { listPage, type PageParams } from '../../platform/list/list-source.js';
import { formatDateTime, trimDecimal } from '../../platform/resource/row-mapping.js';
import { kindsSql, reportSigned } from '../stock/bill-kinds.js';
import { financeKindOfType } from './finance-document.js';
import { maskedFinancePrefixes } from './finance-mask.js';
import { settledOn } from '../stock/bill-outstanding.js';

/**
 * 选择单据 (business-rules §11): the partner's goods bills of the trade the kind settles that still owe
 * money — 本单欠款 (a return's negative), 已收/已付欠款, and the rest, which the editor proposes. Only the
 * caller's finance kind page (with 编辑) opens it.
 */
export async function debtBills(db: Kysely<Database>, session: Session, q: { type: string; organId: string }, page: PageParams) {
  const kind = financeKindOfType(q.type);
  if (!kind.settlesReport) return { total: 0, rows: [] };
  const report = kind.settlesReport;
  if ((await grantedKinds(db, session, [kind], BUTTON.edit)).length === 0) throw forbidden();
  const need = reportSigned(report, sql`h.debt`);
  // A role that may not see the trade's prices sees what the bills owe as 0 (and proposes nothing).
  const masked = maskedFinancePrefixes((await loadDataScope(db, session)).priceLimits).includes(kind.prefix);
  const shown = (v: unknown) => (masked ? '0' : trimDecimal(String(v)));
  return listPage(
    db,
    {
      base: sql`select h.tenant_id, h.id, h.oper_time, x.need, x.settled from depot_head h
        cross join lateral (select ${need} as need, ${settledOn('h')} as settled) x
        where h.tenant_id = ${session.tenantId} and not h.delete_flag and h.organ_id = ${q.organId}
          and ${kindsSql((k) => k.report === report)} and x.need - x.settled <> 0`,
      key: ['tenant_id', 'id'],
      tiebreak: ['id'],
      defaultOrder: { dir: 'asc', tiebreak: 'asc' },
      rows: sql`select h.id, h.number, h.sub_type, h.oper_time, s.supplier as organ_name, y.need, y.settled, y.need - y.settled as rest
        from depot_head h left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
        cross join lateral (select ${need} as need, ${settledOn('h')} as settled) y
        where h.tenant_id = k.tenant_id and h.id = k.id`,
      present: (rows) =>
        rows.map((r) => ({
          id: Number(r.id),
          number: String(r.number),
          subType: String(r.sub_type),
          operTimeStr: formatDateTime(r.oper_time) ?? '',
          organName: (r.organ_name as string | null) ?? null,
          needDebt: shown(r.need),
          finishDebt: shown(r.settled),
          restDebt: shown(r.rest),
        })),
    },
    page,
  );
}
