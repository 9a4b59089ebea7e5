// Benchmark suite entry (`npm run bench [name filter]`): builds the server (and the web app when a scenario
// loads it in a browser), then runs every bench/*.bench.mjs in turn. Each scenario prints its own figures
// and its ratio to its limit or target.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, log, root, runOrExit } from '../scripts/lib.mjs';

const only = process.argv[2];
const dir = path.join(root, 'bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();
// Scenarios that open the app in a browser need the web build as well.
const WEB_SCENARIOS = ['login-load.bench.mjs'];

await ensureInstalled();
if (files.some((f) => WEB_SCENARIOS.includes(f))) {
  await runOrExit('node', ['scripts/build.mjs']);
} else {
  log('编译服务端…');
  await runOrExit('npx', ['tsc', '-b', 'packages/contracts', 'server']);
}
let failed = 0;
for (const file of files) {
  log(`基准测试 ${file}`);
  const mod = await import(pathToFileURL(path.join(dir, file)).href);
  try {
    if (typeof mod.default === 'function') await mod.default();
  } catch (error) {
    failed += 1;
    console.error(`${file} 失败：`, error);
  }
}
process.exit(failed ? 1 : 0);
