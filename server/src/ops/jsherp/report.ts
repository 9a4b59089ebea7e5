import type { TenantOutcome } from './import-run.js';

const STATUS: Record<TenantOutcome['status'], string> = {
  imported: '已导入 imported',
  'dry-run': '试运行通过 dry run ok (nothing written)',
  skipped: '跳过 skipped',
  failed: '失败 FAILED (nothing written)',
};

/** Prints one line per tenant (and the failure or reconciliation under it); the exit code: 0 only when no tenant failed. */
export function printOutcomes(outcomes: readonly TenantOutcome[], dryRun: boolean, out: (line: string) => void = console.log): number {
  out(dryRun ? '\n试运行结果 (dry run — the target is unchanged):' : '\n导入结果:');
  for (const o of outcomes) {
    out(`  租户 ${o.loginName} (jshERP tenant ${o.sourceTenantId}${o.tenantId ? ` → 我们的租户 ${o.tenantId}` : ''})：${STATUS[o.status]}`);
    if (o.message) out(`    ${o.message.replace(/\n/g, '\n    ')}`);
  }
  if (outcomes.length === 0) out('  源数据库中没有租户 (no tenants in the source)');
  return outcomes.some((o) => o.status === 'failed') ? 1 : 0;
}
