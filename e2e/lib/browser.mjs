// Debian Chromium driven by playwright-core, with the flags headless CI machines need.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * playwright-core refuses an explicit --user-data-dir with launch(); it gives every launch its own fresh
 * temporary profile instead, which is what the flag was for.
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/**
 * A fresh page that records console errors and page errors, so every journey can assert a clean console.
 * `allow` lists patterns of expected errors (e.g. the 401 a journey provokes on purpose); `locale` is the browser's
 * language (the users' Chinese unless a journey is about another).
 */
export async function openPage(browser, base, { width = 1366, height = 768, allow = [], locale = 'zh-CN' } = {}) {
  // The users' browsers share the server's time zone (APP_TIME_ZONE, Asia/Shanghai by default), so bill times typed
  // in the browser and those stamped by the server line up as they do for real users.
  const context = await browser.newContext({ viewport: { width, height }, locale, timezoneId: 'Asia/Shanghai', baseURL: base });
  const page = await context.newPage();
  const errors = [];
  // Network failures are recorded with their URL from the response event; the console's copy has no URL.
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && !text.startsWith('Failed to load resource') && !allow.some((re) => re.test(text))) {
      errors.push(text);
    }
  });
  page.on('response', (r) => {
    const line = `${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`;
    if (r.status() >= 400 && !allow.some((re) => re.test(line))) errors.push(line);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors };
}
