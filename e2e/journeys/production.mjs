// Manufacturing in the browser (docs/manufacturing.md): quote → 转销售订单 → 以销定产 → the order's BOM lines → 物料计划
// → 生产入库 → labels printed; and a stock count with a difference → 生成复盘单 → audit → the stock afterwards.
import { apiLogin, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import {
  addProduct,
  apiOk as ok,
  billEditor as editor,
  depotIds,
  enterApp,
  lineCell,
  lineRows,
  newBill,
  openBillList as openList,
  saveAndAudit,
} from '../lib/bills.mjs';

// Names get a fresh tag per setup, so a setup cut short (and retried) never meets its own leftovers.
let tag, CUSTOMER, SUPPLIER, MADE, YARN, DYE, COUNTED;
let data;
function freshNames() {
  tag = (Date.now() + Math.floor(Math.random() * 1000)).toString(36).slice(-6).toUpperCase();
  [CUSTOMER, SUPPLIER, MADE, YARN, DYE, COUNTED] = [`生产客户${tag}`, `原料供应商${tag}`, `PM${tag}`, `PY${tag}`, `PD${tag}`, `PK${tag}`];
}

/** Partners, a product with its BOM (2 yarn per piece, 0.5 dye + 10 % loss), components in stock, a category to count. */
async function setup(base) {
  if (data) return data;
  freshNames();
  const { token } = await apiLogin(base);
  const call = (method, url, body) => ok(base, token, method, url, body);
  await call('POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  await call('POST', '/supplier/add', { supplier: SUPPLIER, type: '供应商' });
  const find = async (url, name) => (await call('POST', url, { key: name })).find((p) => p.supplier === name).id;
  const customer = await find('/supplier/findBySelect_cus', CUSTOMER);
  const supplier = await find('/supplier/findBySelect_sup', SUPPLIER);
  await call('POST', '/materialCategory/add', { name: `盘点类${tag}`, serialNo: `C${tag}` });
  const category = (await call('GET', '/materialCategory/getAllList')).find((c) => c.name === `盘点类${tag}`).id;
  await addProduct(base, token, { name: `色纱围巾${tag}`, barCode: MADE, purchase: '20', sale: '50', standard: '180cm', color: '红' });
  await addProduct(base, token, { name: `棉纱${tag}`, barCode: YARN, purchase: '3' });
  await addProduct(base, token, { name: `染料${tag}`, barCode: DYE, purchase: '8' });
  await addProduct(base, token, { name: `盘点纱${tag}`, barCode: COUNTED, purchase: '2', categoryId: category });
  const materialId = async (code) => (await call('GET', `/material/getMaterialByBarCode?barCode=${code}&prefixNo=SCDD`))[0].materialId;
  await call('POST', '/materialBom/save', {
    materialId: await materialId(MADE),
    effectiveDate: '2020-01-01',
    items: [
      { barCode: YARN, quantity: '2' },
      { barCode: DYE, quantity: '0.5', lossRate: '10' },
    ],
  });
  const depot = (await depotIds(base, token))['仓库1'];
  const account = (await call('GET', '/account/getAccount')).accountList[0].id;
  // 25 yarn, 3 dye and 10 of the counted yarn bought from the supplier (the plan's default supplier).
  await call('POST', '/depotHead/addDepotHeadAndDetail', {
    info: JSON.stringify({ type: '入库', subType: '采购', organId: supplier, accountId: account, status: '1' }),
    rows: JSON.stringify([
      { barCode: YARN, operNumber: '25', unitPrice: '3', depotId: depot },
      { barCode: DYE, operNumber: '3', unitPrice: '8', depotId: depot },
      { barCode: COUNTED, operNumber: '10', unitPrice: '2', depotId: depot },
    ]),
  });
  data = { token, customer, supplier, depot, category };
  return data;
}

const call = (base, method, url, body) => ok(base, data.token, method, url, body);
const stockOf = async (base, code) => Number((await call(base, 'GET', `/depotItem/findStockByDepotAndBarCode?barCode=${code}&depotId=${data.depot}`)).stock);
const row = (page, text) => page.locator('.bill-list tr.ant-table-row', { hasText: text });
const latest = async (base, subType, extra = {}) =>
  (
    await call(
      base,
      'GET',
      `/depotHead/list?search=${encodeURIComponent(JSON.stringify({ type: subType === '生产入库' ? '入库' : '其它', subType, ...extra }))}&currentPage=1&pageSize=5`,
    )
  ).rows;

async function confirm(page) {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** A list tool that is a button, or an entry of 更多操作 when the kind gathers its tools there. */
async function listTool(page, name) {
  const button = page.getByRole('button', { name, exact: true });
  const more = page.getByRole('button', { name: /更多操作/ });
  // Whichever the toolbar shows once it is there: counted before it rendered, the tool would be looked for in 更多操作.
  await button.or(more).first().waitFor();
  if (await button.count()) return button.first().click();
  await more.click();
  await page.locator('.ant-dropdown:visible').getByText(name, { exact: true }).click();
}

export const journeys = [
  {
    name: 'production: quote → 转销售订单 → 以销定产 with BOM lines → 物料计划 → 生产入库 → labels printed',
    async run({ page, base, shot }) {
      data = undefined;
      await setup(base);
      const quote = await call(base, 'POST', '/depotHead/addDepotHeadAndDetail', {
        info: JSON.stringify({ type: '其它', subType: '销售报价单', organId: data.customer, status: '1' }),
        rows: JSON.stringify([{ barCode: MADE, operNumber: '10', unitPrice: '50' }]),
      });
      await enterApp(page);

      // The product's BOM (商品信息 → 物料清单): the version saved for it, its components with usage and loss.
      await page.goto('/material/material');
      await page.getByPlaceholder('请输入条码、名称、助记码等查询').fill(MADE);
      await page
        .locator('.list-query-bar')
        .getByRole('button', { name: /查\s*询/ })
        .click();
      await page.locator('.list-page tr.ant-table-row', { hasText: MADE }).getByText('物料清单', { exact: true }).click();
      const bom = page.locator('.ant-modal', { hasText: '保存为新版本' });
      await bom.getByText(`染料${tag}`).waitFor();
      await shot('production-bom');
      await bom.locator('.ant-modal-close').click();

      // 转销售订单 from the quote list.
      await openList(page, '/bill/sale_quote');
      await row(page, quote.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: '转销售订单' }).click();
      await lineRows(page).first().getByText(`色纱围巾${tag}`).waitFor();
      assertEqual(await lineRows(page).first().getByLabel('数量').inputValue(), '10', 'the order takes the quoted quantity');
      await saveAndAudit(page);
      await row(page, quote.number).getByText('已转单').waitFor();
      const [order] = await latest(base, '销售订单', { linkNumber: quote.number });
      assert(order, 'a sales order links the quote');

      // 以销定产 from the sales-order list: a draft production order with the BOM copied.
      await openList(page, '/bill/sale_order');
      await row(page, order.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: '以销定产' }).click();
      await confirm(page);
      await seeText(page, '已生成1张生产订单');
      const [production] = await latest(base, '生产订单', { linkNumber: order.number });
      assert(production, 'a production order links the sales order');

      // The order's editor shows the 成品 and its 原料 with usage and loss; the order is audited from there.
      await openList(page, '/bill/production_order');
      await row(page, production.number).getByText('编辑', { exact: true }).click();
      await lineRows(page).nth(2).getByText(`染料${tag}`).waitFor();
      const lines = await lineRows(page).allInnerTexts();
      assert(lines[0].includes('成品') && lines[1].includes('原料') && lines[2].includes('原料'), `roles: ${lines.join(' | ')}`);
      assertEqual(await lineRows(page).nth(2).getByLabel('单位用量').inputValue(), '0.5', 'usage copied from the BOM');
      assertEqual(await lineRows(page).nth(2).getByLabel('数量').inputValue(), '5.5', '10 × 0.5 × 1.1');
      await shot('production-order-editor');
      await saveAndAudit(page);

      // A new order in the editor brings the BOM as soon as the 成品 is entered; its quantity drives the components.
      await newBill(page, '/bill/production_order');
      const made = editor(page).locator('.bill-barcode-cell').first();
      await made.fill(MADE);
      await made.press('Enter');
      await lineRows(page).nth(1).getByText(`棉纱${tag}`).waitFor();
      await seeText(page, '已按物料清单带出2行原料');
      const qty = lineRows(page).first().getByLabel('数量');
      await qty.fill('3');
      await qty.blur();
      await page.waitForFunction(
        () => document.querySelectorAll('.bill-editor .bill-line-grid tbody tr.ant-table-row input[aria-label="数量"]')[1]?.value === '6',
      );
      await shot('production-order-bom-fill');
      await editor(page)
        .getByRole('button', { name: /取\s*消/ })
        .last()
        .click();

      // 物料计划 of the audited order: dye is short (5.5 needed, 3 in stock); 生成采购订单 drafts one purchase order.
      await row(page, production.number).getByText('已审核').waitFor();
      await row(page, production.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: '物料计划', exact: true }).click();
      const plan = page.locator('.ant-modal', { hasText: '物料计划（1张生产订单）' });
      const dye = plan.locator('tr.ant-table-row', { hasText: `染料${tag}` });
      await dye.waitFor();
      assert((await dye.innerText()).includes('2.5'), `the dye shortfall: ${await dye.innerText()}`);
      assert((await dye.innerText()).includes(SUPPLIER), 'the last supplier is proposed');
      await shot('production-material-plan');
      await plan.getByRole('button', { name: /生成采购订单/ }).click();
      await confirm(page);
      await seeText(page, '已生成1张采购订单');
      await plan
        .locator('.ant-modal-footer')
        .getByRole('button', { name: /关\s*闭/ })
        .click();

      // 转生产入库: 4 of the 10 received; the components are proposed for 4 and leave stock with it.
      const yarnBefore = await stockOf(base, YARN);
      const madeBefore = await stockOf(base, MADE);
      await row(page, production.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: '转生产入库' }).click();
      await lineRows(page).nth(2).getByText(`染料${tag}`).waitFor();
      const received = lineRows(page).first().getByLabel('数量');
      await received.fill('4');
      await received.blur();
      await page.waitForFunction(
        () => document.querySelectorAll('.bill-editor .bill-line-grid tbody tr.ant-table-row input[aria-label="数量"]')[2]?.value === '2.2',
      );
      // The cost the posting books: 8 yarn × 3 + 2.2 dye × 8 = 41.60 for the 4 made, 10.40 a piece; each component's
      // stock in 仓库1 on its line (25 yarn, 3 dye bought).
      await page.waitForFunction(() => document.querySelector('.bill-editor .bill-line-totals')?.textContent?.includes('金额：41.60'));
      const cells = async (row) => [await lineCell(page, row, '单价'), await lineCell(page, row, '金额'), await lineCell(page, row, '库存')];
      assertEqual((await cells(0)).slice(0, 2).join(' '), '10.4 41.6', 'the 成品: unit cost and amount = the components’ cost');
      assertEqual((await cells(1)).join(' '), '3 24 25', 'the yarn: cost and stock');
      assertEqual((await cells(2)).join(' '), '8 17.6 3', 'the dye: cost and stock');
      await shot('production-receipt-editor');
      await saveAndAudit(page);
      assertEqual(await stockOf(base, MADE), madeBefore + 4, '4 made into stock');
      assertEqual(await stockOf(base, YARN), yarnBefore - 8, '8 yarn consumed');
      await openList(page, '/bill/production_order');
      await row(page, production.number).getByText('部分入库').waitFor();

      // Labels of the receipt, printed from the browser with real barcodes.
      const [receipt] = await latest(base, '生产入库', { linkNumber: production.number });
      await openList(page, '/bill/production_in');
      // Its 金额 in the list is the cost it booked.
      assert((await row(page, receipt.number).innerText()).includes('41.6'), `the receipt's 金额: ${await row(page, receipt.number).innerText()}`);
      await row(page, receipt.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: /导出表单/ }).click();
      await page.locator('.ant-dropdown:visible').getByText('打印标签', { exact: true }).click();
      const labels = page.locator('.ant-modal', { hasText: '打印标签' });
      await labels.locator('.label-cell svg').first().waitFor();
      assertEqual(await labels.locator('.label-cell').count(), 1, 'one label for the 成品 line, none for 原料');
      await labels.getByLabel('每行份数').fill('4');
      await page.waitForFunction(() => document.querySelectorAll('.label-cell svg').length === 4);
      await shot('production-labels-dialog');
      await page.evaluate(() => {
        window.printed = 0;
        window.print = () => {
          window.printed += 1;
        };
      });
      await labels.getByRole('button', { name: /打\s*印/ }).click();
      assertEqual(await page.evaluate(() => window.printed), 1, '打印 prints');
      // What goes on paper: the label pages alone, barcodes drawn.
      await page.emulateMedia({ media: 'print' });
      const box = await page.locator('.label-page').first().boundingBox();
      assert(box && box.width > 700, `the A4 page prints at its size (${box?.width}px)`);
      await shot('production-labels-print');
      await page.emulateMedia({ media: 'screen' });
      await labels.getByRole('combobox', { name: '标签类型' }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '合格证' }).click();
      await labels.locator('.label-code-qrcode svg').first().waitFor();
      await shot('production-certificates-dialog');
    },
  },
  {
    name: 'production: a stock count with a difference → 生成复盘单 → audit → the stock right afterwards',
    async run({ page, base, shot }) {
      data = undefined;
      await setup(base);
      const before = await stockOf(base, COUNTED);
      await enterApp(page);
      await newBill(page, '/bill/stock_check_entry');
      await editor(page)
        .getByRole('button', { name: /加载库存/ })
        .click();
      const load = page.locator('.ant-modal', { hasText: '盘点仓库' });
      await load.locator('.ant-select').nth(1).click();
      // Typed, so the category is at the top: other journeys' categories can push it out of the tree's virtual list.
      await page.keyboard.type(`盘点类${tag}`);
      await page.locator('.ant-select-dropdown:visible').getByText(`盘点类${tag}`).click();
      await shot('stock-count-load');
      await load.getByRole('button', { name: /确\s*定/ }).click();
      const line = lineRows(page).filter({ hasText: `盘点纱${tag}` });
      await line.waitFor();
      assertEqual(await lineRows(page).count(), 1, 'only the category is loaded');
      assertEqual(await line.getByLabel('实盘数量').inputValue(), String(before), 'counted starts at the book');
      await line.getByLabel('实盘数量').fill(String(before - 3));
      await line.getByLabel('实盘数量').blur();
      await line.getByText('-3').waitFor();
      await shot('stock-count-editor');
      await saveAndAudit(page);
      const [count] = await latest(base, '盘点录入');

      await row(page, count.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: '盘点差异' }).click();
      const diff = page.locator('.ant-modal', { hasText: '盘点差异' });
      await diff.getByText('盘亏').first().waitFor();
      await shot('stock-count-difference');
      await diff.locator('.ant-modal-close').click();

      await listTool(page, '生成复盘单');
      await confirm(page);
      await seeText(page, '操作成功');
      await row(page, count.number).getByText('已复盘').waitFor();
      const [adjust] = await latest(base, '盘点复盘', { linkNumber: count.number });
      await openList(page, '/bill/stock_check_adjust');
      await row(page, adjust.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: /^审\s*核$/ }).click();
      await confirm(page);
      await row(page, adjust.number).getByText('已审核').waitFor();
      assertEqual(await stockOf(base, COUNTED), before - 3, 'the stock is what was counted');
      await row(page, adjust.number).getByText('查看', { exact: true }).click();
      await page.locator('.bill-print-sheet').getByText('盘亏').waitFor();
      await shot('stock-count-adjustment');
    },
  },
];
