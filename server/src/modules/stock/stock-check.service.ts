import { BILL_ERR, formatMessage, theKind, type BillRowInput } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { notFound, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { visibleHeads } from '../../platform/document/access.js';
import { lockDocuments } from '../../platform/document/locks.js';
import { GOODS_BILLS } from './bill-document.js';
import { loadRefs } from './bill-lines.repository.js';
import { findBill } from './bill-read.service.js';
import { countDifferences } from './stock-check.query.js';
import { saveBillIn, translateConstraint, type SaveResult } from './bill-posting.service.js';

type Db = Kysely<Database>;

/** 盘点录入 and 盘点复盘 of the catalogue (docs/manufacturing.md, "Stock count"). */
export const COUNT_ENTRY = theKind((k) => k.stockCount === 'entry');
export const COUNT_ADJUST = theKind((k) => k.stockCount === 'adjust');

interface CountLine {
  id: string;
  bar_code: string;
  basic_unit: string | null;
  depot_id: string | null;
  basic_number: string;
  book_number: string | null;
}

async function countLines(db: Db, tenantId: string, headId: string): Promise<CountLine[]> {
  const { rows } = await sql<CountLine>`
    select i.id, e.bar_code, coalesce(u.basic_unit, m.unit) as basic_unit, i.depot_id, i.basic_number, i.book_number
    from depot_item i
    join material m on m.tenant_id = i.tenant_id and m.id = i.material_id
    join material_extend e on e.tenant_id = i.tenant_id and e.id = i.material_extend_id
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    where i.tenant_id = ${tenantId} and i.header_id = ${headId} and not i.delete_flag
    order by i.line_no`.execute(db);
  return rows;
}

/**
 * 生成复盘单: the adjustment of an audited count, per line counted − book quantity (the book stored when the count was
 * saved) as a 盘盈 or 盘亏 line in base units; lines without a difference are left out. A draft, linked to the count,
 * which shows 已复盘 while it lives. Posting it moves stock by the differences only, so bills posted between counting
 * and adjusting are kept.
 */
export async function adjustmentFromCount(c: DocumentContext, id: number): Promise<SaveResult> {
  const tenantId = c.session.tenantId;
  try {
    return await c.db.transaction().execute(async (trx) => {
      // A count the caller may not see reads as a missing one.
      const [count] = await visibleHeads(trx, c.session, GOODS_BILLS, await lockDocuments(trx, GOODS_BILLS, tenantId, [String(id)]));
      if (!count || count.prefix !== COUNT_ENTRY.prefix) throw notFound('盘点单不存在或已被删除');
      if (count.status !== '1') throw refused(BILL_ERR.linkInvalid, formatMessage(BILL_ERR.linkInvalid.message, count.number), 'id');
      const rows: BillRowInput[] = [];
      for (const l of await countLines(trx, tenantId, count.id)) {
        const diff = new Decimal(l.basic_number).minus(l.book_number ?? '0');
        if (diff.isZero()) continue;
        rows.push({
          barCode: l.bar_code,
          unit: l.basic_unit,
          operNumber: diff.abs().toFixed(),
          depotId: l.depot_id,
          linkId: l.id,
          mType: diff.isPositive() ? '盘盈' : '盘亏',
        });
      }
      if (rows.length === 0) throw refused({ code: 422, message: '盘点没有差异，无需复盘' });
      const info = { type: COUNT_ADJUST.type, subType: COUNT_ADJUST.subType, linkNumber: count.number, status: '0' as const };
      return await saveBillIn(trx, c, { info, rows });
    });
  } catch (error) {
    throw translateConstraint(error);
  }
}

/**
 * 加载库存: every untracked product with a stock row in the depot (optionally of one category), with its default
 * barcode and its current book quantity, for the count sheet to fill. The depot must be the tenant's (404); the route
 * has already refused one not granted to the user under 分配仓库权限 (403), as saving a bill in it would.
 */
export async function currentStockForCount(db: Db, session: Session, depotId: string, categoryId: string | undefined) {
  const tenantId = session.tenantId;
  const refs = await loadRefs(db, tenantId, session.userId, [depotId], undefined, []);
  if (!refs.depots.has(depotId)) throw notFound('仓库不存在或已被删除', 'depotId');
  const { rows } = await sql<{ barCode: string; name: string; standard: string | null; model: string | null; unit: string | null; bookNumber: string }>`
    select e.bar_code as "barCode", m.name, m.standard, m.model, coalesce(u.basic_unit, m.unit) as unit, sc.quantity::text as "bookNumber"
    from stock_current sc
    join material m on m.tenant_id = sc.tenant_id and m.id = sc.material_id and not m.delete_flag
    join lateral (
      select x.bar_code from material_extend x where x.tenant_id = m.tenant_id and x.material_id = m.id and not x.delete_flag
      order by x.default_flag desc, x.id limit 1
    ) e on true
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    where sc.tenant_id = ${tenantId} and sc.depot_id = ${depotId}
      and not m.enable_serial_number and not m.enable_batch_number
      ${categoryId ? sql`and m.category_id = ${categoryId}` : sql``}
    order by m.name, m.id`.execute(db);
  return rows.map((r) => ({ ...r, bookNumber: new Decimal(r.bookNumber).toFixed() }));
}

/** The result of a count line: counted more than the book (盘盈), less (盘亏) or the same. */
const resultOf = (d: Decimal) => (d.isZero() ? '无差异' : d.isPositive() ? '盘盈' : '盘亏');

/**
 * 盘点差异 of a count the caller may read (the count list's scope; otherwise 404): each line's book quantity when it was
 * counted, the counted quantity, the difference and 盘盈/盘亏, with the number of lines of each.
 */
export async function countDifferenceReport(db: Db, session: Session, id: number) {
  const count = await findBill(db, session, { id: String(id) }, { prefix: COUNT_ENTRY.prefix });
  if (!count || count.prefix !== COUNT_ENTRY.prefix) throw notFound('盘点单不存在或已被删除');
  const rows = (await countDifferences(db, session.tenantId, String(id))).map((r) => {
    const difference = new Decimal(r.difference);
    return {
      ...r,
      bookNumber: new Decimal(r.bookNumber).toFixed(),
      countedNumber: new Decimal(r.countedNumber).toFixed(),
      difference: difference.toFixed(),
      result: resultOf(difference),
    };
  });
  return {
    number: String(count.number),
    operTime: String(count.operTimeStr),
    rows,
    gainLines: rows.filter((r) => r.result === '盘盈').length,
    lossLines: rows.filter((r) => r.result === '盘亏').length,
  };
}
