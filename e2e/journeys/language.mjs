import { login, openUserMenu, registerTenant } from '../lib/app.mjs';
import { assert } from '../lib/assert.mjs';

const PASSWORD = 'plum-7421';

/** Signs in on the English sign-in page. */
async function signInInEnglish(page, loginName) {
  await page.getByPlaceholder('Username').fill(loginName);
  await page.getByPlaceholder('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByTestId('greeting').waitFor();
}

export const journeys = [
  {
    name: 'language: English from the sign-in page, kept with the user on another browser, 中文 again from the user menu',
    async run({ page, base, newPage, shot }) {
      const name = `lang${Date.now().toString(36)}`;
      await registerTenant(base, name, PASSWORD);
      await page.goto('/user/login');
      await page.getByRole('button', { name: /English/ }).click();
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await shot('language-login-en');
      await signInInEnglish(page, name);
      await page.getByText(`Welcome, ${name}`).waitFor();
      await shot('language-home-en');

      // Another browser, in Chinese: signing in brings the user's English with it.
      const other = (await newPage()).page;
      await login(other, name, PASSWORD);
      await other.getByText(`Welcome, ${name}`).waitFor();
      // Back to Chinese from the header's user menu; the page redraws and a reload keeps it.
      await openUserMenu(other, '中文', other.getByText(`欢迎，${name}`));
      await other.reload();
      await other.getByText(`欢迎，${name}`).waitFor();
      assert((await other.locator('html').getAttribute('lang')) === 'zh-CN', 'the page says it is Chinese');
    },
  },
  {
    name: 'language: a first visit from an English browser signs in in English; a Chinese one in Chinese',
    async run({ newPage }) {
      const english = (await newPage({ locale: 'en-GB' })).page;
      await english.goto('/user/login');
      await english.getByRole('heading', { name: 'Sign In' }).waitFor();
      await english.getByRole('button', { name: /中文/ }).waitFor();
      const chinese = (await newPage({ locale: 'zh-TW' })).page;
      await chinese.goto('/user/login');
      await chinese.getByRole('heading', { name: '用户登录' }).waitFor();
    },
  },
];
