// 多级审核 in the browser: switched on for 销售出库 in 系统配置, a sale-out is saved (no 保存并审核, 提交流程 instead),
// sent for approval, approved from 待办流程 with an opinion — the stock moves then (强审核) and the bill reads 已审核.
import { apiLogin, seeText } from '../lib/app.mjs';
import { assertEqual } from '../lib/assert.mjs';
import {
  addProduct,
  apiOk as ok,
  billEditor,
  depotIds,
  enterApp,
  newBill,
  openBillList,
  pickPartner,
  setQty,
  setSystemConfig,
  typeBarcode,
} from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-6).toUpperCase();
const CUSTOMER = `审批客户${tag}`;
const CODE = `E2A${tag}`;
const PRODUCT = `审批螺钉${tag}`;

let data;

/** Customer, supplier and product, with 10 in stock (once: a retried journey reuses them). */
async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  await ok(base, token, 'POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  await ok(base, token, 'POST', '/supplier/add', { supplier: `${CUSTOMER}供`, type: '供应商' });
  const supplier = (await ok(base, token, 'POST', '/supplier/findBySelect_sup', { key: `${CUSTOMER}供` }))[0].id;
  await addProduct(base, token, { name: PRODUCT, barCode: CODE, purchase: '3', sale: '5' });
  const depot = (await depotIds(base, token))['仓库1'];
  const accounts = (await ok(base, token, 'GET', '/account/getAccount')).accountList;
  await ok(base, token, 'POST', '/depotHead/addDepotHeadAndDetail', {
    info: JSON.stringify({ type: '入库', subType: '采购', organId: supplier, accountId: accounts[0].id, status: '1' }),
    rows: JSON.stringify([{ barCode: CODE, operNumber: '10', unitPrice: '3', depotId: depot }]),
  });
  data = { token, depot };
  return data;
}

export const journeys = [
  {
    name: 'approval: 多级审核 for 销售出库 — 提交流程, 审核通过 from 待办流程, stock moved at approval',
    async run({ page, base, shot }) {
      const { token, depot } = await setup(base);
      const stock = async () => Number((await ok(base, token, 'GET', `/depotItem/findStockByDepotAndBarCode?barCode=${CODE}&depotId=${depot}`)).stock);
      const start = await stock();
      const before = await setSystemConfig(base, token, { forceApprovalFlag: '1', multiLevelApprovalFlag: '0', multiBillType: '' });
      try {
        await enterApp(page);
        // 系统配置: 多级审核 on, 流程类型 销售出库 (each change saves at once).
        await page.goto('/system/system_config');
        await page.getByRole('switch', { name: '多级审核' }).click();
        await page.waitForFunction(() => {
          const el = document.querySelector('[role=switch][aria-label="多级审核"]');
          return el?.getAttribute('aria-checked') === 'true' && !el.classList.contains('ant-switch-disabled');
        });
        await page.getByRole('combobox', { name: '流程类型' }).click();
        // The picker searches the prefix; the option reads 销售出库.
        await page.keyboard.type('XSCK');
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '销售出库' }).first().click();
        await page.keyboard.press('Escape');
        for (let i = 0; i < 50 && (await ok(base, token, 'GET', '/systemConfig/getCurrentInfo')).multiBillType !== 'XSCK'; i += 1)
          await page.waitForTimeout(200);
        assertEqual((await ok(base, token, 'GET', '/systemConfig/getCurrentInfo')).multiBillType, 'XSCK', '流程类型 saved');

        // A sale-out: the editor offers 提交流程, not 保存并审核; saved first, then sent from its editor.
        await newBill(page, '/bill/sale_out');
        await pickPartner(page, CUSTOMER);
        await typeBarcode(page, 0, CODE, PRODUCT);
        await setQty(page, 0, 4);
        const footer = billEditor(page).locator('.bill-editor-footer');
        await footer.getByRole('button', { name: '提交流程' }).waitFor();
        assertEqual(await footer.getByRole('button', { name: '保存并审核' }).count(), 0, 'no 保存并审核 under 多级审核');
        await footer.getByRole('button', { name: '提交流程' }).click();
        await seeText(page, '请先保存单据后再提交流程！');
        await shot('approval-editor-footer');
        await footer.getByRole('button', { name: /保存（Ctrl\+S）/ }).click();
        await seeText(page, '保存成功');
        await billEditor(page).waitFor({ state: 'hidden' });
        const row = page.locator('.bill-list tr.ant-table-row', { hasText: CUSTOMER }).first();
        const number = (
          await row
            .locator('td')
            .filter({ hasText: /^XSCK\d+$/ })
            .first()
            .innerText()
        ).trim();
        await row.getByText('编辑', { exact: true }).click();
        await billEditor(page).locator('.bill-editor-footer').getByRole('button', { name: '提交流程' }).click();
        await seeText(page, '已提交流程');
        await row.getByText('审核中').waitFor();
        assertEqual(await stock(), start, 'nothing moves while 审核中 (强审核)');

        // 待办流程 (in the menu now): 审核通过 with an opinion.
        await page.goto('/workflow/todo');
        const todo = page.locator('.workflow-todo tr.ant-table-row', { hasText: number });
        await todo.waitFor();
        await page.locator('.side-menu').getByText('待办流程', { exact: true }).waitFor();
        await shot('approval-todo');
        await todo.getByRole('button', { name: '审核通过' }).click();
        const dialog = page.locator('.ant-modal', { hasText: `审核通过 ${number}` });
        await dialog.getByLabel('审核意见').fill('同意发货');
        await dialog.getByRole('button', { name: '审核通过' }).click();
        await seeText(page, '审核通过');
        await todo.waitFor({ state: 'detached' });
        assertEqual(await stock(), start - 4, 'the stock moves at approval');

        await openBillList(page, '/bill/sale_out');
        const done = page.locator('.bill-list tr.ant-table-row', { hasText: number });
        await done.getByText('已审核').waitFor();
        await done.getByText('查看', { exact: true }).click();
        await page.locator('.approval-log').getByText('同意发货').waitFor();
        await shot('approval-detail-log');
      } finally {
        await setSystemConfig(base, token, before);
      }
    },
  },
];
