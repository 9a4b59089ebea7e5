import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedMd5Hash } from '../../src/app/auth/passwords.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// An account imported from jshERP keeps its unsalted md5 only until its password is first proven at sign-in.

let app: TestApp;
const OLD = 'jsh-old-pass1';
const hashOf = async () =>
  (await app.db.selectFrom('app_user').select('password_hash').where('login_name', '=', 'admin').executeTakeFirstOrThrow()).password_hash;
const signIn = (password: string) =>
  app.call('POST', '/user/login', { body: { loginName: 'admin', password }, ip: `10.9.9.${Math.floor(Math.random() * 200)}` });

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  await app.db
    .updateTable('app_user')
    .set({ password_hash: importedMd5Hash(createHash('md5').update(OLD).digest('hex')) })
    .where('login_name', '=', 'admin')
    .execute();
});

afterAll(async () => {
  await app?.close();
});

describe('sign-in with an imported jshERP md5 password', () => {
  it('refuses a wrong password and keeps the hash; the md5 hex itself is not a password (no pass-the-hash)', async () => {
    const before = await hashOf();
    expect((await signIn('wrong-pass1')).body.data.msgTip).toBe('user password error');
    expect((await signIn(before.slice(4))).body.data.msgTip).toBe('user password error');
    expect(await hashOf()).toBe(before);
  });

  it('accepts the old password once and stores our own salted hash in place of the md5 at that sign-in', async () => {
    const first = await signIn(OLD);
    expect(first.body.data.msgTip).toBe('user can login');
    expect(await hashOf()).toMatch(/^scrypt-md5\$/);
    expect((await signIn(OLD)).body.data.msgTip).toBe('user can login');
    expect((await signIn('wrong-pass1')).body.data.msgTip).toBe('user password error');
  });
});
