import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, nextIp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /user/login', () => {
  it('signs in with the right password and never returns a password field', async () => {
    const res = await t.call('POST', '/user/login', { body: { loginName: 'jsh', password: DEMO_PASSWORD }, ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.body.data.msgTip).toBe('user can login');
    expect(res.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data.user.loginName).toBe('jsh');
    expect(res.text).not.toMatch(/password/i);
  });

  it('answers an unknown login name as a wrong password, so names cannot be probed', async () => {
    const unknown = await t.call('POST', '/user/login', { body: { loginName: 'nobody', password: 'x1yyyy' }, ip: nextIp() });
    expect(unknown.body.data).toEqual({ msgTip: 'user password error' });
    const wrong = await t.call('POST', '/user/login', { body: { loginName: 'test123', password: 'wrong1x' }, ip: nextIp() });
    expect(wrong.body.data).toEqual({ msgTip: 'user password error' });
  });
});
