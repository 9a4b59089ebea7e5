import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import {
  ADMIN_PASSWORD,
  adminQuery,
  databaseUrl,
  DEMO_PASSWORD,
  TEST_DB,
  TEST_TIME_ZONE,
  throwawayName,
  type TestDatabaseContent,
  type TestDatabaseSources,
} from './test-db.js';

// The built server (server/dist/main.js) as a real child process, for what an in-process app cannot show: signals,
// process exit codes, log lines on standard output, crashes.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let built = false;

// Every child server still running, killed when the test process ends however it ends (a failed or timed-out hook
// never reaches its afterAll's stop): no app server outlives the run holding a port and a database.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Compiles the server when its build is missing or stale (`npm test` has just built it: then a quick no-op). */
export function ensureBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contracts', 'server'], { cwd: ROOT, stdio: 'inherit' });
  built = true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A database for child servers, copied from the run's snapshot: a data folder (PGlite) or a throwaway database. */
export interface ChildDatabase {
  env: Record<string, string>;
  /** The data folder (embedded) or the database name (PostgreSQL). */
  where: string;
  filesDir: string;
  drop(): Promise<void>;
}

export async function childDatabase(content: TestDatabaseContent): Promise<ChildDatabase> {
  const from = inject('testDatabases') as TestDatabaseSources;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-child-'));
  const filesDir = path.join(dir, 'files');
  if (from.kind === 'pglite') {
    const dataDir = path.join(dir, 'data');
    const loadDataDir = new Blob([fs.readFileSync(from.files[content])]);
    const handle = await openDatabase({ dataDir, timeZone: TEST_TIME_ZONE, loadDataDir });
    await handle.close();
    return { env: { DATA_DIR: dataDir, FILES_DIR: filesDir }, where: dataDir, filesDir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = throwawayName('suanpan_child');
  await adminQuery(`create database ${name} template ${from.templates[content]}`);
  return {
    env: { DATABASE_URL: databaseUrl(name), FILES_DIR: filesDir },
    where: name,
    filesDir,
    async drop() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ChildServer {
  base: string;
  port: number;
  process: ChildProcess;
  /** Every line the process wrote to standard output and standard error so far. */
  lines(): string[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** `server/dist/main.js` spawned on a free port, not yet known to be ready. */
export interface SpawnedChild extends ChildServer {
  /** Resolves with the first line (written so far or later) matching `pattern`; rejects when the process ends first. */
  line(pattern: RegExp): Promise<string>;
}

/** Spawns `server/dist/main.js` on a free port with `env` added to the test's defaults; does not wait for it. */
export async function spawnChild(env: Record<string, string>): Promise<SpawnedChild> {
  ensureBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      DEMO_PASSWORD,
      SEED_DEMO: '0',
      APP_TIME_ZONE: TEST_TIME_ZONE,
      WEB_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output: string[] = [];
  const waiting = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    output.push(...parts);
    for (const w of waiting) {
      const found = parts.find((l) => w.pattern.test(l));
      if (found !== undefined) {
        waiting.delete(w);
        w.resolve(found);
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const lines = () => (partial ? [...output, partial] : [...output]);
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const found = output.find((l) => pattern.test(l));
      if (found !== undefined) return resolve(found);
      waiting.add({ pattern, resolve });
      void exited.then((how) => reject(new Error(`server ended (${how}) before a line matching ${String(pattern)}\n${lines().join('\n')}`)));
    });
  return { base: `http://127.0.0.1:${port}`, port, process: child, lines, exited, line };
}

/** Starts `server/dist/main.js` on a free port and waits until `/api/ready` answers 200. */
export async function startChild(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildServer> {
  const server = await spawnChild(env);
  const child = server.process;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited: ${child.exitCode ?? child.signalCode}\n${server.lines().join('\n')}`);
    try {
      if ((await fetch(`${server.base}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready\n${server.lines().join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

export { TEST_DB };
