// Issue 34 item 1: a clerk puts products on a bill by what they know — a name or 助记码 typed into the 条码 cell,
// or 选择商品 with the category tree, paging and quantities — as well as by barcode.
import { apiLogin } from '../lib/app.mjs';
import { assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, billEditor as editor, depotIds, enterApp, lineRows as rows, newBill, pickPartner, typeBarcode } from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const CUSTOMER = `瓷器客户${tag}`;
const CATEGORY = `瓷器${tag}`;
const BOWL = { name: `青花瓷碗${tag}`, barCode: `QHW${tag}` };
const PLATE = { name: `青花瓷盘${tag}`, barCode: `QHP${tag}` };
const CUP = { name: `白瓷杯${tag}`, piece: `BCP${tag}`, box: `BCX${tag}` };
let data;

/** A category of 12 products (two pages of 选择商品), the cup in 个 and 箱=12, stock of the bowl, and a sale to the customer at 13.5. */
async function setup(base) {
  if (data) return data;
  const { token } = await apiLogin(base);
  const call = (method, url, body) => ok(base, token, method, url, body);
  await call('POST', '/supplier/add', { supplier: CUSTOMER, type: '客户' });
  const customer = (await call('POST', '/supplier/findBySelect_cus', { key: CUSTOMER })).find((p) => p.supplier === CUSTOMER).id;
  await call('POST', '/materialCategory/add', { name: CATEGORY, serialNo: `CQ${tag}` });
  const categoryId = (await call('GET', '/materialCategory/getAllList')).find((c) => c.name === CATEGORY).id;
  await call('POST', '/unit/add', { basicUnit: `只${tag}`, otherUnit: `箱${tag}`, ratio: '12' });
  const unitId = (await call('GET', '/unit/getAllList')).find((u) => u.basicUnit === `只${tag}`).id;
  for (let i = 1; i <= 9; i += 1) await addProduct(base, token, { name: `瓷器样品${i}${tag}`, barCode: `CQY${i}${tag}`, purchase: '1', categoryId });
  await call('POST', '/material/add', {
    name: CUP.name,
    unitId,
    categoryId,
    meList: [
      { barCode: CUP.piece, commodityUnit: `只${tag}`, purchaseDecimal: '2', wholesaleDecimal: '3', commodityDecimal: '3', defaultFlag: '1' },
      { barCode: CUP.box, commodityUnit: `箱${tag}`, purchaseDecimal: '24', wholesaleDecimal: '36', commodityDecimal: '36' },
    ],
  });
  await addProduct(base, token, { ...PLATE, purchase: '8', sale: '12', standard: '8寸', categoryId });
  await addProduct(base, token, { ...BOWL, purchase: '9', sale: '14', standard: '口径15cm', categoryId });
  const depot1 = (await depotIds(base, token))['仓库1'];
  const account = (await call('GET', '/account/getAccount')).accountList[0].id;
  await call('POST', '/depotHead/addDepotHeadAndDetail', {
    info: JSON.stringify({ type: '入库', subType: '其它', status: '1' }),
    rows: JSON.stringify([{ barCode: BOWL.barCode, operNumber: '8', unitPrice: '9', depotId: depot1 }]),
  });
  await call('POST', '/depotHead/addDepotHeadAndDetail', {
    info: JSON.stringify({ type: '出库', subType: '销售', organId: customer, accountId: account, status: '1' }),
    rows: JSON.stringify([{ barCode: BOWL.barCode, operNumber: '1', unitPrice: '13.5', depotId: depot1 }]),
  });
  data = { token };
  return data;
}

const barcodeCell = (page, row) => editor(page).locator('.bill-barcode-cell').nth(row);

export const journeys = [
  {
    name: 'product search: a clerk types a product name and its pinyin initials into the 条码 cell of a sale',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await newBill(page, '/bill/sale_out');
      await pickPartner(page, CUSTOMER);
      // A name: the matches show with spec, unit, stock and this customer's last price; Enter takes the first.
      await barcodeCell(page, 0).pressSequentially(`瓷碗${tag}`, { delay: 40 });
      const option = page.locator('.bill-product-option', { hasText: BOWL.name });
      await option.waitFor();
      await option.getByText('上次价 13.5').waitFor();
      await option.getByText('库存 7').waitFor();
      await shot('product-search-dropdown');
      await barcodeCell(page, 0).press('Enter');
      await rows(page).nth(0).getByText(BOWL.name).waitFor();
      assertEqual(await rows(page).nth(0).getByLabel('单价').inputValue(), '13.5', 'the customer’s last price is proposed');
      // The pinyin initials of 青花瓷盘 (qhcp) and ↓ to the one wanted.
      await editor(page).getByRole('button', { name: '添加行' }).click();
      await barcodeCell(page, 1).pressSequentially(`qhc`, { delay: 40 });
      await page.locator('.bill-product-option', { hasText: PLATE.name }).waitFor();
      await barcodeCell(page, 1).fill(`qhcp${tag.toLowerCase()}`);
      await page.locator('.bill-product-option', { hasText: PLATE.name }).waitFor();
      await barcodeCell(page, 1).press('Enter');
      await rows(page).nth(1).getByText(PLATE.name).waitFor();
      // A barcode typed (or scanned) still goes straight in.
      await editor(page).getByRole('button', { name: '添加行' }).click();
      await typeBarcode(page, 2, CUP.box, CUP.name);
      assertEqual(await rows(page).nth(2).getByLabel('单价').inputValue(), '36', 'the box barcode brings the box price');
      await shot('product-search-lines');
    },
  },
  {
    name: 'product search: 选择商品 picks products of a category on two pages with their quantities, both units of a cup',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await newBill(page, '/bill/other_in');
      await editor(page).getByRole('button', { name: '选择商品' }).click();
      const modal = page.locator('.bill-material-modal');
      await modal.locator('.ant-tree').getByText(CATEGORY).click();
      // 13 rows (the cup is two: 只 and 箱) over two pages; newest first.
      await modal.getByText('共13条', { exact: false }).waitFor();
      const line = (code) => modal.locator('tr.ant-table-row', { hasText: code });
      await line(BOWL.barCode).getByRole('checkbox').check();
      await line(PLATE.barCode).getByLabel(`数量 ${PLATE.barCode}`).fill('3');
      await line(CUP.piece).getByLabel(`数量 ${CUP.piece}`).fill('6');
      await line(CUP.box).getByRole('checkbox').check();
      await line(CUP.box).getByLabel(`数量 ${CUP.box}`).fill('2');
      await modal.locator('.ant-pagination').getByTitle('2').click();
      await line(`CQY1${tag}`).getByRole('checkbox').check();
      await modal.getByText('已选 5 项').waitFor();
      await shot('product-picker-dialog');
      await modal.getByRole('button', { name: '添加所选' }).click();
      await modal.waitFor({ state: 'hidden' });
      const names = [BOWL.name, PLATE.name, CUP.name, CUP.name, `瓷器样品1${tag}`];
      for (const [i, name] of names.entries()) await rows(page).nth(i).getByText(name).first().waitFor();
      const quantities = [];
      for (let i = 0; i < names.length; i += 1) quantities.push(await rows(page).nth(i).getByLabel('数量').inputValue());
      assertEqual(quantities.join(','), '1,3,6,2,1', 'each line with the quantity typed in the dialog');
      // From a line's cell, with what was typed there: the chosen product takes that line.
      await editor(page).getByRole('button', { name: '添加行' }).click();
      await barcodeCell(page, 5).fill('瓷器样品2');
      await rows(page).nth(5).getByLabel('选择商品').click();
      await modal
        .locator('tr.ant-table-row', { hasText: `CQY2${tag}` })
        .getByRole('checkbox')
        .check();
      await modal.getByRole('button', { name: '添加所选' }).click();
      await rows(page).nth(5).getByText(`瓷器样品2${tag}`).waitFor();
      await shot('product-picker-lines');
    },
  },
];
