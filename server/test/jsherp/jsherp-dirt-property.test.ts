import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnomalyKind } from '../../src/ops/jsherp/anomalies.js';
import { importJsh } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { breakSource, type SourceDamage } from './support/break-source.js';
import { DIRTS, dirty, type Dirt } from './support/dirt.js';
import { createJshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';

// Issue 35 items 1, 2 and 5: any mix of dirt, applied in any order to the small company, never fails a tenant, and the
// reconciliation still agrees (or names the repair that explains a difference); each dirt applied is reported as the
// kind it is. A dry run each time, so one target serves every run. Few runs: each loads and imports a whole company.

/** The damages of break-source.ts that are dirt (repaired, not refused), and the kind each is reported as. */
const DAMAGE_KIND: Partial<Record<SourceDamage, AnomalyKind>> = {
  orphanLinks: 'orphanLink',
  unknownProduct: 'placeholder',
  orphanLine: 'orphanLine',
  duplicateBarcode: 'duplicateCode',
  duplicateBillNumber: 'duplicateCode',
  negativeStock: 'negativeStock',
  duplicateLogin: 'duplicateCode',
};

const DIRT_KIND: Record<Dirt, AnomalyKind[]> = {
  settledBillGone: ['goneSettledBill'],
  ownerGone: ['missingOwner'],
  duplicateFinanceNumber: ['duplicateCode'],
  straySpaces: ['straySpaces'],
  nullDates: ['nullDate'],
  emptyNumbers: ['emptyNumber'],
  headerTotals: ['headerTotal'],
  oddCharacters: ['oddCharacters'],
  longText: ['truncated'],
  goneReferences: ['missingCreator', 'clearedReference'],
};

type Mix = Array<{ damage: SourceDamage } | { dirt: Dirt }>;

const ALL: Mix = [...(Object.keys(DAMAGE_KIND) as SourceDamage[]).map((damage) => ({ damage })), ...DIRTS.map((dirt) => ({ dirt }))];

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ demo: false });
});

afterAll(async () => {
  await app?.close();
});

/** Loads the small company, applies the mix in its order; returns what each tenant must report. */
async function importDirty(mix: Mix) {
  const jsh = await createJshDatabase();
  try {
    await createJshSchema(jsh);
    await loadSmallCompany(jsh);
    const expected = new Map<number, Set<AnomalyKind>>();
    for (const m of mix) {
      const where = 'damage' in m ? await breakSource(jsh, m.damage) : await dirty(jsh, m.dirt);
      const kinds = 'damage' in m ? [DAMAGE_KIND[m.damage]!] : DIRT_KIND[m.dirt];
      const set = expected.get(where.tenantId!) ?? new Set();
      for (const k of kinds) set.add(k);
      expected.set(where.tenantId!, set);
    }
    const source = await openSource(jsh.url);
    try {
      const outcomes = await importJsh(app.db, source, {
        dryRun: true,
        balances: app.balances,
        progress: new Progress(new Writable({ write: (_c, _e, done) => done() })),
      });
      return { outcomes, expected };
    } finally {
      await source.close();
    }
  } finally {
    await jsh.drop();
  }
}

describe('npm run import:jsherp — random mixes of dirt', () => {
  it('never fails a tenant for dirt; the reconciliation holds; every dirt is reported', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(ALL, { minLength: 1 }), async (mix) => {
        const { outcomes, expected } = await importDirty(mix);
        expect(outcomes.map((o) => [o.loginName, o.status, o.message])).toEqual([
          ['jsh', 'dry-run', undefined],
          ['beifang', 'dry-run', undefined],
        ]);
        for (const o of outcomes) {
          expect(o.reconciliation?.filter((r) => r.verdict === 'fail')).toEqual([]);
          const reported = new Set(o.anomalies.map((a) => a.kind));
          expect([...(expected.get(Number(o.sourceTenantId)) ?? [])].filter((k) => !reported.has(k))).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.JSHERP_DIRT_RUNS ?? 3) },
    );
  });
});
