/* global window, getComputedStyle -- Node 20 and browser-side page.evaluate callbacks */
import { dismissNotices, loginToHome, openMenu, openUserMenu, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';

const tabTitles = (page) => page.locator('.shell-tabs .shell-tab-title').allInnerTexts();

export const journeys = [
  {
    name: 'menu: a restricted role sees fewer entries and is refused a forbidden page',
    async run({ page }) {
      await loginToHome(page, 'jsh');
      const full = await page.locator('.side-menu > li').count();
      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await loginToHome(page, 'test123');
      const limited = await page.locator('.side-menu > li').count();
      assert(limited < full, `test123 sees fewer top-level entries (${limited} < ${full})`);
      assertEqual(await page.locator('.side-menu').getByText('系统管理', { exact: true }).count(), 0, '系统管理 hidden');
      await page.goto('/system/role');
      await seeText(page, '抱歉，你无权访问该页面');
    },
  },
  {
    name: 'tabs: open pages as tabs, home and last-tab warnings, context menu',
    async run({ page }) {
      await loginToHome(page);
      await dismissNotices(page);
      await openMenu(page, '系统管理', '角色管理');
      await page.waitForURL('**/system/role');
      await seeText(page, '分配功能');
      await openMenu(page, '系统管理', '用户管理');
      await page.waitForURL('**/system/user');
      // The tab follows the route change; wait for it before reading the strip.
      await page.locator('.shell-tab-title', { hasText: '用户管理' }).waitFor();
      assertEqual((await tabTitles(page)).join(','), '首页,角色管理,用户管理', 'tabs');
      assert((await page.title()).startsWith('用户管理'), 'title follows the tab');
      await page.locator('.shell-tabs .ant-tabs-tab').first().locator('.ant-tabs-tab-remove').click();
      await seeText(page, '首页不能关闭!');
      await page.locator('.shell-tab-title', { hasText: '角色管理' }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭其它' }).click();
      assertEqual((await tabTitles(page)).join(','), '首页,角色管理', 'close others keeps home');
      await page.waitForURL('**/system/role');
      await page.locator('.shell-tab-title', { hasText: '角色管理' }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭当前' }).click();
      await page.waitForURL('**/dashboard/analysis');
    },
  },
  {
    name: 'menu search: case-insensitive, opens the chosen page',
    async run({ page }) {
      await loginToHome(page);
      await dismissNotices(page);
      await page.locator('.menu-search').click();
      await page.keyboard.type('角色');
      await page.locator('.ant-select-item-option', { hasText: '角色管理' }).click();
      await page.waitForURL('**/system/role');
      await page.locator('.menu-search').click();
      await page.keyboard.type('系统管理');
      await page.waitForTimeout(300);
      assertEqual(await page.locator('.ant-select-item-option', { hasText: /^系统管理$/ }).count(), 0, 'layout containers are not offered');
    },
  },
  {
    name: 'settings: light menu and a theme colour survive a reload',
    async run({ page }) {
      await loginToHome(page);
      await dismissNotices(page);
      await openUserMenu(page, '界面设置', page.locator('.ant-drawer-title', { hasText: '系统设置' }));
      await page.getByRole('radio', { name: '亮色菜单风格' }).click();
      await page.getByRole('radio', { name: '酱紫' }).click();
      await page.reload();
      await page.getByTestId('greeting').waitFor();
      assert(await page.locator('.side-menu.ant-menu-light').isVisible(), 'menu is light after reload');
      const color = await page
        .locator('.ant-btn-primary, .ant-menu-item-selected')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      assert(color !== '', 'styles applied');
    },
  },
  {
    name: 'logout asks first and returns to the login page',
    async run({ page }) {
      await loginToHome(page);
      await dismissNotices(page);
      await page.getByTestId('logout').click();
      await seeText(page, '真的要退出登录吗 ?');
      await page.getByRole('button', { name: /取\s*消/ }).click();
      assert(page.url().endsWith('/dashboard/analysis'), 'cancel keeps the session');
      await page.getByTestId('logout').click();
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await page.waitForURL('**/user/login');
      await page.goto('/dashboard/analysis');
      await page.waitForURL('**/user/login');
    },
  },
  {
    name: 'department dialog: 部门切换 requires a choice and saves it',
    async run({ page }) {
      await loginToHome(page);
      await dismissNotices(page);
      const dialog = page.getByRole('dialog', { name: '部门切换' });
      await openUserMenu(page, '切换部门', dialog);
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await seeText(page, '部门切换成功');
    },
  },
];
