/* global window, document -- browser-side page.evaluate callbacks */
// Issue 34 item 4, as a clerk meets it: a production order totals 成品 and 原料 apart; 进销存统计 shows whole figures at
// 1366 px on the same white card as the bill lists; 商品类别's buttons are the usual size.
import { apiLogin, openMenu } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, billEditor as editor, depotIds, enterApp, lineRows, newBill } from '../lib/bills.mjs';
import { reportData } from '../lib/report-fixture.mjs';

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
];
