import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));
const alias = { '@suanpan/contracts': contracts };

export default defineConfig({
  test: {
    // Files run in parallel workers. Vitest's default (cores - 1) is one worker on a 2-core machine,
    // leaving a core idle while the main process waits: two workers keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/architecture/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          exclude: ['server/test/architecture/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Builds the run's database snapshot (PGlite) or template (PostgreSQL) once; each file
          // gets its own copy (server/test/support/database-snapshots.ts).
          globalSetup: ['server/test/support/global-setup.ts'],
          fileParallelism: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // Rendering antd screens in happy-dom takes seconds when both cores are busy (the suite runs files in
          // parallel); a hang still fails, a slow machine does not.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
