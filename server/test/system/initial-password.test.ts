import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../support/test-app.js';

// Issue 34 item 4: the sign-in's `pwdSimple` means "the password is still the initial one" — set by someone else (a
// user's creation, an administrator's reset, a tenant opened by the platform, a seed) and never changed by its owner —
// whatever its strength.

let t: TestApp;
let owner: string;
const STRONG = 'Kx7-mQ2p#Lw9zR4'; // 15 characters, mixed: still initial when someone else chose it

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('jsh');
});
afterAll(async () => t.close());

const signIn = async (loginName: string, password: string) => {
  const res = await t.call('POST', '/user/login', { body: { loginName, password }, ip: nextIp() });
  expect(res.body.data.msgTip).toBe('user can login');
  return res.body.data as { token: string; pwdSimple: boolean };
};
const changeOwn = async (token: string, userId: number, oldpassword: string, password: string) => {
  const res = await t.call('PUT', '/user/updatePwd', { token, body: { userId, oldpassword, password, confirmPassword: password } });
  expect(res.body.data.status).toBe(1);
};

describe('initial password flag', () => {
  it('a user created by the owner: initial until they change it; initial again after a reset', async () => {
    const added = await t.call('POST', '/user/addUser', { token: owner, body: { loginName: 'initial1', username: '初始一', password: STRONG } });
    expect(added.status).toBe(200);
    const first = await signIn('initial1', STRONG);
    expect(first.pwdSimple).toBe(true);
    const mine = 'Own-choice-8812';
    await changeOwn(first.token, added.body.data.id as number, STRONG, mine);
    expect((await signIn('initial1', mine)).pwdSimple).toBe(false);
    // Signing in again does not bring it back.
    expect((await signIn('initial1', mine)).pwdSimple).toBe(false);
    expect((await t.call('POST', '/user/resetPwd', { token: owner, body: { id: added.body.data.id, password: STRONG } })).status).toBe(200);
    expect((await signIn('initial1', STRONG)).pwdSimple).toBe(true);
  });

  it("a tenant opened by the platform: its owner's password is initial; a self-registered one is not", async () => {
    const admin = await t.login('admin');
    expect((await t.call('POST', '/tenant/add', { token: admin, body: { loginName: 'initialco', password: STRONG } })).status).toBe(200);
    expect((await signIn('initialco', STRONG)).pwdSimple).toBe(true);
    const registered = await t.call('POST', '/user/registerUser', { body: { loginName: 'selfco1', password: STRONG }, ip: nextIp() });
    expect(registered.status).toBe(200);
    expect((await signIn('selfco1', STRONG)).pwdSimple).toBe(false);
  });
});
