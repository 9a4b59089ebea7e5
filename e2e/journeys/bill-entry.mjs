// Line entry in the bill editor: 导入明细 from a spreadsheet, picking serials on a sale-out, a retail sale paid from a member's advance.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { apiLogin, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import {
  addProduct,
  apiOk as ok,
  billEditor as editor,
  depotIds,
  enterApp,
  lineRows as rows,
  newBill,
  pickPartner,
  saveAndAudit,
  setQty,
  setSystemConfig,
  typeBarcode,
} from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-6).toUpperCase();
const CUSTOMER = `导入客户${tag}`;
const MEMBER = `预付会员${tag}`;
const CODES = { cola: `EIC${tag}`, tea: `EIT${tag}`, phone: `EIP${tag}`, soap: `EIS${tag}` };
const SERIALS = ['A', 'B', 'C'].map((x) => `SN${tag}${x}`);
let data;

/** Master data once: a customer, a member with 100 of advance, three products and a serial-tracked phone with 3 serials in stock. */
async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  await ok(base, token, 'POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  await ok(base, token, 'POST', '/supplier/add', { supplier: MEMBER, type: '会员', beginAdvanceIn: '100' });
  const product = (name, barCode, sale, extra = {}) => addProduct(base, token, { name, barCode, purchase: '1', sale, ...extra });
  await product(`可乐${tag}`, CODES.cola, '3');
  await product(`绿茶${tag}`, CODES.tea, '4');
  await product(`香皂${tag}`, CODES.soap, '5');
  await product(`手机${tag}`, CODES.phone, '1500', { enableSerialNumber: '1' });
  await setSystemConfig(base, token, { minusStockFlag: '0', forceApprovalFlag: '0' });
  const depot1 = (await depotIds(base, token))['仓库1'];
  await ok(base, token, 'POST', '/depotHead/addDepotHeadAndDetail', {
    info: JSON.stringify({ type: '入库', subType: '其它', status: '1' }),
    rows: JSON.stringify([
      { barCode: CODES.phone, operNumber: '3', unitPrice: '1000', depotId: depot1, snList: SERIALS.join(',') },
      { barCode: CODES.soap, operNumber: '50', unitPrice: '1', depotId: depot1 },
    ]),
  });
  data = { token, depot1 };
  return data;
}

async function start(page, base) {
  await setup(base);
  await enterApp(page);
}

export const journeys = [
  {
    name: 'bill entry: a sales order takes its lines from a spreadsheet (导入明细)',
    async run({ page, base, shot }) {
      await start(page, base);
      await newBill(page, '/bill/sale_order');
      await pickPartner(page, CUSTOMER);
      await editor(page).getByRole('button', { name: '导入明细' }).click();
      const modal = page.locator('.bill-import-modal');
      await modal.getByText('明细Excel模板[下载]').waitFor();
      await page.waitForTimeout(300);
      await shot('bill-import-modal');
      // The template comes from the server; fill it as a user would and upload it.
      const [download] = await Promise.all([page.waitForEvent('download'), modal.getByText('明细Excel模板[下载]').click()]);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), 'sale-order-items.xlsx');
      await download.saveAs(file);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const sheet = wb.worksheets[0];
      assertEqual(sheet.getRow(2).values.slice(1).join('|'), '条码*|名称|数量*|单价|税率(%)|备注', 'sale-order template columns');
      sheet.addRow([CODES.cola, '可乐', 10, null, null, '冷藏']);
      sheet.addRow([CODES.tea, '绿茶', 5, 3.5, null, null]);
      await wb.xlsx.writeFile(file);
      await modal.locator('input[type=file]').setInputFiles(file);
      await seeText(page, '导入成功2条');
      await modal.waitFor({ state: 'hidden' });
      assertEqual(await rows(page).count(), 2, 'the imported lines replace the empty line');
      // 10 × 3 (the stored sale price) + 5 × 3.5 (the sheet's price).
      await editor(page).getByText('金额：47.50').waitFor();
      await shot('bill-editor-imported-lines');
      await saveAndAudit(page);
      const list = await ok(
        base,
        data.token,
        'GET',
        `/depotHead/list?search=${encodeURIComponent(JSON.stringify({ subType: '销售订单' }))}&currentPage=1&pageSize=1`,
      );
      assertEqual(String(list.rows[0].totalPrice), '47.5', 'the saved order total');
    },
  },
  {
    name: 'bill entry: a sale-out picks serial numbers from the serials in stock',
    async run({ page, base, shot }) {
      await start(page, base);
      await newBill(page, '/bill/sale_out');
      await pickPartner(page, CUSTOMER);
      await typeBarcode(page, 0, CODES.phone, `手机${tag}`);
      await rows(page).first().getByRole('button', { name: '选择序列号' }).click();
      const modal = page.locator('.bill-serial-modal');
      for (const sn of SERIALS) await modal.getByText(sn).waitFor();
      await modal.locator('tr', { hasText: SERIALS[0] }).locator('.ant-checkbox-input').check();
      await modal.locator('tr', { hasText: SERIALS[2] }).locator('.ant-checkbox-input').check();
      await shot('bill-serial-picker');
      await modal.getByRole('button', { name: /确定/ }).click();
      await modal.waitFor({ state: 'hidden' });
      assertEqual(
        await rows(page).first().getByRole('textbox', { name: '序列号', exact: true }).inputValue(),
        `${SERIALS[0]},${SERIALS[2]}`,
        'the line carries the chosen serials',
      );
      assertEqual(await rows(page).first().getByLabel('数量').inputValue(), '2', 'quantity follows the serials');
      await saveAndAudit(page);
      const left = await ok(base, data.token, 'POST', '/serialNumber/getEnableSerialNumberList', { barCode: CODES.phone, page: 1, rows: 10 });
      assertEqual(left.rows.map((r) => r.serialNumber).join(','), SERIALS[1], 'only the unpicked serial is still in stock');
    },
  },
  {
    name: 'bill entry: a retail sale paid from the member advance (预付款), refused beyond it',
    allow: [/addDepotHeadAndDetail/],
    async run({ page, base, shot }) {
      await start(page, base);
      await newBill(page, '/bill/retail_out');
      await pickPartner(page, MEMBER);
      // A member with an advance pays from it by default; no account is asked for then.
      await editor(page).locator('.bill-retail-money').getByText('预付款（100.00）').waitFor();
      assertEqual(await editor(page).locator('.bill-retail-money').getByText('结算账户').count(), 0, 'no account for a prepaid sale');
      await typeBarcode(page, 0, CODES.soap, `香皂${tag}`);
      await setQty(page, 0, 4);
      await editor(page).getByText('金额：20.00').waitFor();
      await shot('bill-editor-retail-prepaid');
      await saveAndAudit(page);
      const { id } = (await ok(base, data.token, 'POST', '/supplier/findBySelect_retail', { key: MEMBER })).find((m) => m.supplier === MEMBER);
      const advance = async () => String((await ok(base, data.token, 'GET', `/supplier/getAdvanceIn?id=${id}`)).advanceIn);
      assertEqual(await advance(), '80', 'advance after a sale of 20');

      await newBill(page, '/bill/retail_out');
      await pickPartner(page, MEMBER);
      await editor(page).locator('.bill-retail-money').getByText('预付款（80.00）').waitFor();
      await typeBarcode(page, 0, CODES.soap, `香皂${tag}`);
      await setQty(page, 0, 17);
      await editor(page).getByRole('button', { name: '保存并审核' }).click();
      const error = editor(page).locator('.bill-server-error');
      await error.waitFor();
      const text = await error.innerText();
      assert(text.includes(`会员${MEMBER}的预付款余额不足`) && text.includes('可用80.00元') && text.includes('本单需85.00元'), `refusal: ${text}`);
      await shot('bill-editor-retail-prepaid-refused');
      assertEqual(await advance(), '80', 'the refused sale spent nothing');
    },
  },
];
