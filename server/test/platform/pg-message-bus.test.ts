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
});
