// `npm test`: install if needed, then type-check, lint, unit and component tests, the API suite on
// the embedded database and on PostgreSQL (required when CI=true), and the browser tests.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, log, root, run, runCollected, runOrExit } from './lib.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// CI keeps only the tail of what a run prints, so the names of failed tests are repeated at the end.
const failedTests = [];
// Each step's wall time, repeated at the end too: the suite's time on a slow machine is read from CI's tail.
const startedAt = Date.now();
const stepTimes = [];
async function timed(label, work) {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    stepTimes.push(`${label} ${Math.round((Date.now() - t0) / 1000)} s`);
  }
}

/** `file › test: first line of its error` for each failed test of a vitest JSON report. */
function failedIn(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(root, file.name)} › ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`),
  );
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const vitest = (label, projects, env) => timed(label, () => vitestRun(label, projects, env));

async function vitestRun(label, projects, env = {}) {
  const report = path.join(os.tmpdir(), `suanpan-vitest-${process.pid}-${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  log(`${label}…`);
  const code = await run('npx', args, { env });
  try {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    failedTests.push(...failedIn(r));
    fs.rmSync(report, { force: true });
  } catch {
    totals.failed += 1;
  }
  if (code !== 0) failures.push(label);
}

await timed('install+build', async () => {
  await ensureInstalled();
  await runOrExit('npx', ['tsc', '-b', 'packages/contracts', 'server']);
});
// Type-checking and the type-aware lint are each single-threaded: side by side they use both cores
// of a small machine. (No ESLint cache: with type-aware rules an unchanged file can break when a
// file it imports changes, which a per-file cache would not see.)
log('类型检查和代码检查（同时进行）…');
const checks = await timed('checks', () =>
  Promise.all([
    runCollected('npm', ['run', '--silent', 'typecheck']).then((r) => ({ ...r, label: 'typecheck', title: '类型检查' })),
    runCollected('npm', ['run', '--silent', 'lint']).then((r) => ({ ...r, label: 'lint', title: '代码检查' })),
    runCollected('npm', ['run', '--silent', 'format:check']).then((r) => ({ ...r, label: 'format', title: '格式检查' })),
  ]),
);
for (const check of checks) {
  log(`${check.title}：${check.code === 0 ? '通过' : '失败'}`);
  if (check.output.trim()) process.stdout.write(check.output.endsWith('\n') ? check.output : `${check.output}\n`);
  if (check.code !== 0) failures.push(check.label);
}

await vitest('unit-and-web', ['unit', 'web']);
await vitest('api-pglite', ['api'], { TEST_DB: 'pglite' });
if (await reachable('127.0.0.1', 5432)) {
  await vitest('api-postgres', ['api'], { TEST_DB: 'postgres' });
} else if (process.env.CI === 'true') {
  console.error('CI=true 但 PostgreSQL (127.0.0.1:5432) 不可用');
  failures.push('api-postgres');
} else {
  log('PostgreSQL 不可用，跳过 PostgreSQL 上的 API 测试');
}

if (fs.existsSync(path.join(root, 'e2e', 'run.mjs'))) {
  await timed('build', () => runOrExit('node', ['scripts/build.mjs']));
  log('浏览器测试…');
  const summary = path.join(os.tmpdir(), `suanpan-e2e-${process.pid}.json`);
  const code = await timed('e2e', () => run('node', ['e2e/run.mjs'], { env: { E2E_SUMMARY: summary } }));
  try {
    const r = JSON.parse(fs.readFileSync(summary, 'utf8'));
    totals.passed += r.passed;
    totals.failed += r.failed;
    failedTests.push(...r.failedNames.map((name) => `e2e › ${name}`));
  } catch {
    if (code !== 0) totals.failed += 1;
  }
  if (code !== 0) failures.push('e2e');
}

console.log('');
if (failures.length) console.log(`失败的步骤：${failures.join(', ')}`);
for (const test of failedTests) console.log(`✗ ${test}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`time: ${stepTimes.join(', ')}; ${Math.round((Date.now() - startedAt) / 1000)} s in all`);
process.exit(failures.length ? 1 : 0);
