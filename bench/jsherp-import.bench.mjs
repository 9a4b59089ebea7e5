// Scenario: moving a real company in from jshERP (issue 35 item 4). A jshERP database of one tenant with 2,000
// products, 300 partners, 100,000 goods bills (500,000 lines) of every kind, 13,000 finance documents and a sprinkling
// of dirt (jsherp-source.mjs, generated set-based in MariaDB) is imported by the built command — `npm run import:jsherp`
// as a person runs it — into PostgreSQL and into the embedded database, each a fresh target started once (reference
// data). Prints per table the rows and rows per second, the whole time, and the command's peak memory (VmHWM of the
// import process, read from /proc while it runs).
// Targets: ≤ 5 min into PostgreSQL, ≤ 10 min into the embedded database, peak RSS ≤ 1 GB.
// Env: BENCH_JSH_SCALE (default 1; 0.1 = a tenth of every count, to develop on), BENCH_JSH_TARGETS (postgres,pglite),
// BENCH_DATABASE_URL. Run alone: npm run bench jsherp-import.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createJshBench, dropJshBench } from './jsherp-source.mjs';
import { ADMIN_URL, PASSWORD, root } from './lib.mjs';

const SCALE = Number(process.env.BENCH_JSH_SCALE ?? 1);
const TARGETS = (process.env.BENCH_JSH_TARGETS ?? 'postgres,pglite').split(',');
const LIMIT_MS = { postgres: 5 * 60_000, pglite: 10 * 60_000 };
const RSS_LIMIT_MB = 1024;
const TIME_ZONE = 'Asia/Shanghai';

const dist = (p) => import(pathToFileURL(path.join(root, 'server/dist', p)).href);

/** A fresh target as `npm start` leaves it the first time: migrated, reference data seeded. Answers its env and its drop. */
async function freshTarget(kind, work) {
  const { openDatabase } = await dist('db/database.js');
  const { migrate } = await dist('db/migrate.js');
  const { seedReference } = await dist('db/seed-reference.js');
  let env;
  let database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `suanpan_bench_${Math.floor(Date.now() / 1000)}_jsherp`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    database = name;
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    env = { DATA_DIR: path.join(work, 'data') };
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, timeZone: TIME_ZONE });
  try {
    await migrate(handle);
    await seedReference(handle.db, PASSWORD);
  } finally {
    await handle.close();
  }
  return { env, database, drop };
}

/** Peak resident memory of a process so far (VmHWM, MB), or 0 once it is gone. */
function peakRssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; null once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of the command and of the PostgreSQL backends serving `database` (sampled each second while it runs):
 * on a machine shared with others the wall time stretches with the load, the work done does not.
 */
async function cpuMeter(pid, database) {
  const used = new Map();
  const admin = database ? new pg.Client({ connectionString: ADMIN_URL }) : null;
  await admin?.connect();
  const sample = async () => {
    const pids = [pid];
    if (admin) {
      const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
      pids.push(...rows.map((r) => r.pid));
    }
    for (const p of pids) {
      const s = cpuSeconds(p);
      if (s !== null) used.set(p, s);
    }
  };
  const timer = setInterval(() => sample().catch(() => {}), 1000);
  return {
    async stop() {
      clearInterval(timer);
      await admin?.end();
      return { importer: used.get(pid) ?? 0, database: [...used.entries()].filter(([p]) => p !== pid).reduce((s, [, v]) => s + v, 0) };
    },
  };
}

/**
 * Runs the built command; every progress line it prints on finishing a table is stamped on arrival, so a table's time
 * is the time since the line before it.
 */
function runImport(from, env, work, database) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'server/dist/ops/jsherp/import-cli.js'), '--from', from], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', APP_TIME_ZONE: TIME_ZONE, FILES_DIR: path.join(work, 'files'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let peak = 0;
    const meter = cpuMeter(child.pid, database);
    const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid))), 100);
    const tables = [];
    let last = started;
    let out = '';
    let err = '';
    let rest = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (chunk) => {
      err = (err + chunk).slice(-3000);
      const now = performance.now();
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^\[[^\]]+\] (.+?)\s+[█░]+\s+(\d+)\/(\d+)/.exec(line);
        if (!m) continue;
        tables.push({ table: m[1], rows: Number(m[2]), ms: now - last });
        last = now;
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - started;
      clearInterval(sampler);
      meter.then((m) => m.stop()).then((cpu) => resolve({ code, ms, peak, tables, out, err, cpu }), reject);
    });
  });
}

function report(kind, run) {
  const verdict = (ok) => (ok ? '达标' : '超标');
  console.log(`\njshERP 迁移 → ${kind === 'postgres' ? 'PostgreSQL' : '内置数据库 (PGlite)'}：`);
  console.log(`  ${'表 table'.padEnd(34)} ${'行 rows'.padStart(9)} ${'秒 s'.padStart(8)} ${'行/秒'.padStart(9)}`);
  for (const t of run.tables)
    console.log(
      `  ${t.table.padEnd(34)} ${String(t.rows).padStart(9)} ${(t.ms / 1000).toFixed(1).padStart(8)} ${String(Math.round((t.rows * 1000) / Math.max(t.ms, 1))).padStart(9)}`,
    );
  const rest = run.ms - run.tables.reduce((s, t) => s + t.ms, 0);
  console.log(`  ${'对账与提交 reconciliation, commit'.padEnd(34)} ${''.padStart(9)} ${(rest / 1000).toFixed(1).padStart(8)}`);
  const limit = LIMIT_MS[kind] * SCALE;
  console.log(`  总用时 ${(run.ms / 1000).toFixed(1)} 秒  ${verdict(run.ms <= limit)}（≤ ${(limit / 1000).toFixed(0)} 秒）`);
  console.log(
    `  CPU：导入进程 ${run.cpu.importer.toFixed(0)} 秒${run.cpu.database ? `，PostgreSQL 后端 ${run.cpu.database.toFixed(0)} 秒` : ''}（安静机器上的用时约为其和 — on a quiet machine the time is about their sum）`,
  );
  console.log(`  导入进程峰值内存 peak RSS ${run.peak.toFixed(0)} MB  ${verdict(run.peak <= RSS_LIMIT_MB)}（≤ ${RSS_LIMIT_MB} MB）`);
}

export default async function jsherpImportBench() {
  const name = `jsh_bench_${process.pid}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jsherp-bench-'));
  try {
    const t0 = performance.now();
    const counts = await createJshBench(name, SCALE);
    console.log(
      `\n源库 source (MariaDB, set-based)：${counts.products} 商品, ${counts.partners} 往来单位, ${counts.bills} 单据 (${counts.bills * 5} 明细), ` +
        `${counts.finance} 财务单据 — 生成 ${((performance.now() - t0) / 1000).toFixed(1)} 秒；负载 load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    for (const kind of TARGETS) {
      const dir = fs.mkdtempSync(path.join(work, `${kind}-`));
      const target = await freshTarget(kind, dir);
      try {
        const run = await runImport(`mysql://root@127.0.0.1:3306/${name}`, target.env, dir, target.database);
        if (run.code !== 0 || !run.out.includes('已导入 imported'))
          throw new Error(`导入失败 (exit ${run.code}, peak RSS ${run.peak.toFixed(0)} MB)：\n${run.out.slice(-3000)}\n${run.err}`);
        report(kind, run);
        console.log(
          `  负载 load average ${os
            .loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
        );
      } finally {
        await target.drop();
      }
    }
  } finally {
    await dropJshBench(name);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
