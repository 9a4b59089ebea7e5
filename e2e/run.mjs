// Browser journeys against the built app and a real server: node e2e/run.mjs [name filter]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM, launchBrowser, openPage } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_SERVER_ROOT runs another checkout's built server (e.g. a clean snapshot while the tree is mid-change).
const root = path.resolve(process.env.E2E_SERVER_ROOT ?? path.resolve(here, '..'));
const artifacts = path.join(here, '..', '.e2e-artifacts');
const filter = process.argv[2] ?? '';
// A lane is a server with its own data directory working through journey files one after another; lanes run side by
// side and share the browser. One lane leaves half of a two-core machine idle while pages wait (measured in CI: ≈ 55 %
// CPU), so two lanes by default. A file stays whole in one lane: its journeys may build on each other's data.
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? Math.min(2, os.availableParallelism())));
// The files that run longest (docs/performance.md, "Browser journeys"), started first so that no lane is left with a
// long file when the other has nothing more to do; the rest in name order.
const LONGEST_FIRST = ['reports.mjs', 'system.mjs', 'material.mjs'];

function ensurePrerequisites() {
  if (!fs.existsSync(CHROMIUM) || !/wqy|wenquanyi/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '')) {
    const result = spawnSync('bash', [path.join(here, 'ensure-chromium.sh')], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('could not install chromium / fonts-wqy-microhei');
  }
  if (!fs.existsSync(path.join(root, 'server/dist/main.js')) || !fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('build failed');
  }
}

/** The journey files, longest first, each with its journeys that match the filter. */
async function loadFiles() {
  const dir = path.join(here, 'journeys');
  const rank = (file) => (LONGEST_FIRST.includes(file) ? LONGEST_FIRST.indexOf(file) : LONGEST_FIRST.length);
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const files = [];
  for (const file of names) {
    const { journeys } = await import(path.join(dir, file));
    const wanted = journeys.filter((j) => j.name.includes(filter));
    if (wanted.length) files.push(wanted);
  }
  return files;
}

ensurePrerequisites();
fs.mkdirSync(artifacts, { recursive: true });
const queue = await loadFiles();
const { browser, close } = await launchBrowser();
/** An error in a few lines: its message, what Playwright was waiting for, and where in a journey it stopped. */
function describe(error) {
  // Playwright colours its call log.
  const [message, ...rest] = stripVTControlCharacters(String(error?.stack ?? error)).split('\n');
  const wanted = rest.filter((l) => /waiting for|journeys\/|lib\//.test(l)).slice(0, 5);
  return [message, ...wanted.map((l) => l.trim())].join('\n  ');
}

let passed = 0;
let failed = 0;
const failedNames = [];
try {
  // One attempt: a fresh page (and context) per journey; console or network errors fail it.
  const attempt = async (journey, server) => {
    const opened = [];
    const slug = journey.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-').slice(0, 60);
    const newPage = async ({ base = server.base, ...opts } = {}) => {
      const p = await openPage(browser, base, { ...journey.viewport, allow: journey.allow ?? [], ...opts });
      opened.push(p);
      return p;
    };
    try {
      const main = journey.ownServer ? undefined : await newPage();
      const shot = (label) => main.page.screenshot({ path: path.join(artifacts, `${label}.png`) });
      await journey.run({ page: main?.page, base: server.base, browser, root, newPage, shot, slug });
      const errors = opened.flatMap((p) => p.errors);
      if (errors.length > 0) throw new Error(`console/network errors:\n  ${errors.join('\n  ')}`);
      return undefined;
    } catch (error) {
      const page = opened.at(-1)?.page;
      // Named by the journey: the other lane may be failing at the same moment.
      if (page) await page.screenshot({ path: path.join(artifacts, `failed-${slug}.png`) }).catch(() => undefined);
      return describe(error);
    } finally {
      for (const p of opened) await p.context.close().catch(() => undefined);
    }
  };
  const run = async (journey, server) => {
    const started = Date.now();
    const first = await attempt(journey, server);
    // A journey that fails once is run again in a fresh browser context: timing flakes of a loaded
    // machine pass the second time, a real defect fails twice and is reported with both errors.
    const second = first === undefined ? undefined : await attempt(journey, server);
    if (first === undefined || second === undefined) {
      passed += 1;
      // A retried journey keeps its first error whole (locator, call log, line): flakes are fixed from it.
      console.log(`✓ ${journey.name} (${Date.now() - started} ms)${first ? `  [passed on retry; first error:\n  ${first}]` : ''}`);
    } else {
      failed += 1;
      failedNames.push(`${journey.name}: ${second.split('\n')[0]}`);
      console.log(`✗ ${journey.name}\n  ${first}\n  retry: ${second}`);
    }
  };
  const lane = async (server) => {
    for (let file = queue.shift(); file; file = queue.shift()) for (const journey of file) await run(journey, server);
  };
  // Every lane's server up before any journey runs: one that fails to start stops the run, as a lone server did.
  const starting = await Promise.allSettled(Array.from({ length: Math.min(LANES, queue.length) }, () => startServer(root)));
  const servers = starting.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  try {
    const failedStart = starting.find((s) => s.status === 'rejected');
    if (failedStart) throw failedStart.reason;
    await Promise.all(servers.map(lane));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
} finally {
  await close();
}
console.log(`${passed} passed, ${failed} failed`);
// npm test adds these counts and names to its own closing lines.
if (process.env.E2E_SUMMARY) fs.writeFileSync(process.env.E2E_SUMMARY, JSON.stringify({ passed, failed, failedNames }));
process.exit(failed > 0 ? 1 : 0);
