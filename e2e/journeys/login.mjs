/* global document -- used inside page.waitForFunction (runs in the browser) */
import { HOME, login, loginToHome, seeText } from '../lib/app.mjs';
import { assert } from '../lib/assert.mjs';

export const journeys = [
  {
    name: 'login: each refusal shows its Chinese message',
    async run({ page }) {
      // An unknown name and a wrong password are answered alike (names cannot be probed).
      await login(page, 'nobody', 'whatever1');
      await seeText(page, '用户名或密码不正确');
      await login(page, 'jsh', 'wrong1234');
      await seeText(page, '用户名或密码不正确');
      assert(page.url().includes('/user/login'), 'stays on the login page after a refusal');
    },
    allow: [/429 POST \/api\/user\/login/],
  },
  {
    name: 'login: form validation',
    async run({ page }) {
      await page.goto('/user/login');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await seeText(page, '请输入用户名!');
      await seeText(page, '请输入密码!');
    },
  },
  {
    name: 'login: success lands on the home page; / and /user/login send a signed-in user home',
    async run({ page }) {
      await loginToHome(page);
      await seeText(page, '欢迎回来');
      await page.goto('/');
      await page.waitForURL(`**${HOME}`);
      await page.goto('/user/login');
      await page.waitForURL(`**${HOME}`);
      await page.getByTestId('greeting').waitFor();
      await page.waitForFunction(() => document.title.startsWith('首页'));
      assert((await page.title()).includes('首页'), 'page title is the tab title plus the system title');
    },
  },
  {
    name: 'guard: a visitor is sent to the login page; unknown paths show 404',
    async run({ page }) {
      await page.goto('/system/role');
      await page.waitForURL('**/user/login');
      await page.goto('/no/such/page');
      await page.waitForURL('**/user/login');
      await loginToHome(page);
      await page.goto('/no/such/page');
      await page.waitForURL('**/404');
      await seeText(page, '抱歉，你访问的页面不存在');
    },
  },
  {
    name: 'register: a new tenant registers and can sign in',
    async run({ page }) {
      await page.goto('/user/login');
      await page.getByRole('link', { name: '注册租户' }).click();
      const name = `e2e${Date.now().toString(36)}`;
      await page.getByPlaceholder('用户名（至少4位，含小写字母）').fill(name);
      await page.getByPlaceholder('至少6位密码，区分大小写').fill('plum-7421');
      await page.getByPlaceholder('确认密码').fill('plum-7422');
      await seeText(page, '两次密码不一致!');
      await page.getByPlaceholder('确认密码').fill('plum-7421');
      await page.getByRole('button', { name: /注册租户/ }).click();
      await page.waitForURL('**/user/register-result');
      await seeText(page, `你的租户：${name} 注册成功`);
      await page.getByRole('button', { name: /立即登录/ }).click();
      await page.getByPlaceholder('密码').fill('plum-7421');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.waitForURL(`**${HOME}`);
    },
  },
];
