// Type-checks every TypeScript project of the workspace (packages without one yet are skipped).
import fs from 'node:fs';
import path from 'node:path';
import { root, runOrExit } from './lib.mjs';

await runOrExit('npx', ['tsc', '-b', 'packages/contracts', 'server']);
// The server's tests are checked against the declarations `tsc -b` just wrote (server/tsconfig.test-check.json
// references the built projects), not against server/src again: that was checked once above, and checking it twice
// cost 14 of the 36 CPU seconds spent on the server and its tests (docs/performance.md, "The checks on 2 cores"). ESLint keeps
// server/tsconfig.test.json (sources, no build needed) for its type-aware rules.
for (const project of ['server/tsconfig.test-check.json', 'web/tsconfig.json', 'e2e/tsconfig.json', 'tsconfig.tools.json']) {
  if (fs.existsSync(path.join(root, project))) await runOrExit('npx', ['tsc', '-p', project, '--noEmit']);
}
