/* global fetch -- Node 20 and browser-side page.evaluate callbacks */
// Steps shared by the journeys, written against what a person sees (labels, texts), not internals.
import { DEMO_PASSWORD } from './server.mjs';

export const HOME = '/dashboard/analysis';

export async function login(page, loginName = 'jsh', password = DEMO_PASSWORD) {
  await page.goto('/user/login');
  await page.getByPlaceholder('用户名').fill(loginName);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function loginToHome(page, loginName, password) {
  await login(page, loginName, password);
  await page.waitForURL(`**${HOME}`);
  await page.getByTestId('greeting').waitFor();
}

/** Signs in through the API (for setting up data) and returns the token and user. */
export async function apiLogin(base, loginName = 'jsh', password = DEMO_PASSWORD) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password }),
  });
  const body = await res.json();
  return { token: body.data.token, user: body.data.user };
}

/** Registers a new tenant through the API (注册租户), its user signing in as `loginName`. */
export async function registerTenant(base, loginName, password) {
  const res = await fetch(`${base}/api/user/registerUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password }),
  });
  if (!res.ok) throw new Error(`registerUser ${loginName}: ${res.status} ${await res.text()}`);
}

export async function apiCall(base, token, method, url, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

/** Waits for a toast/notification/dialog text anywhere on the page. */
export async function seeText(page, text, timeout = 10_000) {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
}

export async function openMenu(page, group, item) {
  const entry = page.locator('.side-menu').getByText(item, { exact: true });
  // Clicking a group that is already open folds it, so the group is clicked only while its items are hidden.
  if (!(await entry.isVisible())) await page.locator('.side-menu').getByText(group, { exact: true }).click();
  await entry.click();
}

/** Chooses an entry of the header's user menu and waits for `opened`, what the entry opens. */
export async function openUserMenu(page, item, opened) {
  const entry = page.getByRole('menuitem', { name: item });
  // The dropdown opens on hover after a short delay and closes when the pointer leaves it: on a loaded machine a
  // click can land after it closed, so the entry is chosen again until what it opens is there.
  for (let attempt = 1; ; attempt += 1) {
    for (let i = 0; i < 3 && !(await entry.isVisible()); i += 1) {
      await page.getByTestId('user-menu').hover();
      await entry.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await entry.click({ timeout: 5000 }).catch(() => undefined);
    try {
      await opened.waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Closes the post-login notifications so they do not cover header controls. */
export async function dismissNotices(page) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    await close.click().catch(() => undefined);
  }
}

/** A day in the users' (and server's) time zone, Asia/Shanghai, `offset` days from today. */
export const shanghaiDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Picks options of an antd select by their visible titles, each until the select shows it. Under load a click can miss:
 * another select's dropdown may still be open or closing (so options are looked for in this select's own dropdown,
 * found by the listbox its input names), the dropdown may move as the barcode rows below it grow, and the SKU value
 * selects are drawn anew when the attributes above them change. Escape closes this dropdown only when it is open — on
 * a closed one it would close the dialog. `force` clicks a control that something (a table cell's overlay) covers.
 */
export async function chooseOptions(page, control, titles, { force = false } = {}) {
  // The control is the select or its input (a combobox found by its label).
  const select = (read) =>
    control.evaluate((el, what) => {
      const root = el.closest('.ant-select');
      return what === 'id' ? root.querySelector('input').id : root.innerText;
    }, read);
  const dropdown = async () => page.locator('.ant-select-dropdown:visible', { has: page.locator(`[id="${await select('id')}_list"]`) });
  for (const title of titles) {
    for (let attempt = 1; !(await select('text')).includes(title); attempt += 1) {
      if (attempt > 5) throw new Error(`could not choose ${title}`);
      const option = (await dropdown()).locator('.ant-select-item-option').filter({ hasText: title }).first();
      if (!(await option.isVisible())) await control.click({ force });
      await option.click({ timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(200);
    }
  }
  if (await (await dropdown()).isVisible()) await page.keyboard.press('Escape');
}
