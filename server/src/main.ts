import { generatePassword } from './app/auth/passwords.js';
import { buildApp } from './app/build-app.js';
import { loadConfig, type AppConfig } from './app/config.js';
import { createLocalBus } from './app/message-bus.js';
import { createPgBus } from './app/pg-message-bus.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { migrate } from './db/migrate.js';
import { PLATFORM_ADMIN_LOGIN, seedReference } from './db/seed-reference.js';
import { seedDemo } from './db/seed-demo.js';
import { seedDemoBills } from './db/seed-demo-bills.js';
import { answerBackupSignal } from './ops/backup.js';

// After SIGTERM, requests in flight get this long to finish before the process gives up on them.
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Migrations, then the reference and (when asked) demo data. Several servers started together on one PostgreSQL
 * database take turns (`startingAlone`), so each seed finds what the one before it wrote.
 */
async function prepareDatabase(handle: DatabaseHandle, config: AppConfig) {
  return handle.startingAlone(async () => {
    const applied = await migrate(handle);

    // A password given in the environment is known to whoever set it and is never printed; a generated one is shown
    // once on the console (not in the JSON log), since nobody could sign in otherwise.
    const adminPassword = config.adminPassword ?? generatePassword();
    const { adminCreated } = await seedReference(handle.db, adminPassword);
    const notes: string[] = [];
    let generatedShown = false;
    if (adminCreated) generatedShown ||= !config.adminPassword;
    if (adminCreated)
      notes.push(`平台管理员  登录名 ${PLATFORM_ADMIN_LOGIN}  密码 ${config.adminPassword ? '（ADMIN_PASSWORD 中设置的密码）' : adminPassword}`);
    if (config.seedDemo) {
      const demoPassword = config.demoPassword ?? generatePassword();
      const { created } = await seedDemo(handle.db, demoPassword);
      if (created) {
        generatedShown ||= !config.demoPassword;
        // Posted through the ordinary bill service, so stock, cost and balances of the demo agree.
        await seedDemoBills(handle.db, 'jsh', config.timeZone);
        notes.push(`演示租户    登录名 jsh / test123  密码 ${config.demoPassword ? '（DEMO_PASSWORD 中设置的密码）' : demoPassword}`);
      }
    }
    return { applied, notes, generatedShown };
  });
}

/** Starts the server: open the database, migrate, seed, serve, and shut down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, timeZone: config.timeZone });
  const { applied, notes, generatedShown } = await prepareDatabase(handle, config);

  const pgBus = config.databaseUrl ? await createPgBus(config.databaseUrl) : undefined;
  const { app } = await buildApp({ db: handle.db, config, bus: pgBus ?? createLocalBus(), logger: true });
  if (applied.length) app.log.info({ migrations: applied }, '数据库迁移完成');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在停止服务：不再接受新请求，等待进行中的请求完成');
    const timer = setTimeout(() => {
      app.log.error('进行中的请求未能按时完成，强制退出');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // Stops listening, closes idle keep-alive connections, waits for requests in flight (fastify), then the database.
      await app.close();
      await pgBus?.close();
      await handle.close();
      app.log.info('服务已停止');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, '停止服务时出错');
      process.exit(1);
    }
  };
  if (handle.kind === 'pglite') answerBackupSignal(handle, config, (message, err) => (err ? app.log.error({ err }, message) : app.log.info(message)));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { host: config.host, port: config.port, apiPrefix: config.apiPrefix, database: handle.kind === 'pglite' ? config.dataDir : 'PostgreSQL' },
    '算盘ERP 已启动',
  );
  console.log(
    `\n算盘ERP 已启动：http://localhost:${config.port}  (API ${config.apiPrefix || '/'}，数据库 ${handle.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`,
  );
  for (const note of notes) console.log(`  ${note}`);
  if (generatedShown) console.log('  以上初始密码只显示这一次，请登录后修改。\n');
}

main().catch((error: unknown) => {
  if (error instanceof DirectoryLockedError) console.error(error.message);
  else console.error('启动失败：', error);
  process.exit(1);
});
