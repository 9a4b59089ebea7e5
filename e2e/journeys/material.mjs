import { dismissNotices, loginToHome, openMenu, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';

/** Picks options of an antd select by their visible titles. */
async function choose(page, control, ...titles) {
  await control.click();
  for (const title of titles) {
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: title }).first().click();
  }
  await page.keyboard.press('Escape');
}

async function openAdd(page) {
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.waitFor();
  await dialog.getByTestId('barcode-input').first().waitFor();
  return dialog;
}

async function findInPicker(page, barCode, name) {
  await page.locator('.list-query-bar').getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByTestId('picker-keyword').fill(barCode);
  await picker.getByTestId('picker-keyword').press('Enter');
  await picker.locator('tr.ant-table-row', { hasText: barCode }).first().waitFor();
  // The row whose barcode equals the typed code is highlighted, whatever its position.
  assertEqual(await picker.locator('tr.material-picker-active td').first().innerText(), barCode, 'exact barcode highlighted');
  // Enter on the unchanged keyword takes the highlighted row; the list then shows only that product.
  await picker.getByTestId('picker-keyword').press('Enter');
  await picker.waitFor({ state: 'hidden' });
  await page.locator('.list-page tr.ant-table-row', { hasText: name }).first().waitFor();
  assert((await page.locator('.list-page tr.ant-table-row').count()) >= 1, 'list filtered to the picked product');
}

export const journeys = [
  {
    name: 'material: multi-unit and SKU products through the form, found by barcode in the picker',
    async run({ page, shot }) {
      const stamp = String(Date.now()).slice(-7);
      await loginToHome(page);
      await dismissNotices(page);
      await openMenu(page, '商品管理', '商品信息');
      await page.locator('.list-page tr.ant-table-row').first().waitFor();
      await shot('material-list');

      // A multi-unit product: 个 and 箱 (12 个); the base row's retail price fills the 箱 row × 12.
      let dialog = await openAdd(page);
      await dialog.getByLabel('名称').fill(`多单位E2E${stamp}`);
      await dialog.getByText('多单位', { exact: true }).click();
      await choose(page, dialog.getByRole('combobox', { name: '多单位' }), '个/(箱=12个)');
      const rows = dialog.locator('.material-barcode-grid tr.ant-table-row');
      await rows.nth(1).waitFor();
      assertEqual(await rows.count(), 2, 'one barcode row per unit');
      await rows.nth(0).getByTestId('barcode-input').fill(`MU${stamp}1`);
      await rows.nth(1).getByTestId('barcode-input').fill(`MU${stamp}2`);
      await rows.nth(0).getByLabel('零售价').fill('2.5');
      assertEqual(await rows.nth(1).getByLabel('零售价').inputValue(), '30', '箱 price = 12 × 个 price');
      await dialog.getByRole('tab', { name: '库存数量' }).click();
      await dialog.getByLabel('仓库1期初库存数量').fill('24');
      await dialog.getByLabel('仓库1最低安全库存数量').fill('5');
      await dialog.getByRole('tab', { name: '基本信息' }).click();
      await page.waitForTimeout(300);
      await shot('material-modal');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
      await dialog.waitFor({ state: 'hidden' });

      // A SKU product: 2 colours × 2 sizes = 4 rows, each with its own barcode.
      dialog = await openAdd(page);
      await dialog.getByLabel('名称').fill(`多属性E2E${stamp}`);
      await dialog.getByLabel('单位', { exact: true }).fill('件');
      await choose(page, dialog.getByTestId('sku-attributes'), '多颜色', '多尺寸');
      await choose(page, dialog.getByTestId('sku-values-1'), '红色', '蓝色');
      await choose(page, dialog.getByTestId('sku-values-2'), 'S', 'M');
      const skuRows = dialog.locator('.material-barcode-grid tr.ant-table-row');
      await skuRows.nth(3).waitFor();
      assertEqual(await skuRows.count(), 4, 'one row per combination');
      await skuRows.nth(0).getByTestId('barcode-input').fill(`SK${stamp}1`);
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
      await dialog.waitFor({ state: 'hidden' });

      await findInPicker(page, `MU${stamp}2`, `多单位E2E${stamp}`);
      await findInPicker(page, `SK${stamp}1`, `多属性E2E${stamp}`);
    },
  },
];
