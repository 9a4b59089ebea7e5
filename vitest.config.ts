import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));
const alias = { '@suanpan/contracts': contracts };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // API suites share one database per worker; files run in parallel workers.
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
        },
      },
    ],
  },
});
