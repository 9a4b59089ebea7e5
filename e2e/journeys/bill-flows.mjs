// Bill list flows in the browser: 待入库 → 批量入库 under 出入库管理, 以销定购, 完成 / 取消 of sales orders, and the
// list filters and tools (销售人员 / 结算账户 filters, 修改备注).
import { apiLogin, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import {
  addProduct,
  apiOk as ok,
  billEditor as editor,
  depotIds,
  enterApp,
  lineRows,
  newBill,
  openBillList as openList,
  pickPartner,
  saveAndAudit,
  setSystemConfig,
} from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-6).toUpperCase();
const SUPPLIER = `流程供应商${tag}`;
const CUSTOMER = `流程客户${tag}`;
const CODE = `E2F${tag}`;
let data;

/** Partners, one product, a depot and an account, made through the API once. */
async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  await ok(base, token, 'POST', '/supplier/add', { supplier: SUPPLIER, type: '供应商' });
  await ok(base, token, 'POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  await addProduct(base, token, { name: `流程螺栓${tag}`, barCode: CODE, purchase: '3', sale: '5' });
  const find = async (type, name) =>
    (await ok(base, token, 'POST', type === '供应商' ? '/supplier/findBySelect_sup' : '/supplier/findBySelect_cus', { key: name })).find(
      (p) => p.supplier === name,
    ).id;
  const accounts = (await ok(base, token, 'GET', '/account/getAccount')).accountList;
  data = {
    token,
    supplier: await find('供应商', SUPPLIER),
    customer: await find('客户', CUSTOMER),
    depot: (await depotIds(base, token))['仓库1'],
    account: accounts[0].id,
  };
  return data;
}

/** Runs `body` with the given system switches on, putting them back afterwards (other journeys share the data). */
async function withFlags(base, flags, body) {
  const before = await setSystemConfig(base, data.token, flags);
  try {
    await body();
  } finally {
    await setSystemConfig(base, data.token, before);
  }
}

const bill = (base, info, rows) => ok(base, data.token, 'POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify(info), rows: JSON.stringify(rows) });
const stock = async (base) => (await ok(base, data.token, 'GET', `/depotItem/findStockByDepotAndBarCode?barCode=${CODE}&depotId=${data.depot}`)).stock;
const row = (page, number) => page.locator('.bill-list tr.ant-table-row', { hasText: number });

async function start(page, base) {
  await setup(base);
  await enterApp(page);
}

/** Picks an option of a query-bar select by its label. */
async function filterBy(page, label, option) {
  await page.locator('.list-query-bar').getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

async function search(page) {
  const reply = page.waitForResponse((r) => r.url().includes('/depotHead/list'));
  await page
    .locator('.list-query-bar')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await reply;
}

async function confirm(page) {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

export const journeys = [
  {
    name: 'bill flows: with 出入库管理 a purchase receipt waits in 待入库 and 批量入库 receives it into stock',
    async run({ page, base, shot }) {
      await start(page, base);
      await withFlags(base, { inOutManageFlag: '1' }, async () => {
        const before = Number(await stock(base));
        const receipt = await bill(base, { type: '入库', subType: '采购', organId: data.supplier, accountId: data.account, status: '1' }, [
          { barCode: CODE, operNumber: '6', unitPrice: '3', depotId: data.depot },
        ]);
        assertEqual(Number(await stock(base)), before, 'the purchase receipt itself moves no stock');
        await openList(page, '/bill/other_in');
        await page.getByRole('button', { name: /待入库\(\d+\)/ }).click();
        const dialog = page.locator('.bill-wait');
        const waiting = dialog.locator('tr.ant-table-row', { hasText: receipt.number });
        await waiting.waitFor();
        await waiting.locator('.ant-checkbox-input').check();
        await shot('bill-wait-in');
        await dialog.getByRole('button', { name: '批量入库' }).click();
        await confirm(page);
        await seeText(page, '已生成1张单据');
        await dialog.locator('tr.ant-table-row', { hasText: receipt.number }).waitFor({ state: 'detached' });
        await dialog
          .locator('.ant-modal-footer')
          .getByRole('button', { name: /关\s*闭/ })
          .click();
        // The new 其它入库 is in the list, linked to the receipt, and the stock has arrived.
        await row(page, receipt.number).first().waitFor();
        assert((await row(page, receipt.number).first().innerText()).includes('QTRK'), 'the list shows the new 其它入库');
        assertEqual(Number(await stock(base)), before + 6, 'stock after 批量入库');
        const source = await ok(base, data.token, 'GET', `/depotHead/info?id=${receipt.id}`);
        assertEqual(source.info.status, '2', 'the receipt is 完成入库');
      });
    },
  },
  {
    name: 'bill flows: 以销定购 turns a sales order into a purchase order for what it still needs',
    async run({ page, base, shot }) {
      await start(page, base);
      await withFlags(base, { purchaseBySaleFlag: '1' }, async () => {
        const order = await bill(base, { type: '其它', subType: '销售订单', organId: data.customer, status: '1' }, [
          { barCode: CODE, operNumber: '8', unitPrice: '5' },
        ]);
        await openList(page, '/bill/sale_order');
        await row(page, order.number).getByText('未采购').waitFor();
        await row(page, order.number).locator('.ant-checkbox-input').check();
        await page.getByRole('button', { name: '转采购订单-以销定购' }).click();
        const qty = lineRows(page).first().getByLabel('数量');
        await qty.waitFor();
        assertEqual(await qty.inputValue(), '8', 'the purchase order proposes what the sales order still needs');
        assertEqual(await editor(page).getByLabel('关联订单').inputValue(), order.number, 'linked to the sales order');
        // Bought at the purchase price (3), not the customer's 5.
        await editor(page).getByText('金额：24.00').waitFor();
        await pickPartner(page, SUPPLIER);
        await shot('bill-editor-purchase-by-sale');
        await saveAndAudit(page);
        await row(page, order.number).getByText('完成采购').waitFor();
        const orders = await ok(
          base,
          data.token,
          'GET',
          `/depotHead/list?search=${encodeURIComponent(JSON.stringify({ type: '其它', subType: '采购订单', linkNumber: order.number }))}&currentPage=1&pageSize=5`,
        );
        assertEqual(orders.total, 1, 'one purchase order links to the sales order');
      });
    },
  },
  {
    name: 'bill flows: 以销定购 from the purchase-order editor — 关联订单 picks a sales order and fills what is still to buy',
    async run({ page, base, shot }) {
      await start(page, base);
      await withFlags(base, { purchaseBySaleFlag: '1' }, async () => {
        const order = await bill(base, { type: '其它', subType: '销售订单', organId: data.customer, status: '1' }, [
          { barCode: CODE, operNumber: '9', unitPrice: '5' },
        ]);
        const [line] = (await ok(base, data.token, 'GET', `/depotItem/getDetailList?headerId=${order.id}&forPrefix=CGDD`)).rows;
        await bill(base, { type: '其它', subType: '采购订单', organId: data.supplier, linkNumber: order.number, status: '1' }, [
          { barCode: CODE, operNumber: '4', unitPrice: '3', linkId: line.id },
        ]);
        await newBill(page, '/bill/purchase_order');
        await pickPartner(page, SUPPLIER);
        const field = editor(page).locator('.ant-form-item', { hasText: '关联订单' });
        await field.getByRole('button', { name: '选择订单' }).click();
        const picker = page.locator('.ant-modal', { hasText: '选择关联单据' });
        await picker.locator('tr.ant-table-row', { hasText: order.number }).click();
        // The customer is masked for purchasing (business-rules §4.7).
        await picker.locator('tr.ant-table-row', { hasText: order.number }).getByText('****').waitFor();
        await shot('bill-editor-link-sale-order');
        await picker.getByRole('button', { name: /确\s*定/ }).click();
        const rowsPicker = page.locator('.ant-modal', { hasText: '选择单据明细' });
        await rowsPicker.locator('tr.ant-table-row').first().locator('.ant-checkbox-input').check();
        await rowsPicker.getByRole('button', { name: /确\s*定/ }).click();
        const qty = lineRows(page).first().getByLabel('数量');
        await qty.waitFor();
        assertEqual(await qty.inputValue(), '5', 'the open quantity: 9 ordered − 4 already bought');
        assertEqual(await editor(page).getByLabel('关联订单').inputValue(), order.number, 'linked to the sales order');
        await editor(page).getByText('金额：15.00').waitFor();
        await saveAndAudit(page);
        const after = await ok(base, data.token, 'GET', `/depotHead/info?id=${order.id}`);
        assertEqual(after.info.purchaseStatus, '2', 'the sales order is 完成采购');
      });
    },
  },
  {
    name: 'bill flows: a sales order is cancelled from its row and a partly delivered one finished from the toolbar',
    async run({ page, base, shot }) {
      await start(page, base);
      const untouched = await bill(base, { type: '其它', subType: '销售订单', organId: data.customer, status: '1' }, [
        { barCode: CODE, operNumber: '2', unitPrice: '5' },
      ]);
      const partly = await bill(base, { type: '其它', subType: '销售订单', organId: data.customer, status: '1' }, [
        { barCode: CODE, operNumber: '5', unitPrice: '5' },
      ]);
      const [line] = (await ok(base, data.token, 'GET', `/depotItem/getDetailList?headerId=${partly.id}`)).rows;
      await bill(base, { type: '入库', subType: '其它', status: '1' }, [{ barCode: CODE, operNumber: '2', unitPrice: '3', depotId: data.depot }]);
      await bill(base, { type: '出库', subType: '销售', organId: data.customer, accountId: data.account, linkNumber: partly.number, status: '1' }, [
        { barCode: CODE, operNumber: '2', unitPrice: '5', depotId: data.depot, linkId: line.id },
      ]);
      await openList(page, '/bill/sale_order');
      await row(page, partly.number).getByText('部分销售').waitFor();

      await row(page, untouched.number).getByText('取消', { exact: true }).click();
      await seeText(page, '是否取消选中的销售订单');
      await confirm(page);
      await row(page, untouched.number).getByText('已取消').waitFor();

      await row(page, partly.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: '完成订单' }).click();
      await confirm(page);
      await row(page, partly.number).getByText('完成销售').waitFor();
      await page.waitForTimeout(300);
      await shot('bill-list-sale-order-closed');
      // A cancelled order cannot be cancelled or finished again.
      assertEqual(await row(page, untouched.number).getByText('取消', { exact: true }).count(), 0, 'no closing offered on a closed order');
    },
  },
  {
    name: "bill flows: the sale-out list filters by salesman and by account, and a sales order's remark is edited from the list",
    async run({ page, base, shot }) {
      await start(page, base);
      const SALESMAN = `销售员${tag}`;
      const salesmanId = async () => (await ok(base, data.token, 'GET', '/person/getPersonByNumType?type=1')).find((p) => p.text === SALESMAN)?.value;
      if (!(await salesmanId())) await ok(base, data.token, 'POST', '/person/add', { name: SALESMAN, type: '销售员' });
      const salesman = await salesmanId();
      const accounts = (await ok(base, data.token, 'GET', '/account/getAccount')).accountList;
      assert(accounts.length >= 2, 'the demo tenant has two accounts');
      const [cash, bank] = accounts;
      await bill(base, { type: '入库', subType: '其它', status: '1' }, [{ barCode: CODE, operNumber: '4', unitPrice: '3', depotId: data.depot }]);
      const sale = (extra) =>
        bill(base, { type: '出库', subType: '销售', organId: data.customer, ...extra }, [
          { barCode: CODE, operNumber: '1', unitPrice: '5', depotId: data.depot },
        ]);
      const byBoth = await sale({ accountId: bank.id, salesMan: String(salesman) });
      const other = await sale({ accountId: cash.id });

      await openList(page, '/bill/sale_out');
      await row(page, other.number).waitFor();
      await filterBy(page, '销售人员', SALESMAN);
      await search(page);
      await row(page, byBoth.number).waitFor();
      assertEqual(await row(page, other.number).count(), 0, 'the 销售人员 filter leaves out a bill without that salesman');
      await shot('bill-list-filter-salesman');
      await page
        .locator('.list-query-bar')
        .getByRole('button', { name: /重\s*置/ })
        .click();
      await row(page, other.number).waitFor();
      await filterBy(page, '结算账户', bank.name);
      await search(page);
      await row(page, byBoth.number).waitFor();
      assertEqual(await row(page, other.number).count(), 0, 'the 结算账户 filter leaves out a bill paid into another account');
      await page
        .locator('.bill-list .ant-table-body, .bill-list .ant-table-content')
        .first()
        .evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
      await shot('bill-list-money-columns');

      const order = await bill(base, { type: '其它', subType: '销售订单', organId: data.customer, status: '1', remark: '原备注' }, [
        { barCode: CODE, operNumber: '1', unitPrice: '5' },
      ]);
      await openList(page, '/bill/sale_order');
      await row(page, order.number).locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: /更多操作/ }).click();
      await page.locator('.ant-dropdown:visible').getByText('修改备注').click();
      const dialog = page.getByRole('dialog').filter({ hasText: '快捷编辑备注' });
      assertEqual(await dialog.getByLabel('单据编号').inputValue(), order.number, 'the dialog names the bill');
      await dialog.getByLabel('备注').fill(`改过的备注${tag}`);
      await page.waitForTimeout(400);
      await shot('bill-quick-edit-remark');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
      const saved = await ok(base, data.token, 'GET', `/depotHead/info?id=${order.id}`);
      assertEqual(saved.info.remark, `改过的备注${tag}`, 'the audited order keeps the new remark');
      assertEqual(saved.info.status, '1', 'and stays audited');
    },
  },
];
