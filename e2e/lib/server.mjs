/* global fetch -- Node 20 and browser-side page.evaluate callbacks */
// Starts the built server on a free port with a fresh data directory, and stops it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_PASSWORD = 'Admin-7x2q';
export const DEMO_PASSWORD = 'Demo-7x2q';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/sys/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start in time');
}

/** `reuse` restarts on the same port and data directory (e.g. to serve a new build id). */
export async function startServer(root, extraEnv = {}, reuse = undefined) {
  const port = reuse?.port ?? (await freePort());
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD, DEMO_PASSWORD, ...extraEnv },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(base, child, 90_000);
  } catch (error) {
    child.kill('SIGTERM');
    const log = fs.readFileSync(logFile, 'utf8').slice(-3000);
    // A fresh data directory goes with the server that failed in it; a reused one is the caller's.
    if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${log}`, { cause: error });
  }
  return {
    base,
    port,
    dataDir,
    /** Stops the process but keeps the data directory for a restart. */
    async halt() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => (child.kill('SIGKILL'), r()), 5000);
          child.once('exit', () => (clearTimeout(t), r()));
        });
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
