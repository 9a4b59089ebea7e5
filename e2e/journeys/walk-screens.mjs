/* global window, document, MutationObserver -- Node 20 and browser-side page.evaluate callbacks */
// Issue 34 item 4, as a clerk meets it: a production order totals 成品 and 原料 apart; 进销存统计 shows whole figures at
// 1366 px on the same white card as the bill lists; 商品类别's buttons are the usual size; the seeded admin on its
// initial password is reminded of that (on a phone too, over no field and under the menu), and no more once changed;
// a new tenant's home page says 暂无数据 where a chart has nothing to draw; 销售统计 heads its 扩展 columns with the
// tenant's names from the first paint.
import { apiCall, apiLogin, dismissNotices, HOME, login, loginToHome, openMenu, registerTenant, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, billEditor as editor, depotIds, enterApp, lineRows, newBill } from '../lib/bills.mjs';
import { reportData } from '../lib/report-fixture.mjs';
import { ADMIN_PASSWORD } from '../lib/server.mjs';

const PHONE = { width: 375, height: 812 };

/** A product made of 2 yarn (3.00 each) and 0.5 dye (8.00 each) per piece; 40 yarn and 10 dye bought into 仓库1. */
async function productionData(base) {
  const tag = (Date.now() + Math.floor(Math.random() * 1000)).toString(36).slice(-6).toUpperCase();
  const names = { made: `成本围巾${tag}`, yarn: `成本棉纱${tag}`, dye: `成本染料${tag}` };
  const codes = { made: `WM${tag}`, yarn: `WY${tag}`, dye: `WD${tag}` };
  const { token } = await apiLogin(base);
  const call = (method, url, body) => ok(base, token, method, url, body);
  await call('POST', '/supplier/add', { supplier: `成本供应商${tag}`, type: '供应商' });
  const supplier = (await call('POST', '/supplier/findBySelect_sup', { key: `成本供应商${tag}` }))[0].id;
  await addProduct(base, token, { name: names.made, barCode: codes.made, purchase: '20' });
  await addProduct(base, token, { name: names.yarn, barCode: codes.yarn, purchase: '3' });
  await addProduct(base, token, { name: names.dye, barCode: codes.dye, purchase: '8' });
  const materialId = (await call('GET', `/material/getMaterialByBarCode?barCode=${codes.made}&prefixNo=SCDD`))[0].materialId;
  await call('POST', '/materialBom/save', {
    materialId,
    effectiveDate: '2020-01-01',
    items: [
      { barCode: codes.yarn, quantity: '2' },
      { barCode: codes.dye, quantity: '0.5' },
    ],
  });
  const depot = (await depotIds(base, token))['仓库1'];
  const account = (await call('GET', '/account/getAccount')).accountList[0].id;
  await call('POST', '/depotHead/addDepotHeadAndDetail', {
    info: JSON.stringify({ type: '入库', subType: '采购', organId: supplier, accountId: account, status: '1' }),
    rows: JSON.stringify([
      { barCode: codes.yarn, operNumber: '40', unitPrice: '3', depotId: depot },
      { barCode: codes.dye, operNumber: '10', unitPrice: '8', depotId: depot },
    ]),
  });
  return { token, names, codes };
}

/**
 * The elements `selector` matches (visible ones) that are covered: a tap at their centre reaches something else, or
 * their box meets the box of `other` (an element beside them in the page, not around them).
 */
const coveredBy = (page, selector, other = '') =>
  page.evaluate(
    ([sel, otherSel]) => {
      const beside = otherSel ? document.querySelector(otherSel) : null;
      const over = beside?.getBoundingClientRect();
      const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...document.querySelectorAll(sel)]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const overlaps = over && over.width > 0 && !el.contains(beside) && !beside.contains(el) && meets(box, over);
          return !el.contains(hit) || overlaps;
        })
        .map((el) => el.innerText?.trim() || el.getAttribute('aria-label') || el.className);
    },
    [selector, other],
  );

const totalsText = async (page) => (await editor(page).locator('.bill-line-totals').innerText()).replace(/\s+/g, ' ');

/** Whether a table cell's text is cut (its content wider than the cell shows). */
const cutCells = (scope) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll('tbody td, thead th')].filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.innerText.trim()),
  );

export const journeys = [
  {
    name: 'walk: a production order totals 成品 and 原料 apart',
    async run({ page, base, shot }) {
      const d = await productionData(base);
      await enterApp(page);

      // The clerk writes the order: the 成品 by its code, the BOM brings the components with their stock in 仓库1.
      await newBill(page, '/bill/production_order');
      const made = editor(page).locator('.bill-barcode-cell').first();
      await made.fill(d.codes.made);
      await made.press('Enter');
      await lineRows(page).nth(2).getByText(d.names.dye).waitFor();
      const qty = lineRows(page).first().getByLabel('数量');
      await qty.fill('5');
      await qty.blur();
      await page.waitForFunction(
        () => document.querySelectorAll('.bill-editor .bill-line-grid tbody tr.ant-table-row input[aria-label="数量"]')[1]?.value === '10',
      );
      // 合计: 5 made, 12.5 of components (10 yarn + 2.5 dye) — never 17.5 of anything.
      const totals = await totalsText(page);
      assert(totals.includes('成品数量：5') && totals.includes('原料数量：12.5'), `order totals: ${totals}`);
      await shot('walk-production-order');
    },
  },
  {
    name: 'walk: 进销存统计 at 1366×768 shows every figure whole, on the white card the bill lists use; 商品类别 as every page',
    async run({ page, base, shot }) {
      await reportData(base);
      await enterApp(page);
      await openMenu(page, '报表查询', '进销存统计');
      const report = page.locator('.shell-page:not([hidden]) .report-page');
      await report.locator('tbody tr.ant-table-row').first().waitFor();
      // The same card as a bill list: white, the query form inside it.
      const background = await report.evaluate((el) => window.getComputedStyle(el).backgroundColor);
      assertEqual(background, 'rgb(255, 255, 255)', 'the report sits on a white card');
      assert(await report.locator('.list-query-bar').isVisible(), 'the query form is on the card');
      // Scrolled to its right-hand end, 本期结存数量 and 结存金额 show whole; no cell is cut anywhere.
      const body = report.locator('.ant-table-content, .ant-table-body').first();
      const scrolls = await body.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (scrolls) {
        assert(await body.evaluate((el) => window.getComputedStyle(el).overflowX !== 'hidden'), 'a wide table scrolls sideways');
        await body.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      }
      const cut = await cutCells(report.locator('.ant-table'));
      assertEqual(cut.join('|'), '', 'cells cut short');
      const header = report.locator('thead th', { hasText: '本期结存数量' });
      const box = await header.boundingBox();
      assert(box && box.x + box.width <= 1366, `本期结存数量 on screen: ${JSON.stringify(box)}`);
      await shot('walk-in-out-stock-1366');

      await openMenu(page, '商品管理', '商品类别');
      const add = page.getByRole('button', { name: /添加类别/ });
      await add.waitFor();
      const height = (await add.boundingBox()).height;
      assert(height >= 30, `商品类别's buttons are the usual size (${height} px high)`);
      await shot('walk-material-category');
    },
  },
  {
    name: 'walk: the seeded admin on its initial password is told so (on a phone, over no field and under the menu); changed, never again',
    viewport: PHONE,
    async run({ page, base, shot }) {
      const STRONG = `Kx7-${Date.now().toString(36)}-Qm`;
      const banner = page.getByTestId('initial-password-banner');
      try {
        await loginToHome(page, 'admin', ADMIN_PASSWORD);
        // The reminder says what it means: the initial password was never changed — not that it is too simple.
        await banner.waitFor();
        assertEqual((await banner.innerText()).split('\n')[0].trim(), '您仍在使用初始密码，为了账户安全，请尽快修改', 'the reminder');
        assertEqual(await page.getByText('密码过于简单').count(), 0, 'no 密码过于简单');
        // While the sign-in notices show, nothing lies over the reminder or its 立即修改.
        await page.locator('.ant-notification-notice').first().waitFor();
        assertEqual((await coveredBy(page, '.shell-initial-password, [data-testid=initial-password-change]')).join('|'), '', 'the reminder covered');
        await shot('walk-initial-password-phone');

        // The phone's menu opens over the reminder: every entry can be tapped.
        await page.getByRole('button', { name: 'toggle-menu' }).click();
        const menu = page.locator('.shell-drawer .ant-menu');
        await menu.waitFor();
        await page.waitForTimeout(400); // the drawer slides in
        assertEqual((await coveredBy(page, '.shell-drawer .ant-menu-item, .shell-drawer .ant-menu-submenu-title')).join('|'), '', 'menu entries covered');
        await shot('walk-initial-password-phone-menu');
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });

        // A list's query form under the reminder: its fields lie below it, none covered.
        await page.goto('/system/user');
        await page.locator('.list-query-bar input').first().waitFor();
        await banner.waitFor();
        assertEqual(
          (await coveredBy(page, '.list-query-bar input, .list-query-bar .ant-btn', '.shell-initial-password')).join('|'),
          '',
          'query fields covered',
        );
        await shot('walk-initial-password-phone-list');

        // 立即修改: the form's fields are free to type in; a strong new password is taken without a word about strength.
        await page.getByTestId('initial-password-change').click();
        const dialog = page.getByRole('dialog', { name: '修改密码' });
        await dialog.getByLabel('旧密码').waitFor();
        assertEqual((await coveredBy(page, '.ant-modal input')).join('|'), '', 'password fields covered');
        await dialog.getByLabel('旧密码').fill(ADMIN_PASSWORD);
        await dialog.getByLabel('新密码', { exact: true }).fill(STRONG);
        await dialog.getByLabel('确认新密码').fill(STRONG);
        await shot('walk-initial-password-phone-change');
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await seeText(page, '修改成功');
        await banner.waitFor({ state: 'detached' });

        // Signed in again with the new password: no reminder, no 密码过于简单.
        await page.evaluate(() => window.localStorage.clear());
        await login(page, 'admin', STRONG);
        await page.waitForURL(`**${HOME}`);
        await page.getByTestId('greeting').waitFor();
        await page.waitForTimeout(500);
        assertEqual(await banner.count(), 0, 'the reminder after the password was changed');
        assertEqual(await page.getByText('密码过于简单').count(), 0, 'no 密码过于简单 for a strong password');
        await shot('walk-initial-password-changed-phone');
      } finally {
        // The admin's password back for the journeys after this one on the same server.
        const { token } = await apiLogin(base, 'admin', STRONG).catch(() => ({}));
        if (token) await apiCall(base, token, 'PUT', '/user/updatePwd', { oldpassword: STRONG, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD });
      }
    },
  },
  {
    name: 'walk: a new tenant’s home page says 暂无数据 where a chart has nothing to draw',
    async run({ page, base, shot }) {
      const name = `walk${Date.now().toString(36)}`;
      await registerTenant(base, name, 'walk-7421');
      await loginToHome(page, name, 'walk-7421');
      await dismissNotices(page);
      for (const key of ['sale', 'retail', 'buy']) {
        const card = page.getByTestId(`chart-${key}`);
        await card.locator('.ant-empty-description', { hasText: '暂无数据' }).waitFor();
        assertEqual(await card.locator('.chart-box, canvas').count(), 0, `${key}: no empty chart drawn`);
      }
      await page.getByTestId('chart-buy').scrollIntoViewIfNeeded();
      await shot('walk-dashboard-empty');
    },
  },
  {
    name: 'walk: 销售统计 shows the tenant’s names for 扩展1-3 from its first paint, never 扩展1',
    async run({ page, base, shot }) {
      await reportData(base);
      const { token } = await apiLogin(base);
      // The tenant's names (another journey may have renamed one); a field left unnamed is titled 扩展n for good.
      const props = (await apiCall(base, token, 'GET', '/materialProperty/getAllList')).data;
      const named = ['自定义1', '自定义2', '自定义3'].map((n, i) => props.find((p) => p.nativeName === n)?.anotherName || `扩展${i + 1}`);
      await enterApp(page);
      // Every header text the page ever shows, recorded as the DOM changes (before the report is opened).
      await page.evaluate(() => {
        window.seenHeaders = new Set();
        const record = () => document.querySelectorAll('th').forEach((th) => window.seenHeaders.add(th.innerText.trim()));
        new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await openMenu(page, '报表查询', '销售统计');
      const report = page.locator('.shell-page:not([hidden]) .report-page');
      await report.locator('tbody tr.ant-table-row').first().waitFor();
      const headers = (await report.locator('thead th').allInnerTexts()).map((h) => h.trim());
      assert(
        named.every((n) => headers.includes(n)),
        `the tenant's names ${named.join('|')} in ${headers.join('|')}`,
      );
      const seen = await page.evaluate(() => [...window.seenHeaders]);
      const passing = seen.filter((h) => /^扩展[123]$/.test(h) && !named.includes(h));
      assertEqual(passing.join('|'), '', `built-in titles shown on the way (seen: ${seen.join('|')})`);
      await shot('walk-sale-report-headers');
    },
  },
];
