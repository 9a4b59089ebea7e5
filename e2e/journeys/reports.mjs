// Reports in the browser after bills are posted: 商品库存 with its totals, drilled down to 商品流水 and on to the bill;
// 进销存统计 totals, its export (a spreadsheet that opens) and its print sheet; 账户统计 to 账户流水.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { apiLogin, seeText } from '../lib/app.mjs';
import { assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, depotIds, enterApp } from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-6).toUpperCase();
const CODE = `E2R${tag}`;
const NAME = `报表螺母${tag}`;
let data;

/** One product bought (10 at 3) and sold (4 at 5) in 仓库1, both audited, through the API. */
async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  const partner = `报表往来${tag}`;
  await ok(base, token, 'POST', '/supplier/add', { supplier: partner, type: '供应商' });
  await ok(base, token, 'POST', '/supplier/add', { supplier: partner, type: '客户' });
  const supplier = (await ok(base, token, 'POST', '/supplier/findBySelect_sup', { key: partner }))[0].id;
  const customer = (await ok(base, token, 'POST', '/supplier/findBySelect_cus', { key: partner })).find((p) => p.supplier === partner).id;
  await addProduct(base, token, { name: NAME, barCode: CODE, purchase: '3', sale: '5' });
  const account = (await ok(base, token, 'GET', '/account/getAccount')).accountList[0];
  const depot = (await depotIds(base, token))['仓库1'];
  const post = (info, rows) => ok(base, token, 'POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify(info), rows: JSON.stringify(rows) });
  const bought = await post({ type: '入库', subType: '采购', organId: supplier, accountId: account.id, changeAmount: '30', status: '1' }, [
    { barCode: CODE, operNumber: '10', unitPrice: '3', depotId: depot },
  ]);
  await post({ type: '出库', subType: '销售', organId: customer, accountId: account.id, changeAmount: '20', status: '1' }, [
    { barCode: CODE, operNumber: '4', unitPrice: '5', depotId: depot },
  ]);
  data = { token, account, bought };
  return data;
}

/** Opens a report page, types the product's barcode into 商品信息 and asks. */
async function openReport(page, url) {
  await page.goto(url);
  await page.locator('.report-page .ant-table').waitFor();
  await page.locator('.report-page .list-query-bar .ant-form-item', { hasText: '商品信息' }).locator('input').fill(CODE);
  await page
    .locator('.report-page .list-query-bar')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await page.locator('.report-page tr.ant-table-row', { hasText: NAME }).waitFor();
}

const cellOf = async (page, row, title) => {
  const headers = await page.locator('.report-page .ant-table-thead th').allTextContents();
  return (await row.locator('td').nth(headers.indexOf(title)).textContent())?.trim();
};

/** Downloads the report's 导出 and opens it as a spreadsheet: its rows as `a|b|c` text. */
async function exportedRows(page, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), `${name}.xlsx`);
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const values = [];
  wb.worksheets[0].eachRow((r) => values.push(r.values.slice(1).map(String).join('|')));
  return values;
}

/** The reports not walked one by one above: where the product is found by 商品信息, the bill's figures. */
const WALKED = [
  { url: '/report/buy_in_report', title: '采购统计', product: true },
  { url: '/report/sale_out_report', title: '销售统计', product: true },
  { url: '/report/in_detail', title: '入库明细', product: true },
  { url: '/report/out_detail', title: '出库明细', product: true },
  { url: '/report/in_material_count', title: '入库汇总', product: true },
  { url: '/report/out_material_count', title: '出库汇总', product: true },
  { url: '/report/retail_out_report', title: '零售统计', product: false },
  { url: '/report/allocation_detail', title: '调拨明细', product: false },
  { url: '/report/customer_account', title: '客户对账', product: false },
  { url: '/report/vendor_account', title: '供应商对账', product: false },
  { url: '/report/stock_warning_report', title: '库存预警', product: false },
];

export const journeys = [
  {
    name: 'reports: the home page draws its six-month charts (the lazily loaded chart library) with this month last',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await page.goto('/dashboard/analysis');
      const month = new Date().toISOString().slice(0, 7);
      for (const key of ['sale', 'retail', 'buy']) {
        const card = page.getByTestId(`chart-${key}`);
        await card.locator('svg').waitFor();
        await card.locator('svg text', { hasText: month }).waitFor();
      }
      await shot('dashboard-charts');
    },
  },
  {
    name: 'reports: 商品库存 shows the stock and its totals; 流水 lists the two bills and a number opens the bill',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await openReport(page, '/report/material_stock');
      const row = page.locator('.report-page tr.ant-table-row', { hasText: NAME });
      assertEqual(await cellOf(page, row, '库存'), '6', 'stock after buying 10 and selling 4');
      await seeText(page, '总库存：6，总库存金额：18');
      // The chart of the same filtered set: the product's category (none: 未分类) drawn with its value, 18.
      const chart = page.getByTestId('report-chart');
      await chart.locator('svg').waitFor();
      await chart.locator('svg text', { hasText: '未分类' }).waitFor();
      await chart.locator('svg text', { hasText: /^18$/ }).waitFor();
      await shot('report-material-stock');
      await row.getByText('流水').click();
      const flow = page.locator('.ant-modal', { hasText: `商品流水 - ${NAME}` });
      await flow.locator('tr.ant-table-row').nth(1).waitFor();
      assertEqual(await flow.locator('tr.ant-table-row').count(), 2, 'the purchase and the sale');
      await shot('report-material-flow');
      const number = (await flow.locator('tr.ant-table-row', { hasText: '采购入库' }).locator('a').first().textContent()).trim();
      await flow.locator('tr.ant-table-row', { hasText: '采购入库' }).locator('a').first().click();
      await page.locator('.bill-detail', { hasText: number }).waitFor();
      await shot('report-flow-bill');
    },
  },
  {
    name: 'reports: 进销存统计 in and out of the period, its export opens as a spreadsheet, 打印 lays out the sheet',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await openReport(page, '/report/in_out_stock_report');
      const row = page.locator('.report-page tr.ant-table-row', { hasText: NAME });
      assertEqual(await cellOf(page, row, '入库数量'), '10', 'in');
      assertEqual(await cellOf(page, row, '出库数量'), '4', 'out');
      assertEqual(await cellOf(page, row, '本期结存数量'), '6', 'closing');
      await seeText(page, '本期总结存：6');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), 'in-out-stock.xlsx');
      await download.saveAs(file);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const sheet = wb.worksheets[0];
      assertEqual(String(sheet.getRow(1).getCell(1).value).startsWith('进销存统计'), true, 'the title row');
      const values = [];
      sheet.eachRow((r) => values.push(r.values.slice(1).map(String).join('|')));
      assertEqual(
        values.some((v) => v.includes(CODE) && v.includes('|10|4|6|')),
        true,
        'the product row with in, out and closing',
      );
      assertEqual(values.at(-1).startsWith('合计'), true, 'the totals row');
      // 打印: the print sheet (title, period, the rows and 合计) is laid out for the browser's print.
      await page.evaluate(() => {
        window.print = () => undefined;
      });
      await page.getByRole('button', { name: /打\s*印/ }).click();
      const sheetView = page.locator('.report-print-sheet');
      await sheetView.waitFor({ state: 'attached' });
      assertEqual((await sheetView.locator('h2').textContent()).trim(), '进销存统计', 'print title');
      assertEqual((await sheetView.textContent()).includes('库存周期：'), true, 'print period');
      assertEqual((await sheetView.locator('tr.report-print-total').textContent()).includes('合计'), true, 'print totals');
      await shot('report-in-out-stock');
    },
  },
  {
    name: 'reports: every other report opens, finds the bills by 商品信息 with its 合计, exports a spreadsheet that opens, and prints',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await page.evaluate(() => {
        window.print = () => undefined;
      });
      for (const report of WALKED) {
        if (report.product) {
          await openReport(page, report.url);
          // The totals row of the whole filtered set sits under the rows.
          await page.locator('.report-page .list-totals-row').waitFor();
        } else {
          await page.goto(report.url);
          await page.locator('.report-page .ant-table').waitFor();
        }
        const rows = await exportedRows(page, report.title);
        assertEqual(rows[0]?.startsWith(report.title), true, `${report.title}: the spreadsheet's title row (${rows[0]})`);
        if (report.product)
          assertEqual(
            rows.some((v) => v.includes(NAME) || v.includes(CODE)),
            true,
            `${report.title}: the product in the spreadsheet`,
          );
        await page.evaluate(() => {
          window.print = () => undefined;
        });
        await page.getByRole('button', { name: /打\s*印/ }).click();
        const sheetView = page.locator('.report-print-sheet');
        await sheetView.waitFor({ state: 'attached' });
        assertEqual((await sheetView.locator('h2').textContent()).trim(), report.title, `${report.title}: print title`);
        if (report.product) await shot(`report-${report.url.split('/').at(-1)}`);
      }
    },
  },
  {
    name: 'reports: 账户统计 shows the balances with their totals; 流水 opens the account flow with the bills paid',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await page.goto('/report/account_report');
      const row = page.locator('.report-page tr.ant-table-row', { hasText: data.account.name });
      await row.waitFor();
      await seeText(page, '本月发生总额：');
      await row.getByText('流水').click();
      const flow = page.locator('.ant-modal', { hasText: `账户流水 - ${data.account.name}` });
      await flow.locator('tr.ant-table-row').first().waitFor();
      await shot('report-account-flow');
    },
  },
];
