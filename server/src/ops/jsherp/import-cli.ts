import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../app/config.js';
import { composeModules } from '../../app/compose-modules.js';
import { openDatabase } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { modules } from '../../modules/index.js';
import { writeAnomalySheet } from './anomalies.js';
import { importJsh } from './import-run.js';
import { importPlatformConfig } from './platform.js';
import { Progress } from './progress.js';
import { printOutcomes, throughput } from './report.js';
import { ImportError, openSource } from './source.js';

// `npm run import:jsherp -- --from mysql://user:pass@host:3306/jsh_erp [--dry-run] [--skip-imported] [--files <folder>]` (docs/migration.md):
// into the database of DATA_DIR / DATABASE_URL, as the server itself opens it (the embedded one only while no server runs).
const ANOTHER_IMPORT = '另一个导入正在写入同一个目标数据库：请等它结束后再运行，已导入的租户会再次更新 (another import into this database is running)';
const USAGE =
  '用法：npm run import:jsherp -- --from mysql://用户:密码@主机:3306/jsh_erp [--dry-run] [--skip-imported] [--files 附件目录] [--anomalies 明细.xlsx]';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        from: { type: 'string' },
        'dry-run': { type: 'boolean' },
        'skip-imported': { type: 'boolean' },
        files: { type: 'string' },
        anomalies: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args.from) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (args.files && !fs.statSync(args.files, { throwIfNoEntry: false })?.isDirectory())
    throw new ImportError(`--files 不是一个目录：${args.files} (not a folder)`);
  const source = await openSource(args.from);
  try {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeZone: config.timeZone });
    try {
      // Two imports at once into one target would both find a tenant not yet imported: the second is refused, before it
      // writes anything. On the embedded database the folder's lock has already refused it (one process per folder).
      const code = await handle.ifAlone('jsherpImport', async () => {
        await migrate(handle);
        const seeded = await handle.db.selectFrom('tenant').select('id').where('id', '=', '0').executeTakeFirst();
        if (!seeded) throw new ImportError('目标数据库尚未初始化：请先运行一次 npm start (the target has no reference data yet)');
        const progress = new Progress();
        const started = Date.now();
        const outcomes = await importJsh(handle.db, source, {
          dryRun: Boolean(args['dry-run']),
          balances: composeModules(modules).balances,
          progress,
          skipImported: Boolean(args['skip-imported']),
          files: args.files ? { from: path.resolve(args.files), filesDir: config.filesDir } : undefined,
        });
        const platform = await importPlatformConfig(handle.db, source, Boolean(args['dry-run']));
        for (const c of platform) console.log(`平台参数 ${c.key}: "${c.from}" → "${c.to}"${args['dry-run'] ? ' (试运行，未写入)' : ''}`);
        const exitCode = printOutcomes(outcomes, Boolean(args['dry-run']));
        const sheet = path.resolve(args.anomalies ?? `jsherp-import-${new Date().toISOString().replace(/[:.]/g, '-')}.xlsx`);
        await writeAnomalySheet(sheet, outcomes);
        console.log(`脏数据明细 (every affected row)：${sheet}`);
        console.log(throughput(progress.counts, Date.now() - started));
        return exitCode;
      });
      if (code === undefined) throw new ImportError(ANOTHER_IMPORT);
      return code;
    } finally {
      await handle.close();
    }
  } finally {
    await source.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`导入失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
// The embedded database is closed by now, but its runtime may keep timers alive: the command is done, so it ends.
process.exit();
