// Finance in the browser: a sale on credit settled by two receipts (选择单据 proposes what is still owed; 最终欠款
// follows each), and a transfer between two accounts (both balances follow).
import { apiLogin, seeText, shanghaiDay } from '../lib/app.mjs';
import { assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, depotIds, enterApp } from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-6).toUpperCase();
const CUSTOMER = `财务客户${tag}`;
const CODE = `E2M${tag}`;
let data;

async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  await ok(base, token, 'POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  await ok(base, token, 'POST', '/supplier/add', { supplier: `${CUSTOMER}供`, type: '供应商' });
  const supplier = (await ok(base, token, 'POST', '/supplier/findBySelect_sup', { key: `${CUSTOMER}供` }))[0].id;
  await addProduct(base, token, { name: `财务螺栓${tag}`, barCode: CODE, purchase: '3', sale: '5' });
  const customer = (await ok(base, token, 'POST', '/supplier/findBySelect_cus', { key: CUSTOMER })).find((p) => p.supplier === CUSTOMER).id;
  const accounts = (await ok(base, token, 'GET', '/account/getAccount')).accountList;
  data = { token, customer, supplier, accounts, depot: (await depotIds(base, token))['仓库1'] };
  return data;
}

const bill = (base, info, rows) => ok(base, data.token, 'POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify(info), rows: JSON.stringify(rows) });
const lastDebt = async (base, number) => (await ok(base, data.token, 'GET', `/depotHead/getDetailByNumber?number=${number}`)).lastDebt;
const balance = async (base, id) =>
  (await ok(base, data.token, 'GET', '/account/listWithBalance?currentPage=1&pageSize=100&name=&serialNo=')).rows.find((a) => a.id === id).currentAmount;
const editor = (page) => page.locator('.finance-editor');

async function openList(page, url) {
  await page.goto(url);
  await page.locator('.finance-list .ant-table-tbody').waitFor();
}

/** Chooses an option of the editor's header select labelled `label`. */
async function choose(page, label, option, typed) {
  const item = editor(page).locator('.ant-form-item').filter({ hasText: label }).first();
  await item.locator('.ant-select').click();
  if (typed) await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function save(page) {
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保存（Ctrl\+S）/ })
    .click();
  await seeText(page, '保存成功');
  await editor(page).waitFor({ state: 'hidden' });
}

/** A receipt for the customer through 选择单据, the proposed amount replaced by `amount` when given. */
async function receive(page, number, amount) {
  await openList(page, '/financial/money_in');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await editor(page).waitFor();
  await choose(page, '客户', CUSTOMER, CUSTOMER);
  await choose(page, '收款账户', data.accounts[0].name);
  await editor(page).getByRole('button', { name: '选择单据' }).click();
  const picker = page.locator('.ant-modal', { hasText: '待收/待付欠款' });
  await picker.locator('tr.ant-table-row', { hasText: number }).locator('.ant-checkbox-input').check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  const input = editor(page).locator('tr.ant-table-row', { hasText: number }).locator('input.ant-input-number-input');
  if (amount) await input.fill(amount);
  return input;
}

/** What the customer owes this year, as 待收款's list reads it (客户对账, 有欠款 only); whole yuan in these journeys. */
async function owedThisYear(base) {
  const today = shanghaiDay();
  const q = `supplierType=客户&hasDebt=1&organId=${data.customer}&beginTime=${today.slice(0, 4)}-01-01&endTime=${today}&currentPage=1&pageSize=10`;
  const { rows } = await ok(base, data.token, 'GET', `/depotHead/getStatementAccount?${encodeURI(q)}`);
  return Number(rows[0]?.allNeed ?? 0);
}

const advanceOf = async (base, name) =>
  (await ok(base, data.token, 'POST', '/supplier/findBySelect_retail', { key: name, limit: 100 })).find((m) => m.supplier === name).advanceIn;

export const journeys = [
  {
    name: 'finance: a credit sale settled by two receipts, 最终欠款 right after each',
    async run({ page, base, shot }) {
      await setup(base);
      await bill(base, { type: '入库', subType: '采购', organId: data.supplier, accountId: data.accounts[0].id, status: '1' }, [
        { barCode: CODE, operNumber: '20', unitPrice: '3', depotId: data.depot },
      ]);
      const sale = await bill(
        base,
        { type: '出库', subType: '销售', organId: data.customer, accountId: data.accounts[0].id, changeAmount: '0', totalPrice: '50', debt: '50' },
        [{ barCode: CODE, operNumber: '10', unitPrice: '5', depotId: data.depot }],
      );
      assertEqual(await lastDebt(base, sale.number), '50', 'the sale owes all of it');
      await enterApp(page);
      await receive(page, sale.number, '20');
      await shot('finance-receipt-first');
      await save(page);
      assertEqual(await lastDebt(base, sale.number), '30', '最终欠款 after the first receipt');
      const proposed = await receive(page, sale.number);
      assertEqual(await proposed.inputValue(), '30', '选择单据 proposes what is still owed');
      await save(page);
      assertEqual(await lastDebt(base, sale.number), '0', '最终欠款 after the second receipt');
      // 查看 is the printable sheet; in print media only the sheet remains.
      await page.locator('.finance-list tr.ant-table-row').first().getByText('查看').click();
      await page.getByTestId('finance-sheet').getByText(sale.number).waitFor();
      await page.getByRole('button', { name: /打\s*印/ }).waitFor();
      await page.emulateMedia({ media: 'print' });
      await shot('finance-print-receipt');
      await page.emulateMedia({ media: 'screen' });
    },
  },
  {
    name: 'finance: 待收款(N) lists the customer owing; 收款 starts a receipt with 选择单据 open',
    async run({ page, base, shot }) {
      await setup(base);
      // Relative to what the customer owed before: a failed try of another journey (retried) may have left a debt.
      const before = await owedThisYear(base);
      const sale = await bill(
        base,
        { type: '出库', subType: '销售', organId: data.customer, accountId: data.accounts[0].id, changeAmount: '0', totalPrice: '15', debt: '15' },
        [{ barCode: CODE, operNumber: '3', unitPrice: '5', depotId: data.depot }],
      );
      const { needCount } = await ok(base, data.token, 'GET', '/depotHead/getNeedCount?type=customer');
      await enterApp(page);
      await openList(page, '/financial/money_in');
      await page.getByRole('button', { name: `待收款(${needCount})` }).click();
      const dialog = page.locator('.finance-wait-need');
      await dialog.locator('.ant-select').click();
      await page.keyboard.type(CUSTOMER);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CUSTOMER }).first().click();
      const row = dialog.locator('tr.ant-table-row', { hasText: CUSTOMER });
      assertEqual(await row.locator('td').nth(1).innerText(), String(before + 15), 'what the customer owes this year');
      await shot('finance-wait-need');
      await row.getByText('收款').click();
      const picker = page.locator('.ant-modal', { hasText: '待收/待付欠款' });
      await picker.locator('tr.ant-table-row', { hasText: sale.number }).locator('.ant-checkbox-input').check();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await choose(page, '收款账户', data.accounts[0].name);
      await save(page);
      assertEqual(await lastDebt(base, sale.number), '0', 'the receipt settles the sale');
    },
  },
  {
    name: 'finance: a transfer moves money between two accounts',
    async run({ page, base, shot }) {
      await setup(base);
      const [from, to] = data.accounts;
      const before = [Number(await balance(base, from.id)), Number(await balance(base, to.id))];
      await enterApp(page);
      await openList(page, '/financial/giro');
      await page.getByRole('button', { name: /新\s*增/ }).click();
      await editor(page).waitFor();
      await choose(page, '付款账户', from.name);
      const line = editor(page).locator('tr.ant-table-row').first();
      // The header's dropdown may still be closing: the line's account is chosen from the last dropdown opened.
      await line.locator('.ant-select').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .last()
        .locator('.ant-select-item-option', { hasText: to.name })
        .first()
        .click();
      await line.locator('input.ant-input-number-input').fill('15');
      await shot('finance-transfer');
      await save(page);
      assertEqual(Number(await balance(base, from.id)), before[0] - 15, 'the paying account');
      assertEqual(Number(await balance(base, to.id)), before[1] + 15, 'the receiving account');
    },
  },
  {
    name: 'finance: an expense with an in-out item takes money out of its account',
    async run({ page, base, shot }) {
      await setup(base);
      const item = `运费${tag}`;
      await ok(base, data.token, 'POST', '/inOutItem/add', { name: item, type: '支出' });
      const [account] = data.accounts;
      const before = Number(await balance(base, account.id));
      await enterApp(page);
      await openList(page, '/financial/item_out');
      await page.getByRole('button', { name: /新\s*增/ }).click();
      await editor(page).waitFor();
      await choose(page, '支出账户', account.name);
      const line = editor(page).locator('tr.ant-table-row').first();
      await line.locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().locator('.ant-select-item-option', { hasText: item }).first().click();
      await line.locator('input.ant-input-number-input').fill('12.5');
      await shot('finance-expense');
      await save(page);
      assertEqual(Number(await balance(base, account.id)), before - 12.5, 'the account pays the expense');
      await page.locator('.finance-list tr.ant-table-row', { hasText: '12.5' }).first().waitFor();
    },
  },
  {
    name: 'finance: a member top-up is spent at retail; the advance follows both',
    async run({ page, base }) {
      await setup(base);
      const member = `储值会员${tag}`;
      await ok(base, data.token, 'POST', '/supplier/add', { supplier: member, type: '会员' });
      await enterApp(page);
      await openList(page, '/financial/advance_in');
      await page.getByRole('button', { name: /新\s*增/ }).click();
      await editor(page).waitFor();
      await choose(page, '付款会员', member, member);
      const line = editor(page).locator('tr.ant-table-row').first();
      await line.locator('.ant-select').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .last()
        .locator('.ant-select-item-option', { hasText: data.accounts[0].name })
        .first()
        .click();
      await line.locator('input.ant-input-number-input').fill('100');
      await save(page);
      assertEqual(String(await advanceOf(base, member)), '100', 'the top-up is the advance');
      const memberId = (await ok(base, data.token, 'POST', '/supplier/findBySelect_retail', { key: member, limit: 100 })).find((m) => m.supplier === member).id;
      // Stock of its own, whichever journeys ran before.
      await bill(base, { type: '入库', subType: '采购', organId: data.supplier, accountId: data.accounts[0].id, status: '1' }, [
        { barCode: CODE, operNumber: '6', unitPrice: '3', depotId: data.depot },
      ]);
      await bill(base, { type: '出库', subType: '零售', organId: memberId, payType: '预付款', accountId: data.accounts[0].id }, [
        { barCode: CODE, operNumber: '6', unitPrice: '5', depotId: data.depot },
      ]);
      assertEqual(String(await advanceOf(base, member)), '70', 'retail spending shrinks it');
    },
  },
];
