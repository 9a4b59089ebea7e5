// Type-checks every TypeScript project of the workspace (packages without one yet are skipped).
import fs from 'node:fs';
import path from 'node:path';
import { root, runOrExit } from './lib.mjs';

await runOrExit('npx', ['tsc', '-b', 'packages/contracts', 'server']);
for (const project of ['server/tsconfig.test.json', 'web/tsconfig.json', 'e2e/tsconfig.json', 'tsconfig.tools.json']) {
  if (fs.existsSync(path.join(root, project))) await runOrExit('npx', ['tsc', '-p', project, '--noEmit']);
}
