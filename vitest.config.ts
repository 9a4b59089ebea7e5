import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));
const alias = { '@suanpan/contracts': contracts };

// The API files that run for minutes, longest first (docs/performance.md, per-file figures). A fresh clone
// (CI) has no timings cached, so vitest would start them wherever the glob puts them: one started last
// keeps one worker busy for minutes while the other has nothing left to do. Started first, they overlap
// the many short files.
const LONGEST_FIRST = ['server/test/system/hostile-input.test.ts', 'server/test/reports/report-exactness.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    // Projects keep the order vitest gave them; within one, the listed files go first.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted
      .map((spec, at) => ({ spec, at }))
      .sort((a, b) => projects.indexOf(a.spec.project.name) - projects.indexOf(b.spec.project.name) || rank(a.spec) - rank(b.spec) || a.at - b.at)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    // Files run in parallel workers. Vitest's default (cores - 1) is one worker on a 2-core machine,
    // leaving a core idle while the main process waits: two workers keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
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
          // One module graph per worker: the app, kysely, PGlite and fastify are imported once, not again for every
          // file (import was ≈ 40 % of the project's time). Files stay independent through their own database and app
          // (createTestApp); the server keeps no module state but counters and WeakMaps keyed by an app's objects
          // (docs/performance.md, "The API project without per-file isolation").
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // One module graph per worker instead of one per file: antd, its icons and rc-* are imported once, not
          // again for every file (that import was most of the project's time). web/src/test/setup.ts puts back what
          // a file can leave behind (antd's holders, portals, timers, stubs, storage), so files stay independent.
          isolate: false,
          // Rendering antd screens in happy-dom takes seconds when both cores are busy (the suite runs files in
          // parallel); a hang still fails, a slow machine does not.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
