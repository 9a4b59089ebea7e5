import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedMd5Hash } from '../../src/app/auth/passwords.js';
import { createTestApp, DEMO_PASSWORD, nextIp, type TestApp } from '../support/test-app.js';

// Sign-in from jshERP's own client (issue 36 item 2): it sends the md5 hex of the password to the reference mount.
// Every account answers it — seeded, created in Suanpan, imported from jshERP — while the stored hash stays a salted
// scrypt (taken over that md5), and our own mount still takes only the password as typed.

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('jsh');
});
afterAll(async () => t.close());

const signIn = async (loginName: string, password: string, reference: boolean) =>
  (await t.call('POST', '/user/login', { body: { loginName, password }, ip: nextIp(), reference })).body as {
    code: number;
    data: { msgTip: string; token?: string };
  };
const hashOf = async (loginName: string) =>
  (await t.db.selectFrom('app_user').select('password_hash').where('login_name', '=', loginName).executeTakeFirstOrThrow()).password_hash;
const setHash = (loginName: string, hash: string) => t.db.updateTable('app_user').set({ password_hash: hash }).where('login_name', '=', loginName).execute();

describe('sign-in with the md5 hex on the reference mount', () => {
  it('signs a seeded user in, and the session serves both mounts', async () => {
    const res = await signIn('test123', md5(DEMO_PASSWORD), true);
    expect(res.data.msgTip).toBe('user can login');
    for (const reference of [true, false]) expect((await t.call('GET', '/user/getUserSession', { token: res.data.token!, reference })).status).toBe(200);
    expect(await hashOf('test123')).toMatch(/^scrypt-md5\$/);
  });

  it('signs in a user created in Suanpan with either client’s form, each on its own mount only', async () => {
    const password = 'pear-8315x';
    const added = await t.call('POST', '/user/addUser', { token: owner, body: { loginName: 'md5clerk', username: '文员', password } });
    expect(added.status, added.text).toBe(200);
    expect((await signIn('md5clerk', md5(password), true)).data.msgTip).toBe('user can login');
    expect((await signIn('md5clerk', password, false)).data.msgTip).toBe('user can login');
    // The typed password is not jshERP's form, and our own mount takes no hash in place of the password.
    expect((await signIn('md5clerk', password, true)).data.msgTip).toBe('user password error');
    expect((await signIn('md5clerk', md5(password), false)).data.msgTip).toBe('user password error');
    expect((await signIn('md5clerk', md5('pear-8315y'), true)).data.msgTip).toBe('user password error');
  });

  it('a hash of before (scrypt over the typed password) answers the md5 once its password was typed in our app', async () => {
    const password = 'fig-2207q';
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    await setHash('md5clerk', ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$'));
    expect((await signIn('md5clerk', md5(password), true)).data.msgTip).toBe('user password error');
    expect((await signIn('md5clerk', password, false)).data.msgTip).toBe('user can login');
    expect(await hashOf('md5clerk')).toMatch(/^scrypt-md5\$/);
    expect((await signIn('md5clerk', md5(password), true)).data.msgTip).toBe('user can login');
  });

  it('refuses a password change from its client, which sends only md5s, and leaves the password as it was', async () => {
    const token = (await signIn('md5clerk', md5('fig-2207q'), true)).data.token!;
    const before = await hashOf('md5clerk');
    const res = await t.call('PUT', '/user/updatePwd', {
      token,
      reference: true,
      body: { oldpassword: md5('fig-2207q'), password: md5('pear-9999z') },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('请在算盘ERP中修改密码');
    expect(await hashOf('md5clerk')).toBe(before);
    expect((await signIn('md5clerk', 'fig-2207q', false)).data.msgTip).toBe('user can login');
  });

  it('an account imported from jshERP signs in from its client and its md5 becomes our hash at once', async () => {
    const password = 'kiwi-5531m';
    await setHash('md5clerk', importedMd5Hash(md5(password)));
    expect((await signIn('md5clerk', md5('kiwi-5531n'), true)).data.msgTip).toBe('user password error');
    expect((await signIn('md5clerk', md5(password), true)).data.msgTip).toBe('user can login');
    expect(await hashOf('md5clerk')).toMatch(/^scrypt-md5\$/);
    expect((await signIn('md5clerk', password, false)).data.msgTip).toBe('user can login');
  });
});
