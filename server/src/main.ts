import { generatePassword } from './app/auth/passwords.js';
import { buildApp } from './app/build-app.js';
import { loadConfig, type AppConfig } from './app/config.js';
import { createLocalBus } from './app/message-bus.js';
import { createPgBus } from './app/pg-message-bus.js';
import type { DatabaseHandle } from './db/database.js';
import { openPrepared } from './db/first-start.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { migrate } from './db/migrate.js';
import { PLATFORM_ADMIN_LOGIN, seedReference } from './db/seed-reference.js';
import { demoSeeded, seedDemo } from './db/seed-demo.js';
import { seedDemoBills } from './db/seed-demo-bills.js';
import { answerBackupSignal } from './ops/backup.js';

// After SIGTERM, requests in flight get this long to finish before the process gives up on them.
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Migrations, then the reference and (when asked) demo data; returns the migrations applied. Several servers started
 * together on one PostgreSQL database take turns (`startingAlone`), so each seed finds what the one before it wrote.
 *
 * A generated initial password is printed as soon as its row is committed (docs/operations.md, "A kill during the
 * first start"): on a new data folder that is still inside the cluster being made, so a start killed after the print
 * leaves no database and the next start prints new passwords — the passwords printed last are always the ones that
 * work. A password given in the environment is known to whoever set it and is never printed.
 */
async function prepareDatabase(handle: DatabaseHandle, config: AppConfig): Promise<string[]> {
  return handle.startingAlone(async () => {
    const applied = await migrate(handle, (count) => console.log(`正在应用数据库迁移（${count} 个）…`));
    let generatedShown = false;
    // On the console, not in the JSON log: nobody could sign in otherwise.
    const show = (line: string, generated: boolean) => {
      console.log(`  ${line}`);
      generatedShown ||= generated;
    };
    const adminPassword = config.adminPassword ?? generatePassword();
    if ((await seedReference(handle.db, adminPassword)).adminCreated)
      show(
        `平台管理员  登录名 ${PLATFORM_ADMIN_LOGIN}  密码 ${config.adminPassword ? '（ADMIN_PASSWORD 中设置的密码）' : adminPassword}`,
        !config.adminPassword,
      );
    if (config.seedDemo && !(await demoSeeded(handle.db))) {
      console.log('正在写入演示数据…');
      const demoPassword = config.demoPassword ?? generatePassword();
      // The tenant and its bills (posted through the ordinary bill service, so stock, cost and balances agree) as one.
      const created = await handle.db.transaction().execute(async (trx) => {
        if (!(await seedDemo(trx, demoPassword)).created) return false;
        await seedDemoBills(trx, 'jsh', config.timeZone);
        return true;
      });
      if (created)
        show(`演示租户    登录名 jsh / test123  密码 ${config.demoPassword ? '（DEMO_PASSWORD 中设置的密码）' : demoPassword}`, !config.demoPassword);
    }
    if (generatedShown) console.log('  以上初始密码只显示这一次，请登录后修改。');
    return applied;
  });
}

/** Starts the server: open the database, migrate, seed, serve, and shut down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { handle, prepared: applied } = await openPrepared(
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      timeZone: config.timeZone,
      announce: (line) => console.log(line),
    },
    (opened) => prepareDatabase(opened, config),
  );

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
}

main().catch((error: unknown) => {
  if (error instanceof DirectoryLockedError) console.error(error.message);
  else console.error('启动失败：', error);
  process.exit(1);
});
