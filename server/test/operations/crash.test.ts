import fs from 'node:fs';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeModules } from '../../src/app/compose-modules.js';
import { openDatabase } from '../../src/db/database.js';
import { modules } from '../../src/modules/index.js';
import { childDatabase, ensureBuilt, startChild, TEST_DB, type ChildDatabase, type ChildServer } from '../support/child-server.js';
import { TEST_TIME_ZONE } from '../support/test-db.js';
import { billsPerKey, crashFindings } from './crash-checks.js';
import { balancesShown, posting, prepareParties, send, signIn, stockKey, type Parties, type Posting } from './crash-workload.js';

// Crash safety (issue 14 item 1): the real server as a child process, six clients posting bills of several lines and
// income receipts under Idempotency-Keys, SIGKILL in the middle, a restart on the same data folder or database. After
// it: the requests cut by the kill, sent again with their keys, each complete exactly once; then no partial bill, the
// stock is the ledger's sum, every kept summary is its recomputation, balances are what the clients' own sums say,
// bill numbers are unique.

const CLIENTS = 6;
// Acknowledged bills before the kill: enough that the kill lands in a steady stream, few enough for a loaded machine.
const BEFORE_KILL = 30;

let database: ChildDatabase;
beforeAll(async () => {
  ensureBuilt();
  database = await childDatabase('demo');
});
afterAll(async () => database?.drop());

interface Outcome {
  posting: Posting;
  /** The answer's data, or undefined when the connection was cut (or refused) before an answer came. */
  answer?: { id: number; number?: string; billNo?: string };
}

/** Clients post until told to stop; every request is recorded with its answer or as cut. */
function storm(server: ChildServer, token: string, parties: Parties, acknowledged: () => void) {
  let stop = false;
  const outcomes: Outcome[] = [];
  const client = async (c: number) => {
    for (let n = 0; !stop; n++) {
      const p = posting(parties, `crash-${c}-${n}`, n + c);
      const outcome: Outcome = { posting: p };
      outcomes.push(outcome);
      try {
        const res = await send(server, token, 'POST', p.url, p.body, { 'Idempotency-Key': p.key });
        if (res.status !== 200) throw new Error(`${p.key}: ${res.status} ${JSON.stringify(res.data)}`);
        outcome.answer = res.data;
        acknowledged();
      } catch (error) {
        if (!stop) throw error;
        return; // cut by the kill: retried after the restart
      }
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { outcomes, running, halt: () => (stop = true) };
}

describe(`crash safety (${TEST_DB})`, () => {
  it.runIf(TEST_DB === 'pglite')('the embedded database syncs every commit to disk (fsync on, WAL synced by the host)', async () => {
    const handle = await openDatabase({ dataDir: database.where, timeZone: TEST_TIME_ZONE });
    try {
      const settings = await sql<{ name: string; setting: string }>`
        select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit') order by name`.execute(handle.db);
      expect(settings.rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      const synced = vi.spyOn(fs, 'fsyncSync');
      await handle.db.transaction().execute(async (trx) => sql`create table fsync_probe as select 1 as x`.execute(trx));
      expect(synced).toHaveBeenCalled();
      synced.mockRestore();
    } finally {
      await handle.close();
    }
  });

  it('SIGKILL while six clients post: after restart every cut request completes once, nothing is partial, every figure adds up', async () => {
    let server = await startChild(database.env);
    let token = await signIn(server);
    const parties = await prepareParties(server, token);

    let acks = 0;
    let kill!: () => void;
    const killed = new Promise<void>((resolve) => (kill = resolve));
    const s = storm(server, token, parties, () => {
      if (++acks === BEFORE_KILL) kill();
    });
    // A client refused before the kill fails the test; the server must not outlive it.
    await Promise.race([killed, s.running]).catch((error: unknown) => {
      server.process.kill('SIGKILL');
      throw error;
    });
    s.halt();
    server.process.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await s.running;
    const cut = s.outcomes.filter((o) => !o.answer);
    expect(acks).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(cut.length).toBeGreaterThan(0);

    server = await startChild(database.env);
    try {
      // The session was kept in the database: the same token signs the retries.
      const sessionKept = await send(server, token, 'GET', '/user/getUserSession');
      expect(sessionKept.status).toBe(200);
      token = await signIn(server);
      for (const o of cut) {
        const res = await send(server, token, 'POST', o.posting.url, o.posting.body, { 'Idempotency-Key': o.posting.key });
        expect(res.status, `${o.posting.key}: ${JSON.stringify(res.data)}`).toBe(200);
        o.answer = res.data;
        // A second retry replays the same answer: the same bill, not another.
        const again = await send(server, token, 'POST', o.posting.url, o.posting.body, { 'Idempotency-Key': o.posting.key });
        expect(again.data).toEqual(res.data);
      }
      // A key whose answer the client did receive replays it too.
      const acked = s.outcomes.find((o) => o.answer && o.posting.key.startsWith('crash-0-'))!;
      const replay = await send(server, token, 'POST', acked.posting.url, acked.posting.body, { 'Idempotency-Key': acked.posting.key });
      expect(replay.data).toEqual(acked.answer);

      // Balances as the screens show them equal the clients' own sums over every request, each done once.
      const sum = (pick: (p: Posting) => Decimal) => s.outcomes.reduce((t, o) => t.plus(pick(o.posting)), new Decimal(0));
      const shown = await balancesShown(server, token, parties);
      expect(new Decimal(shown.account).toString()).toBe(sum((p) => p.account).toString());
      expect(new Decimal(shown.needPay).toString()).toBe(sum((p) => p.needPay).toString());
      expect(new Decimal(shown.needGet).toString()).toBe(sum((p) => p.needGet).toString());
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }

    const handle = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR, timeZone: TEST_TIME_ZONE });
    try {
      const tenant = await handle.db.selectFrom('app_user').select('tenant_id').where('login_name', '=', 'jsh').executeTakeFirstOrThrow();
      const tenantId = String(tenant.tenant_id);
      const findings = await crashFindings(handle.db, composeModules(modules).balances, tenantId);
      expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((k) => [k, 0])));

      const perKey = await billsPerKey(handle.db, tenantId);
      expect(perKey.size).toBe(s.outcomes.length);
      expect([...perKey.values()].every((n) => n === 1)).toBe(true);

      const expected = new Map<string, Decimal>();
      for (const o of s.outcomes)
        for (const m of o.posting.stock) expected.set(stockKey(m.barCode, m.depot), (expected.get(stockKey(m.barCode, m.depot)) ?? new Decimal(0)).plus(m.qty));
      const { rows } = await sql<{ bar_code: string; depot_id: string; quantity: string }>`
        select e.bar_code, c.depot_id, c.quantity from stock_current c
        join material_extend e on e.tenant_id = c.tenant_id and e.material_id = c.material_id
        where c.tenant_id = ${tenantId} and e.bar_code in (${sql.join(parties.barCodes)})`.execute(handle.db);
      const actual = new Map(rows.map((r) => [stockKey(r.bar_code, String(r.depot_id)), new Decimal(r.quantity)]));
      for (const [k, q] of expected) expect(`${k}=${(actual.get(k) ?? new Decimal(0)).toString()}`).toBe(`${k}=${q.toString()}`);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
