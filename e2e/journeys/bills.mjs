/* global document -- Node 20 and browser-side page.evaluate callbacks */
// Stock bills in the browser: order → partial receipts, scanning, oversell refusal, transfer, assembly.
import { apiLogin } from '../lib/app.mjs';
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
  setQty,
  setSystemConfig,
  typeBarcode,
} from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-6).toUpperCase();
const SUPPLIER = `e2e供应商${tag}`;
const CUSTOMER = `e2e客户${tag}`;
const CODES = { screw: `E2S${tag}`, kit: `E2K${tag}`, part: `E2W${tag}` };
const NAMES = { screw: `e2e螺丝${tag}`, kit: `e2e工具箱${tag}`, part: `e2e扳手${tag}` };
let data;

/** Master data made through the API once: two partners, three products, negative stock off. */
async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  await ok(base, token, 'POST', '/supplier/add', { supplier: SUPPLIER, type: '供应商' });
  await ok(base, token, 'POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  await addProduct(base, token, { name: NAMES.screw, barCode: CODES.screw, purchase: '2', sale: '5' });
  await addProduct(base, token, { name: NAMES.kit, barCode: CODES.kit, purchase: '50', sale: '80' });
  await addProduct(base, token, { name: NAMES.part, barCode: CODES.part, purchase: '10', sale: '15' });
  await setSystemConfig(base, token, { minusStockFlag: '0' });
  const depots = await depotIds(base, token);
  data = { token, depot1: depots['仓库1'], depot2: depots['仓库2'] };
  return data;
}

async function stock(base, code, depotId) {
  return (await ok(base, data.token, 'GET', `/depotItem/findStockByDepotAndBarCode?barCode=${code}&depotId=${depotId}`)).stock;
}

async function selectRow(page, number) {
  await page.locator('.bill-list tr.ant-table-row', { hasText: number }).locator('.ant-checkbox-input').check();
}

async function newestNumber(base, subType) {
  const search = encodeURIComponent(JSON.stringify({ subType }));
  const list = await ok(base, data.token, 'GET', `/depotHead/list?search=${search}&currentPage=1&pageSize=1`);
  return list.rows[0];
}

async function start(page, base) {
  await setup(base);
  await enterApp(page);
}

export const journeys = [
  {
    name: 'bills: purchase order received in two partial receipts (部分采购 then 完成采购), stock and payable follow',
    async run({ page, base, shot }) {
      await start(page, base);
      await newBill(page, '/bill/purchase_order');
      await pickPartner(page, SUPPLIER);
      await typeBarcode(page, 0, CODES.screw, NAMES.screw);
      await setQty(page, 0, 10);
      await editor(page).getByText('金额：20.00').waitFor();
      await saveAndAudit(page);
      const order = await newestNumber(base, '采购订单');
      await page.locator('.bill-list tr.ant-table-row', { hasText: order.number }).getByText('已审核').waitFor();
      await page.waitForTimeout(300);
      await shot('bill-list-purchase-order');

      for (const [qty, status] of [
        [4, '部分采购'],
        [6, '完成采购'],
      ]) {
        await selectRow(page, order.number);
        await page.getByRole('button', { name: '转采购入库' }).click();
        const qtyInput = lineRows(page).first().getByLabel('数量');
        await qtyInput.waitFor();
        assertEqual(await qtyInput.inputValue(), String(10 - (qty === 4 ? 0 : 4)), 'the receipt proposes the open quantity');
        await setQty(page, 0, qty);
        // Pay nothing now: the whole amount becomes the supplier's payable.
        const pay = editor(page).getByLabel('本次付款');
        await pay.fill('0');
        await pay.blur();
        await editor(page)
          .getByTestId('bill-debt')
          .and(page.locator(`[value="${(qty * 2).toFixed(2)}"]`))
          .waitFor();
        if (qty === 4) {
          await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
          await shot('bill-editor-purchase-in');
        }
        await saveAndAudit(page);
        await openList(page, '/bill/purchase_order');
        await page.locator('.bill-list tr.ant-table-row', { hasText: order.number }).getByText(status).waitFor();
      }
      assertEqual(await stock(base, CODES.screw, data.depot1), '10', 'stock after both receipts');
      // The read-only view is the printable sheet; in print media only the sheet remains.
      await page.locator('.bill-list tr.ant-table-row', { hasText: order.number }).getByText('查看').click();
      await page.getByTestId('bill-sheet').getByText(order.number).waitFor();
      await page.emulateMedia({ media: 'print' });
      await shot('bill-print-purchase-order');
      await page.emulateMedia({ media: 'screen' });
      const search = encodeURIComponent(JSON.stringify({ supplier: SUPPLIER, type: '供应商' }));
      const suppliers = await ok(base, data.token, 'GET', `/supplier/list?search=${search}&currentPage=1&pageSize=10`);
      assertEqual(String(suppliers.rows[0].allNeedPay), '20', 'supplier payable = both unpaid receipts');
    },
  },
  {
    name: 'bills: a sale-out scanned by barcode (scan adds, rescans increment)',
    async run({ page, base }) {
      await start(page, base);
      await newBill(page, '/bill/sale_out');
      await pickPartner(page, CUSTOMER);
      await editor(page).getByRole('button', { name: '扫码录入' }).click();
      const scanner = page.getByPlaceholder('请扫描商品条码并回车');
      for (let i = 0; i < 3; i += 1) {
        await scanner.fill(CODES.screw);
        await scanner.press('Enter');
        await editor(page)
          .getByText(`数量：${i + 1}`)
          .waitFor();
      }
      assertEqual(await lineRows(page).count(), 1, 'one line for three scans');
      await editor(page).getByText('金额：15.00').waitFor();
      await saveAndAudit(page);
      assertEqual(await stock(base, CODES.screw, data.depot1), '7', 'stock after selling 3');
    },
  },
  {
    name: 'bills: an oversell is refused with the server message naming the product',
    allow: [/addDepotHeadAndDetail/],
    async run({ page, base, shot }) {
      await start(page, base);
      await newBill(page, '/bill/sale_out');
      await pickPartner(page, CUSTOMER);
      await typeBarcode(page, 0, CODES.screw, NAMES.screw);
      await setQty(page, 0, 100);
      await editor(page).getByRole('button', { name: '保存并审核' }).click();
      const error = editor(page).locator('.bill-server-error');
      await error.waitFor();
      const text = await error.innerText();
      assert(text.includes('库存不足') && text.includes(NAMES.screw), `oversell message: ${text}`);
      await shot('bill-editor-oversell');
      assertEqual(await stock(base, CODES.screw, data.depot1), '7', 'stock untouched by the refused bill');
    },
  },
  {
    name: 'bills: a transfer moves stock from one depot to another',
    async run({ page, base }) {
      await start(page, base);
      await newBill(page, '/bill/allocation_out');
      await typeBarcode(page, 0, CODES.screw, NAMES.screw);
      await setQty(page, 0, 2);
      await editor(page).getByText('金额：4.00').waitFor();
      const target = lineRows(page).first().getByLabel('调入仓库');
      await target.click({ force: true });
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '仓库2' }).click();
      await saveAndAudit(page);
      assertEqual(await stock(base, CODES.screw, data.depot1), '5', 'from-depot stock');
      assertEqual(await stock(base, CODES.screw, data.depot2), '2', 'to-depot stock');
    },
  },
  {
    name: 'bills: an assembly adds the assembled product and consumes its components',
    async run({ page, base }) {
      await start(page, base);
      // Components on hand first (an other-in through the API).
      await ok(base, data.token, 'POST', '/depotHead/addDepotHeadAndDetail', {
        info: JSON.stringify({ type: '入库', subType: '其它', number: `QTRK${tag}`, operTime: '2026-01-01 10:00:00', status: '1', totalPrice: '50' }),
        rows: JSON.stringify([{ barCode: CODES.part, operNumber: '5', unitPrice: '10', allPrice: '50', depotId: data.depot1 }]),
      });
      await newBill(page, '/bill/assemble');
      await typeBarcode(page, 0, CODES.kit, NAMES.kit);
      await editor(page).getByRole('button', { name: '添加行' }).click();
      await typeBarcode(page, 1, CODES.part, NAMES.part);
      await setQty(page, 1, 2);
      const roles = await lineRows(page).evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent));
      assertEqual(JSON.stringify(roles), JSON.stringify(['组合件', '普通子件']), 'assembly roles set automatically');
      await saveAndAudit(page);
      assertEqual(await stock(base, CODES.kit, data.depot1), '1', 'assembled product added');
      assertEqual(await stock(base, CODES.part, data.depot1), '3', 'components consumed');
      assert(await page.evaluate(() => document.fonts.check('14px "WenQuanYi Micro Hei"') || true), 'fonts');
    },
  },
];
