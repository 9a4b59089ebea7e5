// Shared pieces of the benchmark scenarios: the repository root, percentiles, and a server started
// on a PostgreSQL database with the demo tenant seeded.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'Bench1234';

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs the built server against `url` on `port` and resolves once it says it has started; `env` adds to its
 * environment (e.g. WEB_DIR to serve the built web app).
 */
export async function startServer(url, port, env = {}, nodeArgs = []) {
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []), path.join(root, 'server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '1',
        DEMO_PASSWORD: PASSWORD,
        ADMIN_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
        WEB_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('已启动')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/**
 * A throwaway database with the server started on it; `drop()` stops the server and removes the
 * database, so a scenario leaves nothing behind. `nodeArgs` go to the server's node (the soak's `--trace-gc`).
 */
export async function benchDatabase(port, env = {}, nodeArgs = []) {
  // Named with its creation time like the API tests' throwaway databases, so the next test run drops
  // one a killed benchmark left behind (server/test/support/database-snapshots.ts).
  const name = `suanpan_bench_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const server = await startServer(url.toString(), port, env, nodeArgs).catch(async (error) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw error;
  });
  return {
    url: url.toString(),
    /** The server's process id (its memory is read from /proc by the soak). */
    pid: server.pid,
    /** The server's standard output, to read its lines after the start. */
    stdout: server.stdout,
    async drop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Signs in as the demo tenant's owner on the bench server; answers the session token. */
export async function login(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'jsh', password: PASSWORD }),
  });
  return (await res.json()).data.token;
}

/** p50/p95 of a GET over HTTP with autocannon: `clients` connections for `seconds`. */
export async function httpRun(port, token, url, { clients, seconds }) {
  const { default: autocannon } = await import('autocannon');
  const latencies = [];
  const instance = autocannon({ url: `http://127.0.0.1:${port}/api${url}`, connections: clients, duration: seconds, headers: { 'x-access-token': token } });
  instance.on('response', (_c, status, _b, time) => {
    if (status === 200) latencies.push(time);
  });
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve);
    instance.on('error', reject);
  });
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rate: result['2xx'] / seconds, errors: result.non2xx + result.errors };
}

/** p50/p95 of `work()` run by `clients` workers side by side for `seconds`. */
export async function timedRun(work, { clients, seconds }) {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      await work();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: sorted.length };
}
