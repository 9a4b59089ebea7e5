import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectErrorEnvelope, unique, userOf } from '../support/fixtures.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';

// Issue 38: a user's interface language is kept with the user (PUT /user/language), so it follows them to any
// browser: sign-in and /user/getUserSession answer it, null until chosen.

let t: TestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await userOf(t, 'jsh')).tenantId;
});
afterAll(async () => t.close());

async function newUser(): Promise<{ loginName: string; token: string }> {
  const loginName = unique('lang');
  await createUser(t, tenantId, loginName, null);
  return { loginName, token: await t.login(loginName) };
}

const language = async (token: string) => (await t.call<any>('GET', '/user/getUserSession', { token })).body.data.user.language;

describe('PUT /user/language', () => {
  it('is null until chosen, then kept with the user: the session, a later sign-in elsewhere, and nobody else', async () => {
    const a = await newUser();
    const b = await newUser();
    expect(await language(a.token)).toBeNull();
    const res = await t.call<any>('PUT', '/user/language', { token: a.token, body: { language: 'en-US' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ language: 'en-US' });
    expect(await language(a.token)).toBe('en-US');
    const signIn = await t.call<any>('POST', '/user/login', { body: { loginName: a.loginName, password: DEMO_PASSWORD } });
    expect(signIn.body.data.user.language).toBe('en-US');
    expect(await language(b.token)).toBeNull();
    await t.call('PUT', '/user/language', { token: a.token, body: { language: 'zh-CN' } });
    expect(await language(a.token)).toBe('zh-CN');
  });

  it('refuses a language it does not have, other fields and a visitor, changing nothing', async () => {
    const a = await newUser();
    for (const body of [{ language: 'fr-FR' }, { language: 'en' }, { language: null }, {}, { language: 'en-US', userId: 1 }]) {
      const res = await t.call<any>('PUT', '/user/language', { token: a.token, body });
      expectErrorEnvelope(res, 400);
    }
    expect((await t.call<any>('PUT', '/user/language', { token: a.token, body: { language: 'fr-FR' } })).body.data.message).toMatch(/语言/);
    expectErrorEnvelope(await t.call('PUT', '/user/language', { body: { language: 'en-US' } }), 401);
    expect(await language(a.token)).toBeNull();
  });
});
