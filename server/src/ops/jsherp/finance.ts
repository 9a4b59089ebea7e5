import { Decimal } from 'decimal.js';
import { financeKindOfType } from '../../modules/finance/finance-document.js';
import { refreshOutstanding } from '../../modules/stock/bill-outstanding.js';
import { refreshStatistics } from '../../platform/import/bulk-statistics.js';
import { linesWin } from './bill-repairs.js';
import { standInsForGone } from './placeholders.js';
import { fillDate, heldHere, uniqueKeys } from './repairs.js';
import { ImportError, type SourceRow } from './source.js';
import { BATCH } from './import-scope.js';
import type { TenantImport } from './tenant-import.js';
import { deleted, num, num0, text } from './values.js';

// jshERP signs finance amounts per type (money out negative, 付款 lines negated by its server); we keep each amount in
// its kind's own sense (docs/finance.md), so a sign flips back by the kind's direction, and a 付款 line's once more.
const inKindSense = (v: SourceRow[string] | undefined, direction: number) => new Decimal(num0(v)).times(direction).toFixed();

function kindOfRow(r: SourceRow) {
  try {
    return financeKindOfType(text(r.type));
  } catch {
    throw new ImportError(`jsh_account_head id=${String(r.id)}：未知的财务单据类型 ${String(r.type)} (unknown finance kind)`);
  }
}

const count = async (ctx: TenantImport, table: string) =>
  Number((await ctx.source.all(`select count(*) as n from ${table} where tenant_id = ?`, [ctx.sourceTenantId]))[0]?.n ?? 0);

/** Finance documents and their lines (settlements of bills or of opening balances), then every bill's 最终欠款 / 剩余订金. */
export async function importFinance(ctx: TenantImport, owner: string, liveBills: readonly string[]): Promise<void> {
  const direction = new Map<string, { direction: number; negatesLines: boolean }>();
  let bar = ctx.progress.table('jsh_account_head', await count(ctx, 'jsh_account_head'));
  for await (const batch of ctx.batches('jsh_account_head')) {
    const from = { table: 'jsh_account_head' as const, rows: batch };
    await standInsForGone(ctx, from, 'jsh_supplier', 'organ_id', undefined, (r) => (String(r.type).includes('付') || r.type === '支出' ? '供应商' : '客户'));
    await standInsForGone(ctx, from, 'jsh_account', 'account_id');
    const target = { table: 'account_head', column: 'number' } as const;
    await uniqueKeys(ctx, from, 'bill_no', target, { taken: await heldHere(ctx, from, 'bill_no', target) });
    const rows = batch.map((r) => {
      const kind = kindOfRow(r);
      const where = { table: 'jsh_account_head' as const, id: r.id };
      direction.set(String(r.id), kind);
      return {
        sourceId: String(r.id),
        values: {
          type: kind.type,
          prefix: kind.prefix,
          number: String(r.bill_no),
          bill_time: fillDate(ctx, 'jsh_account_head', r, 'bill_time'),
          organ_id: r.organ_id ? ctx.ref('jsh_supplier', r.organ_id, { ...where, column: 'organ_id' }) : null,
          hands_person_id: ctx.link('jsh_person', r.hands_person_id, { ...where, column: 'hands_person_id' }, 'clearedReference'),
          creator: ctx.link('jsh_user', r.creator, { ...where, column: 'creator' }, 'missingCreator') ?? owner,
          account_id: r.account_id ? ctx.ref('jsh_account', r.account_id, { ...where, column: 'account_id' }) : null,
          money_direction: kind.direction,
          total_price: inKindSense(r.total_price, kind.direction),
          discount_money: new Decimal(num0(r.discount_money)).abs().toFixed(),
          change_amount: inKindSense(r.change_amount, kind.direction),
          remark: text(r.remark),
          file_name: text(r.file_name),
          status: String(r.status ?? '0'),
          source: text(r.source) ?? '0',
          delete_flag: deleted(r),
        },
      };
    });
    await ctx.insert('jsh_account_head', 'account_head', rows);
    bar.add(batch.length);
  }
  bar.end();

  const lineNo = new Map<string, number>();
  bar = ctx.progress.table('jsh_account_item', await count(ctx, 'jsh_account_item'));
  for await (const all of ctx.batches('jsh_account_item')) {
    const batch = all.filter((r) => ctx.link('jsh_account_head', r.header_id, { table: 'jsh_account_item', id: r.id, column: 'header_id' }, 'orphanLine'));
    await standInsForGone(ctx, { table: 'jsh_account_item', rows: batch }, 'jsh_account', 'account_id');
    const rows = batch.map((r) => {
      const where = { table: 'jsh_account_item' as const, id: r.id };
      const headerId = ctx.ref('jsh_account_head', r.header_id, { ...where, column: 'header_id' });
      const kind = direction.get(String(r.header_id));
      const n = (lineNo.get(headerId) ?? 0) + 1;
      lineNo.set(headerId, n);
      return {
        sourceId: String(r.id),
        values: {
          header_id: headerId,
          line_no: n,
          account_id: r.account_id ? ctx.ref('jsh_account', r.account_id, { ...where, column: 'account_id' }) : null,
          in_out_item_id: ctx.link('jsh_in_out_item', r.in_out_item_id, { ...where, column: 'in_out_item_id' }, 'clearedReference'),
          // A settled bill that is gone: the money stays the partner's, as a settlement of its opening balance (no bill).
          bill_id: ctx.link('jsh_depot_head', r.bill_id, { ...where, column: 'bill_id' }, 'goneSettledBill'),
          need_debt: num(r.need_debt),
          finish_debt: num(r.finish_debt),
          each_amount: kind?.negatesLines ? inKindSense(r.each_amount, -1) : num0(r.each_amount),
          remark: text(r.remark),
          delete_flag: deleted(r),
        },
      };
    });
    await ctx.insert('jsh_account_item', 'account_item', rows);
    bar.add(all.length);
  }
  bar.end();
  // The repair below joins documents to their lines, and the bills' outstanding figures sum each bill's settlements:
  // planned from the statistics of the tables before the import wrote them (empty), both took a nested loop over
  // every pair of rows (71 s for 13,000 documents).
  await refreshStatistics(ctx.trx, ['account_head', 'account_item']);
  await linesWin(ctx, 'finance');
  for (let i = 0; i < liveBills.length; i += BATCH) await refreshOutstanding(ctx.trx, ctx.tenantId, liveBills.slice(i, i + BATCH));
}
