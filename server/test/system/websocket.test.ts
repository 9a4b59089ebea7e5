import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWs, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let jsh: string;
let test123: { tenantId: string; userId: string };
let owner: { tenantId: string; userId: string };

const addMessage = async (userId: string, msgTitle: string) => {
  const res = await t.call('POST', '/msg/add', { token: jsh, body: { msgTitle, userId: Number(userId) } });
  expect(res.status, res.text).toBe(200);
  return String(res.body.data.id);
};

beforeAll(async () => {
  t = await createTestApp();
  jsh = await sessionFor(t, 'jsh');
  test123 = await userOf(t, 'test123');
  owner = await userOf(t, 'jsh');
});
afterAll(async () => t.close());

describe('/websocket/{userId}', () => {
  it('closes with 4401 without a valid token', async () => {
    const revoked = await sessionFor(t, 'test123');
    await t.call('GET', '/user/logout', { token: revoked });
    for (const query of ['', '?token=', '?token=abc', `?token=${'0'.repeat(64)}`, `?token=${revoked}`, '?token[]=x']) {
      const ws = await openWs(t, `/websocket/${test123.userId}${query}`);
      expect((await ws.closed).code, query).toBe(4401);
    }
  });

  it('closes with 4403 when the token belongs to someone else', async () => {
    const token = await sessionFor(t, 'test123');
    for (const userId of [owner.userId, '0', 'abc', `${test123.userId}0`]) {
      const ws = await openWs(t, `/websocket/${userId}?token=${token}`);
      expect((await ws.closed).code, userId).toBe(4403);
    }
  });

  it('delivers the user’s own pushes only, and answers the heartbeat', async () => {
    const mine = await openWs(t, `/websocket/${test123.userId}?token=${await sessionFor(t, 'test123')}`);
    const theirs = await openWs(t, `/websocket/${owner.userId}?token=${jsh}`);
    mine.send('HeartBeat');
    expect(await mine.next((m) => m === 'HeartBeat')).toBe('HeartBeat');

    const title = unique('推送');
    const msgId = await addMessage(test123.userId, title);
    const frame = JSON.parse(await mine.next((m) => m.includes(title))) as unknown;
    expect(frame).toEqual({ cmd: 'user', msgTxt: title, msgId });

    const other = unique('别人的');
    await addMessage(owner.userId, other);
    expect(JSON.parse(await theirs.next((m) => m.includes(other)))).toMatchObject({ cmd: 'user', msgTxt: other });
    // A round trip on the socket after the push proves nothing more was queued for it.
    mine.send('HeartBeat');
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.messages.filter((m) => m.includes(other))).toEqual([]);
    expect(theirs.messages.filter((m) => m.includes(title))).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('a refused message sends no push', async () => {
    const mine = await openWs(t, `/websocket/${test123.userId}?token=${await sessionFor(t, 'test123')}`);
    const res = await t.call('POST', '/msg/add', { token: jsh, body: { msgTitle: 'x'.repeat(101), userId: Number(test123.userId) } });
    expect(res.status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.messages).toEqual([]);
    mine.close();
  });
});
