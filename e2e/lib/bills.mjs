// Steps of the bill journeys (lists, the editor, its line grid), written against what a person sees.
import { apiCall, dismissNotices, loginToHome, seeText } from './app.mjs';

/** An API call made for setting up or checking data: its `data`, or the journey fails with the server's answer. */
export async function apiOk(base, token, method, url, body) {
  const res = await apiCall(base, token, method, url, body);
  if (res.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Adds a product with one unit (个) and one barcode; `sale` is its retail and wholesale price. */
export function addProduct(base, token, { name, barCode, purchase, sale = purchase, ...extra }) {
  return apiOk(base, token, 'POST', '/material/add', {
    name,
    unit: '个',
    ...extra,
    meList: [{ barCode, commodityUnit: '个', purchaseDecimal: purchase, wholesaleDecimal: sale, commodityDecimal: sale, defaultFlag: '1' }],
  });
}

/** Sets switches of the tenant's 系统配置; resolves with their values before, to put them back. */
export async function setSystemConfig(base, token, flags) {
  const config = await apiOk(base, token, 'GET', '/systemConfig/getCurrentInfo');
  await apiOk(base, token, 'PUT', '/systemConfig/update', { id: config.id, ...flags });
  return Object.fromEntries(Object.keys(flags).map((k) => [k, config[k]]));
}

/** The signed-in user's depots: id by name (仓库1, 仓库2 of the demo tenant). */
export async function depotIds(base, token) {
  const depots = await apiOk(base, token, 'GET', '/depot/findDepotByCurrentUser');
  return Object.fromEntries(depots.map((d) => [d.depotName, d.id]));
}

/** Signs in as the demo user and clears the post-login notices. */
export async function enterApp(page) {
  await loginToHome(page);
  await dismissNotices(page);
}

export const billEditor = (page) => page.locator('.bill-editor');
export const lineRows = (page) => billEditor(page).locator('.bill-line-grid tbody tr.ant-table-row');

export async function openBillList(page, url) {
  await page.goto(url);
  await page.locator('.bill-list .ant-table-tbody').waitFor();
}

/** Opens a bill list and its 新增 editor, ready for the first line. */
export async function newBill(page, url) {
  await openBillList(page, url);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await billEditor(page).locator('.bill-barcode-cell').first().waitFor();
}

/** Chooses the editor's partner (the first select of the header) by typing its name. */
export async function pickPartner(page, name) {
  const select = billEditor(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-select') })
    .first();
  await select.locator('.ant-select').click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
}

/** Types a barcode into line `row` and waits for the product `name` to show on it. */
export async function typeBarcode(page, row, code, name) {
  const cell = billEditor(page).locator('.bill-barcode-cell').nth(row);
  await cell.fill(code);
  await cell.press('Enter');
  await lineRows(page).nth(row).getByText(name).first().waitFor();
}

/** The text of line `row`'s cell under the column titled `column` (a figure shown, not an input). */
export async function lineCell(page, row, column) {
  const headers = (await billEditor(page).locator('.bill-line-grid thead th').allInnerTexts()).map((h) => h.trim());
  const at = headers.indexOf(column);
  if (at < 0) throw new Error(`no column ${column} in ${headers.join('|')}`);
  return (await lineRows(page).nth(row).locator('td').nth(at).innerText()).trim();
}

export async function setQty(page, row, qty) {
  const input = lineRows(page).nth(row).getByLabel('数量');
  await input.fill(String(qty));
  await input.blur();
}

export async function saveAndAudit(page) {
  await billEditor(page).getByRole('button', { name: '保存并审核' }).click();
  await seeText(page, '保存成功');
  await billEditor(page).waitFor({ state: 'hidden' });
}
