/* global document -- used inside page.evaluate (runs in the browser) */
// jshERP's own web client, unmodified, against our server (issue 36, docs/reference-client.md).
import path from 'node:path';
import { DEMO_PASSWORD } from '../lib/server.mjs';
import { startJsherpClient } from '../lib/jsherp-client.mjs';
import { apiLogin } from '../lib/app.mjs';
import { apiOk } from '../lib/bills.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import { clientForms } from '../lib/jsherp-forms.mjs';

/** Every call of the client that failed: HTTP ≥ 400, or a JSON answer whose `code` is not 200 (its own failure sign). */
function watchCalls(page) {
  const failed = [];
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/jshERP-boot/')) return;
    const call = `${r.request().method()} ${url.pathname}${url.search.slice(0, 120)}`;
    if (r.status() >= 400) return void failed.push(`${r.status()} ${call}`);
    const body = await r.text().catch(() => '');
    try {
      const json = JSON.parse(body);
      if (json && typeof json === 'object' && !Array.isArray(json) && 'code' in json && json.code !== 200 && json.code !== 0)
        failed.push(`code ${json.code} ${call}: ${body.slice(0, 200)}`);
    } catch {
      /* text answers (platform settings) */
    }
  });
  return failed;
}

async function signIn(page) {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入用户名').fill('jsh');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  const menu = page.waitForResponse((r) => r.url().includes('/function/findMenuByPNumber'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  return (await menu).json();
}

const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', '.e2e-artifacts');
/** Pages whose screenshot is kept for a person to look at: a bill list, the stock report and its statistics. */
const SHOWN = ['采购入库', '商品库存', '进销存统计', '商品类别'];

/** A figure as its pages print it (two decimals), for comparing a page's text with our API's exact decimal. */
const shown = (decimal) => Number(decimal).toFixed(2);

const leaves = (nodes) => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));

export const journeys = [
  {
    name: "jshERP's client: signs in with its own form and opens every page of its menu with no failed call",
    ownServer: false,
    async run({ base, newPage, slug }) {
      const client = await startJsherpClient(base);
      try {
        const { page: p, errors } = await newPage({ base: client.base });
        const failed = watchCalls(p);
        const menu = await signIn(p);
        assert(Array.isArray(menu) && menu.length > 5, `the menu is the bare array its client reads: ${JSON.stringify(menu).slice(0, 200)}`);
        await p.waitForURL('**/dashboard/analysis');
        const pages = leaves(menu).filter((n) => n.url && n.url !== '/dashboard/analysis');
        const broken = [];
        for (const leaf of pages) {
          const before = failed.length + errors.length;
          // In-app navigation, as its side menu does (a reload would rebuild its routes from the menu first).
          await p.evaluate((url) => void document.querySelector('#app').__vue__.$router.push(url), leaf.url);
          await p.waitForURL(`**${leaf.url}`);
          // The page drew its content (a query form, table or card), not only its tab.
          const shown = await p
            .locator('.ant-table, .ant-card-body, .ant-form')
            .first()
            .waitFor({ timeout: 20_000 })
            .then(
              () => true,
              () => false,
            );
          await p.waitForLoadState('networkidle');
          await p
            .locator('.ant-spin-spinning')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => undefined);
          if (!shown) broken.push(`${leaf.text} ${leaf.url}: nothing drawn`);
          if (failed.length + errors.length > before) broken.push(`${leaf.text} ${leaf.url}: ${[...failed.slice(before), ...errors].join(' | ')}`);
          if (SHOWN.includes(leaf.text)) await p.screenshot({ path: path.join(ARTIFACTS, `${slug}-${leaf.text}.png`) });
        }
        assert(broken.length === 0, `pages with failed calls or errors: ${broken.join(' | ')}`);
        assert(failed.length === 0, `failed calls: ${failed.join(' | ')}`);
      } finally {
        await client.stop();
      }
    },
  },
  {
    name: "jshERP's client: adds a product, buys, sells and receives money with its own forms; its reports agree with our API",
    ownServer: false,
    async run({ base, newPage, slug }) {
      const client = await startJsherpClient(base);
      try {
        const { page: p } = await newPage({ base: client.base });
        const failed = watchCalls(p);
        const forms = clientForms(p, (step) => p.screenshot({ path: path.join(ARTIFACTS, `${slug}-${step}.png`) }));
        await signIn(p);
        await p.waitForURL('**/dashboard/analysis');
        const { token } = await apiLogin(base);
        const api = (url, query) => apiOk(base, token, 'GET', `${url}?${new URLSearchParams(query)}`);
        // Partners' balances before (the lane's other journeys may have traded with them).
        const owed = async (name, type) => {
          const [row] = (await api('/supplier/list', { search: JSON.stringify({ supplier: name, type }), currentPage: 1, pageSize: 10 })).rows;
          return type === '客户' ? row.allNeedGet : row.allNeedPay;
        };
        const before = { customer: await owed('客户1', '客户'), supplier: await owed('供应商1', '供应商') };
        const name = `客户端螺母${Date.now() % 1_000_000}`;

        // 商品信息 新增: its form, with the prices typed into its unit grid.
        const product = await forms.addProduct({ name, unit: '个', purchase: '2.5', retail: '4', sale: '3.5' });
        const [saved] = (await api('/material/list', { search: JSON.stringify({ materialParam: name }), currentPage: 1, pageSize: 10 })).rows;
        assert(saved && saved.name === name, `the product saved from its form is in our list: ${JSON.stringify(product)}`);
        assertEqual([saved.purchaseDecimal, saved.commodityDecimal, saved.wholesaleDecimal].join('/'), '2.5/4/3.5', 'its prices');

        // 采购入库: supplier and product from its pickers, 10 at 2.5 (+12 % tax of 供应商1) = 28, 20 paid now.
        const purchase = await forms.saveBill({
          group: '采购管理',
          page: '采购入库',
          partner: ['请选择供应商', '供应商1'],
          product: name,
          quantity: '10',
          paid: '20',
        });
        const sale = await forms.saveBill({ group: '销售管理', page: '销售出库', partner: ['请选择客户', '客户1'], product: name, quantity: '4', paid: '5' });
        const bill = async (number) => (await api('/depotHead/list', { search: JSON.stringify({ number }), currentPage: 1, pageSize: 10 })).rows[0];
        const bought = await bill(purchase.number);
        const sold = await bill(sale.number);
        assertEqual(
          [bought.totalPrice, bought.discountLastMoney, bought.changeAmount].join('/'),
          '25/28/20',
          `采购入库 ${purchase.number} total/after tax/paid`,
        );
        assertEqual([sold.totalPrice, sold.discountLastMoney, sold.changeAmount].join('/'), '14/15.68/5', `销售出库 ${sale.number} total/after tax/received`);

        // 收款单: 选择单据 lists the sale's 10.68 still owed; the receipt settles it.
        const receipt = await forms.receiveMoney({ customer: '客户1', bill: sale.number });
        const [received] = (await api('/accountHead/list', { search: JSON.stringify({ billNo: receipt.billNo }), currentPage: 1, pageSize: 10 })).rows;
        assertEqual([received.totalPrice, received.changeAmount].join('/'), '10.68/10.68', `收款单 ${receipt.billNo} total/received`);
        const after = { customer: await owed('客户1', '客户'), supplier: await owed('供应商1', '供应商') };
        assertEqual(after.customer, before.customer, '客户1 owes what it owed before: the sale’s debt is received');
        assertEqual(shown(Number(after.supplier) - Number(before.supplier)), '8.00', '供应商1 is owed the purchase’s 8 left unpaid');

        // 商品库存 and 进销存统计: the totals its pages print are our API's for the same query, and the product's row.
        const stock = await forms.openReport('商品库存', '/material/getListWithStock', /总库存：([\d.-]+)，总库存金额：([\d.-]+)/);
        const ours = await api('/material/getListWithStock', stock.query);
        assertEqual(stock.printed.join('/'), [shown(ours.currentStock), shown(ours.currentStockPrice)].join('/'), '商品库存 totals');
        const row = (await api('/material/getListWithStock', { ...stock.query, materialParam: name })).rows[0];
        assertEqual([row.currentStock, row.currentStockPrice].join('/'), '6/15', `${name}: 10 in, 4 out, at 2.5`);
        const inOut = await forms.openReport('进销存统计', '/depotItem/getInOutStockCountMoney', /本期总结存：([\d.-]+)，总结存金额：([\d.-]+)/);
        const counted = await api('/depotItem/getInOutStockCountMoney', inOut.query);
        assertEqual(inOut.printed.join('/'), [shown(counted.totalStock), shown(counted.totalCount)].join('/'), '进销存统计 totals');
        assertEqual(shown(counted.totalStock), shown(ours.currentStock), '进销存统计 closing stock is 商品库存 total');

        // On one line: a retried journey's report keeps an error's first line (e2e/run.mjs describe).
        assert(failed.length === 0, `failed calls: ${failed.join(' | ')}`);
      } finally {
        await client.stop();
      }
    },
  },
];
