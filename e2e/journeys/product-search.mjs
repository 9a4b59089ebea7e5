// Issue 34 item 1: a clerk puts products on a bill by what they know — a name or 助记码 typed into the 条码 cell,
// or 选择商品 with the category tree, paging and quantities — as well as by barcode.
import { apiLogin, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, billEditor as editor, depotIds, enterApp, lineRows as rows, newBill, pickPartner, typeBarcode } from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const CUSTOMER = `瓷器客户${tag}`;
const CATEGORY = `瓷器${tag}`;
const BOWL = { name: `青花瓷碗${tag}`, barCode: `QHW${tag}` };
const PLATE = { name: `青花瓷盘${tag}`, barCode: `QHP${tag}` };
const CUP = { name: `白瓷杯${tag}`, piece: `BCP${tag}`, box: `BCX${tag}` };
/** A SKU product: one barcode per colour and size, each its own price. */
const SHIRT = { name: `瓷绘T恤${tag}`, redM: `CHTM${tag}`, redL: `CHTL${tag}` };
/** Every bill kind's page (the kind catalogue's \`page\`): each editor's lines take products by name and from 选择商品. */
const BILL_PAGES = [
  'purchase_apply',
  'purchase_order',
  'purchase_in',
  'purchase_back',
  'sale_quote',
  'sale_order',
  'sale_out',
  'sale_back',
  'retail_out',
  'retail_back',
  'other_in',
  'other_out',
  'allocation_out',
  'assemble',
  'disassemble',
  'production_order',
  'production_in',
  'stock_check_entry',
  'stock_check_adjust',
].map((p) => `/bill/${p}`);
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
  await call('POST', '/material/add', {
    name: SHIRT.name,
    unit: '件',
    categoryId,
    manySku: ['多颜色', '多尺寸'],
    skuOne: ['红色'],
    skuTwo: ['M', 'L'],
    meList: [
      { barCode: SHIRT.redM, commodityUnit: '件', sku: '红色,M', purchaseDecimal: '20', wholesaleDecimal: '30', commodityDecimal: '30', defaultFlag: '1' },
      { barCode: SHIRT.redL, commodityUnit: '件', sku: '红色,L', purchaseDecimal: '22', wholesaleDecimal: '32', commodityDecimal: '32' },
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
      // 15 rows (the cup is two: 只 and 箱; the shirt two SKUs) over two pages; newest first.
      await modal.getByText('共15条', { exact: false }).waitFor();
      const line = (code) => modal.locator('tr.ant-table-row', { hasText: code });
      await line(BOWL.barCode).getByRole('checkbox').check();
      await line(PLATE.barCode).getByLabel(`数量 ${PLATE.barCode}`).fill('3');
      await line(CUP.piece).getByLabel(`数量 ${CUP.piece}`).fill('6');
      await line(CUP.box).getByRole('checkbox').check();
      await line(CUP.box).getByLabel(`数量 ${CUP.box}`).fill('2');
      await modal.locator('.ant-pagination').getByTitle('2').click();
      await line(`CQY3${tag}`).waitFor();
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
  {
    name: 'product search: 选择商品 of a sale takes a SKU and a second unit, each line with its own barcode, unit and price',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      await newBill(page, '/bill/sale_out');
      await pickPartner(page, CUSTOMER);
      await editor(page).getByRole('button', { name: '选择商品' }).click();
      const modal = page.locator('.bill-material-modal');
      const line = (code) => modal.locator('tr.ant-table-row', { hasText: code });
      // Each SKU and each unit is its own row of the dialog.
      await modal.getByLabel('条码、名称、规格、型号、助记码').fill(SHIRT.name);
      await modal.getByLabel('条码、名称、规格、型号、助记码').press('Enter');
      await line(SHIRT.redL).getByText('红色,L').waitFor();
      await line(SHIRT.redM).getByText('红色,M').waitFor();
      await line(SHIRT.redL).getByLabel(`数量 ${SHIRT.redL}`).fill('2');
      await modal.getByLabel('条码、名称、规格、型号、助记码').fill(CUP.name);
      await modal.getByLabel('条码、名称、规格、型号、助记码').press('Enter');
      await line(CUP.box).waitFor();
      assert((await line(CUP.box).innerText()).includes(`箱${tag}[12只${tag}]`), `the box row names its ratio: ${await line(CUP.box).innerText()}`);
      await line(CUP.box).getByRole('checkbox').check();
      await line(CUP.piece).getByLabel(`数量 ${CUP.piece}`).fill('5');
      await modal.getByText('已选 3 项').waitFor();
      await shot('product-picker-sku-units');
      await modal.getByRole('button', { name: '添加所选' }).click();
      await modal.waitFor({ state: 'hidden' });
      // In ticking order, each with its row's barcode, unit, SKU and the kind's price for it.
      const expected = [
        [SHIRT.redL, '红色,L', '件', '2', '32'],
        [CUP.box, '', `箱${tag}`, '1', '36'],
        [CUP.piece, '', `只${tag}`, '5', '3'],
      ];
      for (const [i, [code, sku, unit, qty, price]] of expected.entries()) {
        const r = rows(page).nth(i);
        assertEqual(await r.locator('.bill-barcode-cell').inputValue(), code, `line ${i + 1} barcode`);
        if (sku) await r.getByText(sku).waitFor();
        await r.getByText(unit, { exact: true }).waitFor();
        assertEqual(await r.getByLabel('数量').inputValue(), qty, `line ${i + 1} quantity`);
        assertEqual(await r.getByLabel('单价').inputValue(), price, `line ${i + 1} price`);
      }
      await shot('product-picker-sku-lines');
    },
  },
  {
    name: 'product search: every bill kind — from 请购单 to 盘点复盘 — takes a typed name in its 条码 cell and offers 选择商品',
    async run({ page, base }) {
      await setup(base);
      await enterApp(page);
      for (const url of BILL_PAGES) {
        await newBill(page, url);
        await editor(page).locator('.bill-line-tools').getByRole('button', { name: '选择商品' }).waitFor();
        await barcodeCell(page, 0).pressSequentially(`瓷盘${tag}`, { delay: 30 });
        await page.locator('.bill-product-option:visible', { hasText: PLATE.name }).waitFor();
        await barcodeCell(page, 0).press('Enter');
        await rows(page)
          .nth(0)
          .getByText(PLATE.name)
          .waitFor({ timeout: 10_000 })
          .catch(() => {
            throw new Error(`${url}: the typed name did not fill the line`);
          });
        await rows(page).nth(0).getByLabel('选择商品').waitFor();
        await editor(page)
          .getByRole('button', { name: /取\s*消/ })
          .last()
          .click();
        await editor(page).waitFor({ state: 'hidden' });
      }
    },
  },
  {
    name: 'product search: a clerk types names on a stock count, a production order, a production receipt’s component line and a transfer (saving all but the unlinked receipt)',
    async run({ page, base, shot }) {
      await setup(base);
      await enterApp(page);
      const typeName = async (row, typed, name) => {
        await barcodeCell(page, row).pressSequentially(typed, { delay: 30 });
        await page.locator('.bill-product-option:visible', { hasText: name }).waitFor();
        await barcodeCell(page, row).press('Enter');
        await rows(page).nth(row).getByText(name).first().waitFor();
      };
      const save = async () => {
        await editor(page)
          .getByRole('button', { name: /^保\s*存（Ctrl\+S）$/ })
          .click();
        await seeText(page, '保存成功');
        await editor(page).waitFor({ state: 'hidden' });
      };
      // 盘点录入: the line shows the book stock (7 bowls in 仓库1) and takes the counted quantity.
      await newBill(page, '/bill/stock_check_entry');
      await typeName(0, BOWL.name, BOWL.name);
      await rows(page).nth(0).getByText('7', { exact: true }).first().waitFor();
      await rows(page).nth(0).getByLabel('实盘数量').fill('6');
      await rows(page).nth(0).getByLabel('实盘数量').blur();
      await rows(page).nth(0).getByText('-1', { exact: true }).waitFor();
      await shot('product-search-stock-count');
      await save();
      // 生产订单: the finished product and a raw material, both by name.
      await newBill(page, '/bill/production_order');
      await typeName(0, `青花瓷碗${tag}`, BOWL.name);
      await editor(page).getByRole('button', { name: '添加行' }).click();
      await typeName(1, `瓷器样品4${tag}`, `瓷器样品4${tag}`);
      assert((await rows(page).nth(1).innerText()).includes('原料'), 'the second line is a raw material');
      await shot('product-search-production-order');
      await save();
      // 生产入库: a component line typed by its 助记码 initials (瓷器样品5 → cqyp5).
      await newBill(page, '/bill/production_in');
      await typeName(0, `青花瓷碗${tag}`, BOWL.name);
      await editor(page).getByRole('button', { name: '添加行' }).click();
      await typeName(1, `cqyp5${tag.toLowerCase()}`, `瓷器样品5${tag}`);
      assert((await rows(page).nth(1).innerText()).includes('原料'), 'the component line');
      await shot('product-search-production-in');
      // A receipt is saved against its production order (请选择关联的生产订单): the lines were the point here.
      await editor(page)
        .getByRole('button', { name: /取\s*消/ })
        .last()
        .click();
      await editor(page).waitFor({ state: 'hidden' });
      // 调拨出库: 仓库1 → 仓库2, the bowl by a part of its name.
      await newBill(page, '/bill/allocation_out');
      await typeName(0, `花瓷碗${tag}`, BOWL.name);
      await rows(page).nth(0).getByLabel('调入仓库').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '仓库2' }).click();
      await shot('product-search-transfer');
      await save();
    },
  },
];
