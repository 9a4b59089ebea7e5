/* global window -- Node 20 and browser-side page.evaluate callbacks */
import { dismissNotices, loginToHome } from '../lib/app.mjs';

const sizes = [
  { width: 1366, height: 768, tag: 'desktop' },
  { width: 375, height: 812, tag: 'phone' },
];

/** Screenshots for a person to look at: login and home at desktop and phone sizes. */
export const journeys = sizes.map((size) => ({
  name: `screenshots: login and home at ${size.width}×${size.height}`,
  viewport: size,
  async run({ page, shot }) {
    await page.goto('/user/login');
    await page.getByPlaceholder('用户名').waitFor();
    await shot(`login-${size.tag}`);
    await loginToHome(page);
    // Wait for the delayed "password too simple" notice so it can be closed before the pictures.
    await page.waitForTimeout(3500);
    await dismissNotices(page);
    await page.waitForTimeout(500);
    console.log(`    scrollY on home (${size.tag}): ${await page.evaluate(() => window.scrollY)}`);
    await shot(`home-${size.tag}`);
    await page.getByRole('button', { name: '通知' }).click();
    await page.getByRole('button', { name: '查看更多' }).click();
    await page
      .getByRole('dialog', { name: '通知' })
      .getByText(/共\d+条/)
      .waitFor();
    await page.waitForTimeout(400);
    await shot(`list-${size.tag}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '通知' }).waitFor({ state: 'hidden' });
    if (size.tag === 'phone') {
      await page.getByRole('button', { name: 'toggle-menu' }).click();
      await page.locator('.shell-drawer .side-menu').waitFor();
      await page.waitForTimeout(400);
      await shot('menu-drawer-phone');
    }
  },
}));
