// Builds the contracts and the server (tsc) and the web app (vite) into their dist folders.
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, log, root, runOrExit } from './lib.mjs';

await ensureInstalled();
log('编译服务端…');
await runOrExit('npx', ['tsc', '-b', 'packages/contracts', 'server']);
if (fs.existsSync(path.join(root, 'web', 'vite.config.ts'))) {
  log('构建前端…');
  await runOrExit('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
}
