import { countByKind } from './anomalies.js';
import type { TenantOutcome } from './import-run.js';
import type { SyncConflict, SyncCount } from './sync.js';
import type { TableCount } from './progress.js';
import type { ReconRow } from './reconcile.js';

const VERDICT = { ok: '一致', known: '已知差异', fail: '不符 FAIL' } as const;

/** Per check the number of figures compared and how they came out, then every figure that is not equal. */
function printReconciliation(rows: readonly ReconRow[], out: (line: string) => void): void {
  out('    对账 reconciliation:');
  for (const check of [...new Set(rows.map((r) => r.check))]) {
    const of = rows.filter((r) => r.check === check);
    const n = (v: ReconRow['verdict']) => of.filter((r) => r.verdict === v).length;
    out(`      ${check.padEnd(18)} ${String(of.length).padStart(5)} 项：一致 ${n('ok')}，已知差异 ${n('known')}，不符 ${n('fail')}`);
  }
  for (const r of rows.filter((x) => x.verdict !== 'ok'))
    out(`      ${VERDICT[r.verdict]}  ${r.check}  ${r.item}：jshERP ${r.theirs} / 我们 ${r.ours}${r.known ? `  — ${r.known}` : ''}`);
}

const CONFLICT = {
  changed: 'jshERP 中已修改 (changed there)',
  gone: 'jshERP 中已不存在 (gone there)',
} as const;

/**
 * A later run's work per table (new, updated, unchanged, deleted, conflicts), then every conflict: a row changed on both
 * sides, left as it is here.
 */
function printSync(
  sync: { counts: readonly SyncCount[]; conflicts: readonly SyncConflict[]; madeHere: { bills: number; finance: number } },
  out: (line: string) => void,
): void {
  out('    增量 changes since the last run:           新增 new  更新 updated  未变 unchanged  删除 deleted  冲突 conflicts');
  for (const c of sync.counts)
    out(
      `      ${c.table.padEnd(28)} ${[c.new, c.updated, c.unchanged, c.deleted, c.conflicts].map((n, i) => String(n).padStart([9, 12, 15, 12, 14][i] ?? 8)).join('')}`,
    );
  if (sync.conflicts.length) out(`    冲突 conflicts（双方都已修改，保留我们的行，未覆盖 changed on both sides: ours kept）：${sync.conflicts.length}`);
  const { bills, finance } = sync.madeHere;
  if (bills + finance > 0)
    out(`    此处新建的单据 ${bills} 张、财务单据 ${finance} 张：保留，不参与对账 (documents made here: kept, left out of the reconciliation)`);
  for (const c of sync.conflicts) out(`      ${c.table} id=${c.sourceId} → 我们的 id ${c.targetId}：${CONFLICT[c.source]}，此处也已修改 (and changed here)`);
}

const STATUS: Record<TenantOutcome['status'], string> = {
  imported: '已导入 imported',
  updated: '已更新 updated (changes since the last run brought in)',
  'dry-run': '试运行通过 dry run ok (nothing written)',
  skipped: '跳过 skipped',
  failed: '失败 FAILED (nothing written)',
};

/** Rows read and written, and how fast, over every table of every tenant. */
export function throughput(counts: readonly TableCount[], ms: number): string {
  const rows = counts.reduce((n, c) => n + c.rows, 0);
  return `共 ${rows} 行，用时 ${(ms / 1000).toFixed(1)} 秒（${Math.round((rows * 1000) / Math.max(ms, 1))} 行/秒）`;
}

/** Prints one line per tenant (and the failure or reconciliation under it); the exit code: 0 only when no tenant failed. */
export function printOutcomes(outcomes: readonly TenantOutcome[], dryRun: boolean, out: (line: string) => void = console.log): number {
  out(dryRun ? '\n试运行结果 (dry run — the target is unchanged):' : '\n导入结果:');
  for (const o of outcomes) {
    out(`  租户 ${o.loginName} (jshERP tenant ${o.sourceTenantId}${o.tenantId ? ` → 我们的租户 ${o.tenantId}` : ''})：${STATUS[o.status]}`);
    if (o.message) out(`    ${o.message.replace(/\n/g, '\n    ')}`);
    const kinds = countByKind(o.anomalies);
    if (kinds.length) out('    脏数据 anomalies:');
    for (const k of kinds) out(`      ${String(k.n).padStart(6)}  ${k.label}`);
    if (o.sync) printSync(o.sync, out);
    if (o.reconciliation) printReconciliation(o.reconciliation, out);
  }
  if (outcomes.length === 0) out('  源数据库中没有租户 (no tenants in the source)');
  return outcomes.some((o) => o.status === 'failed') ? 1 : 0;
}
