// Benchmark suite entry (`npm run bench`): builds the server, then runs every bench/*.bench.mjs in
// turn. Each scenario prints its own figures and its ratio to the raw-SQL limit of the same run.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, log, root, runOrExit } from '../scripts/lib.mjs';

await ensureInstalled();
log('编译服务端…');
await runOrExit('npx', ['tsc', '-b', 'packages/contracts', 'server']);

const only = process.argv[2];
const dir = path.join(root, 'bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();
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
