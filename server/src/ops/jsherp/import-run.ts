import type { Kysely } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import type { Anomaly } from './anomalies.js';
import type { Database } from '../../db/schema.js';
import { importBasic, importGrants } from './basic.js';
import { importBills } from './bills.js';
import { importFiles, removeCopies, type FileCopy } from './files.js';
import { importFinance } from './finance.js';
import { importMessages } from './messages.js';
import { importMaterials } from './materials.js';
import type { Progress } from './progress.js';
import { reconcile, type ReconRow } from './reconcile.js';
import { columnsOf, checkSource } from './source-tables.js';
import type { Source, SourceRow } from './source.js';
import { TenantSync, type SyncConflict, type SyncCount } from './sync.js';
import { TenantImport } from './tenant-import.js';
import { withoutDocumentsMadeHere } from './withdrawal.js';
import { importPeople, importSystemConfig, importTenantRow } from './tenants.js';

export interface TenantOutcome {
  sourceTenantId: string;
  loginName: string;
  /**
   * imported: the first run; updated: imported before, what changed since brought in; skipped: imported before and
   * left alone (`--skip-imported`); failed: nothing of it written (nor of this run's changes).
   */
  status: 'imported' | 'updated' | 'dry-run' | 'skipped' | 'failed';
  tenantId?: string;
  message?: string;
  /** jshERP's figures against ours, after the import (also for a failed tenant whose figures did not agree). */
  reconciliation?: ReconRow[];
  /** The dirty rows met and what was done with each (also for a dry run and a tenant that failed afterwards). */
  anomalies: Anomaly[];
  /** A later run on a tenant imported before: what it did per table, and the rows changed on both sides. */
  sync?: { counts: SyncCount[]; conflicts: SyncConflict[]; madeHere: { bills: number; finance: number } };
}

export interface ImportOptions {
  dryRun: boolean;
  balances: BalanceSources;
  progress: Progress;
  /** `--files`: jshERP's upload folder, copied into our file store (FILES_DIR). */
  files?: { from: string; filesDir: string } | undefined;
  /** Bills posted in bulk (the default) or one by one (the path bulk must equal, for the comparison test). */
  posting?: TenantImport['posting'];
  /** `--skip-imported`: a tenant imported before is left alone (before issue 35, the only behaviour). */
  skipImported?: boolean | undefined;
}

// Thrown to roll back a tenant whose figures do not agree with jshERP's in a way no known difference explains.
class ReconciliationFailed extends Error {
  constructor(
    readonly rows: ReconRow[],
    readonly sync: TenantOutcome['sync'],
  ) {
    super(`对账不符 ${rows.filter((r) => r.verdict === 'fail').length} 项 (reconciliation failed)`);
  }
}

// Thrown to roll back a dry run's tenant transaction after everything was written and checked.
class DryRunRollback extends Error {
  constructor(readonly outcome: TenantOutcome) {
    super('dry run');
  }
}

/** Everything of one source tenant, in dependency order, inside the caller's transaction. */
async function importTenant(ctx: TenantImport, t: SourceRow, files: FileCopy | undefined): Promise<void> {
  // A later run keeps the tenant row as it is here (its limits and expiry are Suanpan's once imported).
  if (!ctx.sync.updating) await importTenantRow(ctx, t);
  await importPeople(ctx);
  const owner = ctx.ids('jsh_user').get(ctx.sourceTenantId) as string;
  await importSystemConfig(ctx, String(t.login_name));
  await importBasic(ctx);
  await importGrants(ctx);
  await importMaterials(ctx, owner);
  const liveBills = await importBills(ctx, owner);
  await importFinance(ctx, owner, liveBills);
  await importMessages(ctx);
  await importFiles(ctx, files, owner);
  await ctx.sync.record();
}

/**
 * Imports every tenant of a jshERP database, each in one transaction (all of it or none of it). A tenant imported from
 * the same source before gets what changed in jshERP since (sync.ts; `skipImported`: left alone). A dry run writes
 * everything, checks it, and rolls each tenant back.
 */
export async function importJsh(db: Kysely<Database>, source: Source, options: ImportOptions): Promise<TenantOutcome[]> {
  await checkSource(source);
  const tenants = await source.all(`select ${columnsOf('jsh_tenant')} from jsh_tenant where tenant_id is not null and tenant_id <> 0 order by id`);
  const outcomes: TenantOutcome[] = [];
  for (const t of tenants) {
    const base = { sourceTenantId: String(t.tenant_id), loginName: String(t.login_name), anomalies: [] as Anomaly[] };
    const known = await db
      .selectFrom('import_source_map')
      .select('tenant_id')
      .where('source', '=', source.name)
      .where('source_table', '=', 'jsh_tenant')
      .where('source_id', '=', String(t.id))
      .executeTakeFirst();
    if (known && options.skipImported) {
      outcomes.push({
        ...base,
        status: 'skipped',
        tenantId: known.tenant_id,
        message: '已从同一数据源导入过，未做改动 (already imported from this source; unchanged)',
      });
      continue;
    }
    const progress = options.progress.withLabel(`[${base.loginName}] `);
    const files = options.files && { ...options.files, dryRun: options.dryRun, written: [] };
    try {
      const done = await db.transaction().execute(async (trx) => {
        const ctx = new TenantImport(trx, source, base.sourceTenantId, progress, base.anomalies);
        // A later run posts a few bills onto stock and cost that exist already: the interactive path, which starts from them.
        ctx.posting = known ? 'one-by-one' : (options.posting ?? 'bulk');
        if (known) {
          ctx.tenantId = known.tenant_id;
          ctx.sync = new TenantSync(ctx, true);
          await ctx.sync.load();
        }
        await importTenant(ctx, t, files);
        // After an update, jshERP's figures are compared with the imported part: documents made here since are left out.
        const check = () => reconcile(ctx, options.balances);
        const checked = known ? await withoutDocumentsMadeHere(ctx, check) : { result: await check(), bills: 0, finance: 0 };
        const reconciliation = checked.result;
        const madeHere = { bills: checked.bills, finance: checked.finance };
        const sync = known ? { counts: [...ctx.sync.counts.values()], conflicts: ctx.sync.conflicts, madeHere } : undefined;
        if (reconciliation.some((r) => r.verdict === 'fail')) throw new ReconciliationFailed(reconciliation, sync);
        if (options.dryRun) throw new DryRunRollback({ ...base, status: 'dry-run', tenantId: ctx.tenantId, reconciliation, sync });
        return { tenantId: ctx.tenantId, reconciliation, sync };
      });
      outcomes.push({ ...base, status: known ? 'updated' : 'imported', ...done });
    } catch (error) {
      await removeCopies(files);
      if (error instanceof DryRunRollback) outcomes.push(error.outcome);
      else if (error instanceof ReconciliationFailed)
        outcomes.push({ ...base, status: 'failed', message: error.message, reconciliation: error.rows, sync: error.sync });
      // A refusal of our own rules (negative stock, a serial sold twice) fails the tenant as a bad row does.
      else outcomes.push({ ...base, status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
