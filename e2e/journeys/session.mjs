/* global window, fetch -- Node 20 and browser-side page.evaluate callbacks */
import { dismissNotices, loginToHome, seeText } from '../lib/app.mjs';
import { assert } from '../lib/assert.mjs';
import { startServer } from '../lib/server.mjs';

export const journeys = [
  {
    name: 'session: 30 idle minutes expire the session (controlled clock)',
    async run({ page }) {
      await page.clock.install();
      await loginToHome(page);
      await dismissNotices(page);
      await page.clock.fastForward('31:00');
      // The background check may already have expired the session; otherwise the next click does.
      const shown = await page.getByText('登录已过期').isVisible();
      if (!shown) await page.locator('.header-trigger').click();
      await seeText(page, '由于长时间未操作，已自动退出登录，请重新登录');
      await page.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL('**/user/login');
    },
    allow: [/401 /],
  },
  {
    name: 'session: a 401 opens the authentication-failed modal',
    async run({ page, base }) {
      await loginToHome(page);
      await dismissNotices(page);
      // Revoke the session on the server, as an administrator or another device would.
      await page.evaluate(async (api) => {
        const token = JSON.parse(window.localStorage.getItem('pro__Access-Token') ?? '{}').value;
        await fetch(`${api}/api/user/logout`, { headers: { 'X-Access-Token': token } });
      }, base);
      await page.locator('.side-menu').getByText('系统管理', { exact: true }).click();
      await page.locator('.side-menu').getByText('角色管理', { exact: true }).click();
      await page
        .getByRole('button', { name: /确\s*定|通知/ })
        .first()
        .waitFor({ timeout: 1000 })
        .catch(() => undefined);
      await seeText(page, '身份验证失败，请重新登录', 15_000);
    },
    allow: [/401 /],
  },
  {
    name: 'version: a new build id is announced 30 s after start; cancel asks again after 30 s',
    async run({ browser, root, newPage }) {
      let server = await startServer(root, { BUILD_ID: 'build-one' });
      try {
        const { page } = await newPage({ base: server.base });
        await page.clock.install();
        await loginToHome(page);
        await dismissNotices(page);
        await server.halt();
        server = await startServer(root, { BUILD_ID: 'build-two' }, server);
        await page.clock.fastForward('00:31');
        await seeText(page, '检测到新版本已发布，是否立即刷新页面获取最新功能？');
        await page.getByRole('button', { name: /稍\s*后/ }).click();
        // The dialog's closing animation takes longer on a busy machine: wait for it to go, up to 5 s.
        const closed = await page
          .getByText('检测到新版本已发布')
          .waitFor({ state: 'hidden', timeout: 5000 })
          .then(() => true)
          .catch(() => false);
        assert(closed, 'dialog closed after cancel');
        await page.clock.fastForward('00:31');
        await seeText(page, '检测到新版本已发布，是否立即刷新页面获取最新功能？');
        await page.getByRole('button', { name: '立即刷新' }).click();
        await page.getByTestId('greeting').waitFor();
        void browser;
      } finally {
        await server.stop();
      }
    },
    // The restart drops the message websocket on purpose; it reconnects on its own. A poll that reaches the old
    // server while it drains is answered 503 (fastify's answer while closing), as a load balancer expects.
    allow: [/WebSocket connection/, /^503 GET /],
  },
];
