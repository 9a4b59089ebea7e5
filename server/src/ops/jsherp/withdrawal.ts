import { sql } from 'kysely';
import { FINANCE_DOCS } from '../../modules/finance/finance-document.js';
import { GOODS_BILLS } from '../../modules/stock/bill-document.js';
import { reverseEffects } from '../../modules/stock/bill-effects.service.js';
import { kindOf } from '../../modules/stock/bill-kinds.js';
import { loadLines } from '../../modules/stock/bill-lines.repository.js';
import { refreshOutstanding } from '../../modules/stock/bill-outstanding.js';
import { deleteDocuments } from '../../platform/document/removal.js';
import { ImportError } from './source.js';
import { BATCH, type ImportScope } from './import-scope.js';

/**
 * Takes the effects of those of our bills `ids` that are posted out again (stock, cost, serials — as our own edit and
 * delete do), newest first; our rules refusing it (goods received on a bill have left) name the bill.
 */
export async function reversePostedBills(ctx: ImportScope, ids: readonly string[], minusStock: boolean, action: 'edit' | 'delete'): Promise<void> {
  if (ids.length === 0) return;
  const heads = await ctx.trx
    .selectFrom('depot_head')
    .select(['id', 'number', 'oper_time', 'creator', 'prefix'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', 'in', ids)
    .where('stock_applied', '=', true)
    .orderBy('id', 'desc')
    .execute();
  const lines = await loadLines(
    ctx.trx,
    ctx.tenantId,
    heads.map((h) => h.id),
  );
  for (const h of heads) {
    const head = { tenantId: ctx.tenantId, id: h.id, number: h.number, operTime: String(h.oper_time), creator: String(h.creator), kind: kindOf(h.prefix) };
    try {
      await reverseEffects(ctx.trx, head, lines.get(h.id) ?? [], minusStock, action);
    } catch (error) {
      throw new ImportError(`${h.number}（撤回原过账失败 withdrawing the bill's posting failed）：${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Our documents of the tenant that no row of this source became: made here since the import. */
async function madeHere(ctx: ImportScope, target: 'depot_head' | 'account_head', sourceTable: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select t.id from ${sql.table(target)} t
    where t.tenant_id = ${ctx.tenantId} and not t.delete_flag and not exists (select 1 from import_source_map m
      where m.tenant_id = t.tenant_id and m.source = ${ctx.source.name} and m.source_table = ${sourceTable} and m.target_id = t.id)
    order by t.id desc`.execute(ctx.trx);
  return rows.map((r) => r.id);
}

/**
 * Runs `check` on the tenant as the import left it, without the bills and finance documents made here since
 * (docs/migration.md, "A weekend switch-over"): they are withdrawn inside a savepoint — posted effects reversed (negative
 * stock allowed: nothing of it stays), documents deleted, open amounts refreshed — and the savepoint is rolled back, so
 * the reconciliation compares jshERP's figures with the imported part alone and everything made here is kept.
 */
export async function withoutDocumentsMadeHere<T>(ctx: ImportScope, check: () => Promise<T>): Promise<{ result: T; bills: number; finance: number }> {
  const bills = await madeHere(ctx, 'depot_head', 'jsh_depot_head');
  const finance = await madeHere(ctx, 'account_head', 'jsh_account_head');
  if (bills.length === 0 && finance.length === 0) return { result: await check(), bills: 0, finance: 0 };
  await sql`savepoint jsherp_without_local`.execute(ctx.trx);
  try {
    // Negative stock allowed: nothing of it stays.
    await reversePostedBills(ctx, bills, true, 'delete');
    await deleteDocuments(ctx.trx, FINANCE_DOCS, ctx.tenantId, finance);
    await deleteDocuments(ctx.trx, GOODS_BILLS, ctx.tenantId, bills);
    const live = await ctx.trx.selectFrom('depot_head').select('id').where('tenant_id', '=', ctx.tenantId).where('delete_flag', '=', false).execute();
    for (let i = 0; i < live.length; i += BATCH)
      await refreshOutstanding(
        ctx.trx,
        ctx.tenantId,
        live.slice(i, i + BATCH).map((r) => r.id),
      );
    return { result: await check(), bills: bills.length, finance: finance.length };
  } finally {
    await sql`rollback to savepoint jsherp_without_local`.execute(ctx.trx);
  }
}
