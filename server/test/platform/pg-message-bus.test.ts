import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgBus } from '../../src/app/pg-message-bus.js';
import { TEST_DB } from '../support/test-db.js';

const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe.runIf(TEST_DB === 'postgres')('PostgreSQL message bus', () => {
  it('delivers a push published by one server to the subscriber on another, and only to that user', async () => {
    const a = await createPgBus(URL);
    const b = await createPgBus(URL);
    try {
      const received: string[] = [];
      const other: string[] = [];
      b.subscribe('7', '70', (p) => received.push(p.payload.msgId));
      b.subscribe('7', '71', (p) => other.push(p.payload.msgId));
      a.publish({ tenantId: '7', userId: '70', payload: { cmd: 'user', msgTxt: '新消息', msgId: '5' } });
      await expect.poll(() => received, { timeout: 5000 }).toEqual(['5']);
      expect(other).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('listens again when its connection is cut, so pushes reach this server afterwards', async () => {
    const a = await createPgBus(URL);
    const b = await createPgBus(URL);
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    try {
      const received: string[] = [];
      b.subscribe('7', '72', (p) => received.push(p.payload.msgId));
      // The listening connections on this database (both buses'; servers under test use databases of their own) are cut,
      // as a PostgreSQL restart would.
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen suanpan_push' and pid <> pg_backend_pid()`,
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      let n = 0;
      await expect
        .poll(
          () => {
            a.publish({ tenantId: '7', userId: '72', payload: { cmd: 'user', msgTxt: '重连后', msgId: String((n += 1)) } });
            return received.length;
          },
          { timeout: 15_000, interval: 300 },
        )
        .toBeGreaterThan(0);
    } finally {
      await admin.end();
      await a.close();
      await b.close();
    }
  });
});
