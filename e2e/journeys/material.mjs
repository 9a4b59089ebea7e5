/* global document -- browser-side page.waitForFunction callbacks */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { chooseOptions, dismissNotices, loginToHome, openMenu, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';

/** Opens a menu entry; the group is clicked only when closed (clicking an open group folds it). */
async function openScreen(page, group, item) {
  const entry = page.locator('.side-menu').getByText(item, { exact: true });
  if (await entry.isVisible()) await entry.click();
  else await openMenu(page, group, item);
}

async function openAdd(page) {
  await page
    .locator('.shell-page:not([hidden]) .list-toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.waitFor();
  await dialog.getByTestId('barcode-input').first().waitFor();
  return dialog;
}

async function findInPicker(page, barCode, name) {
  await page.locator('.shell-page:not([hidden]) .list-query-bar').getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByTestId('picker-keyword').fill(barCode);
  await picker.getByTestId('picker-keyword').press('Enter');
  await picker.locator('tr.ant-table-row', { hasText: barCode }).first().waitFor();
  // The row whose barcode equals the typed code is highlighted, whatever its position.
  assertEqual(await picker.locator('tr.material-picker-active td').first().innerText(), barCode, 'exact barcode highlighted');
  // Enter on the unchanged keyword takes the highlighted row; the list then shows only that product.
  await picker.getByTestId('picker-keyword').press('Enter');
  await picker.waitFor({ state: 'hidden' });
  await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: name }).first().waitFor();
  assert((await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row').count()) >= 1, 'list filtered to the picked product');
}

/** A product sheet in the template's layout: a three-unit product and a two-SKU product (demo 多属性 values). */
async function importSheet(stamp) {
  const headers = [
    '名称*',
    '基本单位*',
    '副单位',
    '基本条码*',
    '副条码',
    '比例',
    '副单位2',
    '副条码2',
    '比例2',
    '副单位3',
    '副条码3',
    '比例3',
    '多属性',
    '采购价',
    '状态*',
  ];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品信息');
  ws.addRow(['*导入时本行内容请勿删除，切记！']);
  ws.addRow(headers);
  ws.addRow([`导入三单位${stamp}`, '瓶', '箱', `71${stamp}`, `72${stamp}`, 12, '托', `73${stamp}`, 480, '半箱', null, 6, null, 2, 1]);
  ws.addRow([`导入SKU${stamp}`, '件', null, `74${stamp}`, null, null, null, null, null, null, null, null, '红色,S', 30, 1]);
  ws.addRow([`导入SKU${stamp}`, '件', null, `75${stamp}`, null, null, null, null, null, null, null, null, '蓝色,M', 31, 1]);
  const file = join(tmpdir(), `material-import-${stamp}.xlsx`);
  await writeFile(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}

export const journeys = [
  {
    name: 'material: multi-unit and SKU products through the form, found by barcode in the picker',
    async run({ page, shot }) {
      const stamp = String(Date.now()).slice(-7);
      await loginToHome(page);
      await page.waitForTimeout(3500);
      await dismissNotices(page);
      await openScreen(page, '商品管理', '商品信息');
      await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row').first().waitFor();
      await shot('material-list');

      // A multi-unit product: 个 and 箱 (12 个); the base row's retail price fills the 箱 row × 12.
      let dialog = await openAdd(page);
      await dialog.getByLabel('名称').fill(`多单位E2E${stamp}`);
      await dialog.getByText('多单位', { exact: true }).click();
      await chooseOptions(page, dialog.getByRole('combobox', { name: '多单位' }), ['个/(箱=12个)']);
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
      await chooseOptions(page, dialog.getByTestId('sku-attributes'), ['多颜色', '多尺寸']);
      await chooseOptions(page, dialog.getByTestId('sku-values-1'), ['红色', '蓝色']);
      await chooseOptions(page, dialog.getByTestId('sku-values-2'), ['S', 'M']);
      const skuRows = dialog.locator('.material-barcode-grid tr.ant-table-row');
      await skuRows.nth(3).waitFor();
      assertEqual(await skuRows.count(), 4, 'one row per combination');
      await skuRows.nth(0).getByTestId('barcode-input').fill(`SK${stamp}1`);
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
      await dialog.waitFor({ state: 'hidden' });

      await findInPicker(page, `MU${stamp}2`, `多单位E2E${stamp}`);
      // Edit loads the stored rows and depot levels and saves them back unchanged.
      await page
        .locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: `多单位E2E${stamp}` })
        .getByText('编辑')
        .click();
      const edit = page.getByRole('dialog', { name: '编辑' });
      await edit.locator('.material-barcode-grid tr.ant-table-row').nth(1).waitFor();
      assertEqual(await edit.getByTestId('barcode-input').nth(1).inputValue(), `MU${stamp}2`, 'stored second barcode');
      await edit.getByRole('tab', { name: '库存数量' }).click();
      assertEqual(await edit.getByLabel('仓库1期初库存数量').inputValue(), '24', 'stored opening stock');
      await edit.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
      await edit.waitFor({ state: 'hidden' });
      // 复制新增 proposes fresh barcodes for every row.
      await page
        .locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: `多单位E2E${stamp}` })
        .getByText('复制')
        .click();
      const copy = page.getByRole('dialog', { name: '复制新增' });
      await copy.locator('.material-barcode-grid tr.ant-table-row').nth(1).waitFor();
      assert(!(await copy.getByTestId('barcode-input').nth(0).inputValue()).startsWith('MU'), 'copy gets a new barcode');
      await copy.getByRole('button', { name: /取\s*消/ }).click();
      await findInPicker(page, `SK${stamp}1`, `多属性E2E${stamp}`);
      // Editing a SKU product shows its attribute values again, one row per combination.
      await page
        .locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: `多属性E2E${stamp}` })
        .getByText('编辑')
        .click();
      const skuEdit = page.getByRole('dialog', { name: '编辑' });
      await skuEdit.locator('.material-barcode-grid tr.ant-table-row').nth(3).waitFor();
      await skuEdit.locator('.material-barcode-grid th', { hasText: '多属性' }).waitFor();
      await skuEdit.getByTestId('sku-values-2').getByText('M', { exact: true }).waitFor();
      await skuEdit.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
    },
  },
  {
    name: 'material: category tree, attributes, field titles, batch price with preview, colour-yarn ratio',
    async run({ page, shot }) {
      const stamp = String(Date.now()).slice(-6);
      await loginToHome(page);
      await page.waitForTimeout(3500);
      await dismissNotices(page);

      await openScreen(page, '商品管理', '商品类别');
      await page.locator('.ant-tree').getByText('目录1', { exact: true }).click();
      const panel = page.locator('.ant-card').filter({ hasText: '取消选择' });
      await panel.getByLabel('编号').waitFor();
      await page.waitForFunction(() => document.querySelector('#categoryEdit_serialNo')?.value === 'wae12');
      await page.getByRole('button', { name: '添加类别' }).click();
      const add = page.getByRole('dialog', { name: '添加类别' });
      await add.getByLabel('名称').fill(`子类${stamp}`);
      await add.getByLabel('编号').fill(`E2E${stamp}`);
      await add.getByRole('button', { name: /确\s*定|OK/ }).click();
      await seeText(page, '操作成功');
      await page.locator('.ant-tree').getByText(`子类${stamp}`, { exact: true }).waitFor();
      await shot('material-category');

      await openScreen(page, '商品管理', '多属性');
      await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: '多颜色' }).waitFor();

      await openScreen(page, '系统管理', '商品属性');
      // Tabs stay mounted: wait until this page's own header shows, so the 多属性 tab (also listing 自定义1) is hidden.
      await page.locator('.shell-page:not([hidden]) th', { hasText: '别名' }).waitFor();
      const custom1 = page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: '自定义1' });
      // The 编辑 link appears once the page's buttons are known.
      const editLink = custom1.getByText('编辑');
      await editLink.waitFor();
      await editLink.click();
      const prop = page.getByRole('dialog', { name: '编辑' });
      await prop.getByLabel('别名').fill('产地');
      await prop.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: '产地' }).waitFor();
      // The new title is the column title of 扩展1 on 商品信息.
      await openScreen(page, '商品管理', '商品信息');
      await page.locator('.shell-page:not([hidden]) .list-page th', { hasText: '产地' }).waitFor();

      await openScreen(page, '商品管理', '批量设置-价格');
      const batchPage = page.locator('.shell-page:not([hidden])', { hasText: '已选 0 个商品' });
      await batchPage.waitFor();
      await batchPage.getByRole('button', { name: '选择商品' }).click();
      const picker = page.getByRole('dialog', { name: '选择商品' });
      await picker.getByTestId('picker-keyword').fill('1002');
      await picker.getByTestId('picker-keyword').press('Enter');
      await picker.locator('tr.material-picker-active', { hasText: '1002' }).waitFor();
      await picker.getByTestId('picker-keyword').press('Enter');
      await seeText(page, '已选 1 个商品');
      await page.getByLabel('数值').fill('16');
      await page.getByRole('button', { name: /预\s*览/ }).click();
      await page.locator('.shell-page:not([hidden]) tr.ant-table-row', { hasText: '商品2' }).first().waitFor();
      await page.getByRole('button', { name: /应\s*用/ }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: '一次性写入' })
        .getByRole('button', { name: /确\s*定|OK/ })
        .click();
      await seeText(page, '已更新');
      await shot('material-batch-price');

      await openScreen(page, '商品管理', '颜色纱比');
      await page
        .locator('.shell-page:not([hidden]) .list-toolbar')
        .getByRole('button', { name: /新\s*增/ })
        .click();
      const ratio = page.getByRole('dialog', { name: '新增' });
      const pickInto = async (index, code) => {
        await ratio
          .getByRole('button', { name: /选\s*择/ })
          .nth(index)
          .click();
        const p = page.getByRole('dialog', { name: '选择商品' });
        await p.getByTestId('picker-keyword').fill(code);
        await p.getByTestId('picker-keyword').press('Enter');
        await p.locator('tr.material-picker-active', { hasText: code }).waitFor();
        await p.getByTestId('picker-keyword').press('Enter');
        await p.waitFor({ state: 'hidden' });
      };
      await pickInto(0, '1001');
      await ratio.getByLabel('颜色', { exact: true }).fill(`藏青${stamp}`);
      await pickInto(1, '1002');
      await ratio.getByLabel('比例(%)').first().fill('60');
      await ratio.getByRole('button', { name: '添加纱线' }).click();
      await pickInto(2, '1003');
      await ratio.getByLabel('比例(%)').nth(1).fill('40');
      assertEqual(await ratio.getByTestId('yarn-sum').innerText(), '合计 100%', 'shares add up to 100');
      await shot('material-yarn-ratio');
      await ratio.getByRole('button', { name: /确\s*定|OK/ }).click();
      await seeText(page, '保存成功');
      await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: `藏青${stamp}` }).waitFor();
    },
  },
  {
    name: 'material: import a multi-unit and SKU sheet, find the products by barcode',
    async run({ page, shot }) {
      const stamp = String(Date.now()).slice(-7);
      const file = await importSheet(stamp);
      await loginToHome(page);
      await page.waitForTimeout(3500);
      await dismissNotices(page);
      await openScreen(page, '商品管理', '商品信息');
      await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row').first().waitFor();
      await page
        .locator('.shell-page:not([hidden]) .list-toolbar')
        .getByRole('button', { name: /导\s*入/ })
        .click();
      const dialog = page.getByRole('dialog', { name: '商品导入' });
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.locator('.ant-alert-success').waitFor({ timeout: 30000 });
      assert((await dialog.locator('.ant-alert-success').innerText()).includes('导入成功'), 'import succeeded');
      await shot('material-import-units-skus');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The third unit's barcode finds the multi-unit product; its unit group was created by the import.
      await findInPicker(page, `73${stamp}`, `导入三单位${stamp}`);
      await seeText(page, '瓶/(箱=12瓶)/(托=480瓶)/(半箱=6瓶)');
      // The second SKU's barcode finds the one SKU product.
      await findInPicker(page, `75${stamp}`, `导入SKU${stamp}`);
      await shot('material-import-found');
    },
  },
];
