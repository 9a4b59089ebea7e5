/* global window -- browser-side page.evaluate callbacks */
// Issue 34 item 4, what a clerk prints and exports: a sale-out audited from its list prints its 审核人, the amount in
// capitals, the customer's address and phone and the 销售协议 set in 系统配置; 销售出库's 导出 is named by the kind and
// the day and its 操作员 is a name; a customer list's 创建人 is a name, not an id.
import { apiLogin, seeText, shanghaiDay } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, depotIds, enterApp, openBillList, setSystemConfig } from '../lib/bills.mjs';
import { byTitle, exportedSheet } from '../lib/report-page.mjs';

/** A customer with a contact, two phones and an address; 5 shawls bought; a sale-out of 3 (40.00 each) saved unaudited. */
async function saleData(base) {
  const tag = (Date.now() + Math.floor(Math.random() * 1000)).toString(36).slice(-6).toUpperCase();
  const { token, user } = await apiLogin(base);
  const call = (method, url, body) => ok(base, token, method, url, body);
  const customer = {
    supplier: `打印客户${tag}`,
    contacts: '林小姐',
    telephone: '13800138000',
    phoneNum: '0571-88886666',
    address: `杭州市西湖区文三路${tag}号`,
  };
  const partner = async (fields, type, select) => {
    await call('POST', '/supplier/add', { ...fields, type });
    return (await call('POST', `/supplier/${select}`, { key: fields.supplier })).find((p) => p.supplier === fields.supplier).id;
  };
  const customerId = await partner(customer, '客户', 'findBySelect_cus');
  const supplierId = await partner({ supplier: `打印供应商${tag}` }, '供应商', 'findBySelect_sup');
  const product = { name: `打印披肩${tag}`, barCode: `WP${tag}` };
  await addProduct(base, token, { ...product, purchase: '25', sale: '40' });
  const depot = (await depotIds(base, token))['仓库1'];
  const account = (await call('GET', '/account/getAccount')).accountList[0].id;
  const post = (info, rows) => call('POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify(info), rows: JSON.stringify(rows) });
  await post({ type: '入库', subType: '采购', organId: supplierId, accountId: account, status: '1' }, [
    { barCode: product.barCode, operNumber: '5', unitPrice: '25', depotId: depot },
  ]);
  const sale = await post(
    { type: '出库', subType: '销售', organId: customerId, accountId: account, status: '0', totalPrice: '120', changeAmount: '0', debt: '120' },
    [{ barCode: product.barCode, operNumber: '3', unitPrice: '40', depotId: depot }],
  );
  return { token, user, customer, customerId, account, product, number: sale.number, agreement: `货物验收后七日内付清货款，逾期按日万分之五计息。${tag}` };
}

const row = (page, number) => page.locator('.bill-list tr.ant-table-row', { hasText: number });

export const journeys = [
  {
    name: 'walk: a sale-out audited from its list prints its 审核人, the amount in capitals, the customer’s address and phone and the 销售协议',
    async run({ page, base, shot }) {
      const d = await saleData(base);
      const { saleAgreement } = await ok(base, d.token, 'GET', '/systemConfig/getCurrentInfo');
      try {
        await enterApp(page);
        // 系统配置: the 销售协议 printed under every sale.
        await page.goto('/system/system_config');
        const agreement = page.getByLabel('销售协议');
        await agreement.waitFor();
        await agreement.fill(d.agreement);
        await page.getByRole('button', { name: /^保\s*存$/ }).click();
        await seeText(page, '保存成功');

        // 销售出库: the clerk audits the sale from the list, then opens it to print.
        await openBillList(page, '/bill/sale_out');
        await row(page, d.number).locator('.ant-checkbox-input').check();
        await page.getByRole('button', { name: /^审\s*核$/ }).click();
        await page
          .locator('.ant-modal-confirm')
          .getByRole('button', { name: /确\s*定/ })
          .click();
        await row(page, d.number).getByText('已审核').waitFor();
        await row(page, d.number).getByText('查看', { exact: true }).click();
        const sheet = page.getByTestId('bill-sheet');
        await sheet.getByText(d.number).waitFor();
        const facts = await sheet.locator('.bill-print-meta').innerText();
        for (const fact of [
          `客户：${d.customer.supplier}`,
          `联系人：${d.customer.contacts}`,
          `联系电话：${d.customer.phoneNum} / ${d.customer.telephone}`,
          `地址：${d.customer.address}`,
          '金额大写：壹佰贰拾元整',
        ])
          assert(facts.includes(fact), `${fact} in the sheet's facts:\n${facts}`);
        assertEqual((await sheet.getByTestId('bill-sheet-auditor').innerText()).trim(), `审核人：${d.user.username}`, 'the 审核人');
        assertEqual((await sheet.getByTestId('bill-sheet-note').innerText()).trim(), `销售协议：${d.agreement}`, 'the 销售协议');

        // 打印 prints that sheet alone.
        await page.evaluate(() => {
          window.printed = 0;
          window.print = () => (window.printed += 1);
        });
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^打\s*印$/ })
          .click();
        assertEqual(await page.evaluate(() => window.printed), 1, '打印 prints');
        await page.emulateMedia({ media: 'print' });
        await shot('walk-print-sale-out');
        await page.emulateMedia({ media: 'screen' });

        // The customer pays 100.50 of it: the 收款单, audited, prints its 审核人 and the amount in capitals too.
        const paid = await ok(base, d.token, 'POST', '/accountHead/addAccountHeadAndDetail', {
          info: JSON.stringify({ type: '收款', organId: d.customerId, accountId: d.account, status: '1' }),
          rows: JSON.stringify([{ billNumber: d.number, eachAmount: '100.5' }]),
        });
        await page.goto('/financial/money_in');
        await page.locator('tr.ant-table-row', { hasText: paid.billNo }).getByText('查看', { exact: true }).click();
        const receipt = page.getByTestId('finance-sheet');
        await receipt.getByText(d.number).waitFor();
        assertEqual((await receipt.getByTestId('finance-sheet-auditor').innerText()).trim(), `审核人：${d.user.username}`, 'the 收款单’s 审核人');
        assert((await receipt.locator('.bill-print-meta').innerText()).includes('金额大写：壹佰元伍角'), 'the 收款单’s amount in capitals');
        await page.emulateMedia({ media: 'print' });
        await shot('walk-print-money-in');
        await page.emulateMedia({ media: 'screen' });
      } finally {
        await setSystemConfig(base, d.token, { saleAgreement });
      }
    },
  },
  {
    name: 'walk: 销售出库’s 导出 is named by the kind and the day, its 操作员 a name; a customer list’s 创建人 a name',
    async run({ page, base, shot }) {
      const d = await saleData(base);
      await enterApp(page);
      await openBillList(page, '/bill/sale_out');
      await row(page, d.number).waitFor();
      const sales = await exportedSheet(page.locator('.bill-list'), 'sale-out');
      assertEqual(sales.fileName, `销售出库-${shanghaiDay(0).replaceAll('-', '')}.xlsx`, 'the file’s name');
      const sold = byTitle(sales.rows[0], sales.rows.slice(1)).find((r) => r['单据编号'] === d.number);
      assert(sold, `the sale ${d.number} in the sheet`);
      assertEqual(sold['操作员'], d.user.username, 'the sheet’s 操作员');
      await shot('walk-export-sale-out');

      await page.goto('/system/customer');
      await page.locator('tr.ant-table-row', { hasText: d.customer.supplier }).waitFor();
      const customers = await exportedSheet(page.locator('.list-page').first(), 'customers');
      const mine = byTitle(customers.rows[0], customers.rows.slice(1)).find((r) => r['名称'] === d.customer.supplier);
      assert(mine, `${d.customer.supplier} in the sheet: ${customers.rows[0].join('|')}`);
      assertEqual(mine['创建人'], d.user.username, 'the sheet’s 创建人');
    },
  },
];
