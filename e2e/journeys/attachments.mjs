/* global document -- browser-side page.waitForFunction callbacks */
// Files in the browser: a bill's 附件 and a product's 图片 are uploaded, saved, and seen again on reopening.
import { apiCall, apiLogin, dismissNotices, loginToHome, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';

// A 48×48 checkered PNG: a real image, so the thumbnail really draws.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAATklEQVR42u3XsQ0AIAgEQKZwVRd0LxwBSYw2l3z9XAdErigzZpa51RNAQEBAQEBN0MthJz1AQEBAQEBdkG0PBAQEBOQvc34AAQEBAX0Fbe7A5FMAXQQFAAAAAElFTkSuQmCC',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A product of its own per attempt (a retried journey must not collide with the first try's). */
async function product(base, tag) {
  const { token } = await apiLogin(base);
  const res = await apiCall(base, token, 'POST', '/material/add', {
    name: `e2e附件商品${tag}`,
    unit: '个',
    meList: [{ barCode: `E2F${tag}`, commodityUnit: '个', purchaseDecimal: '3', defaultFlag: '1' }],
  });
  if (res.code !== 200) throw new Error(`product: ${JSON.stringify(res.data)}`);
  return token;
}

/** Waits until no upload of the container is still in progress. */
async function uploadsSettled(page, selector) {
  await page.waitForFunction((sel) => !document.querySelector(`${sel} .ant-upload-list-item-uploading`), selector);
}

export const journeys = [
  {
    name: 'attachments: a file on a bill and an image on a product, seen again after reopening',
    async run({ page, base, shot }) {
      const tag = Date.now().toString(36).slice(-6).toUpperCase();
      const CODE = `E2F${tag}`;
      const token = await product(base, tag);
      await loginToHome(page);
      await dismissNotices(page);

      // 其它入库 with one line and a PDF attached.
      await page.goto('/bill/other_in');
      await page.locator('.bill-list .ant-table-tbody').waitFor();
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const editor = page.locator('.bill-editor');
      const cell = editor.locator('.bill-barcode-cell').first();
      await cell.waitFor();
      await cell.fill(CODE);
      await cell.press('Enter');
      await editor.getByText(`e2e附件商品${tag}`).first().waitFor();
      const qty = editor.locator('.bill-line-grid tbody tr.ant-table-row').first().getByLabel('数量');
      await qty.fill('2');
      await qty.blur();
      const files = editor.locator('.ant-form-item', { hasText: '附件' });
      await files.locator('input[type=file]').setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: PDF });
      await files.getByText('报价单.pdf').waitFor();
      await uploadsSettled(page, '.bill-editor');
      await shot('attachments-bill-editor');
      await editor.getByRole('button', { name: /^保\s*存（/ }).click();
      await seeText(page, '保存成功');
      await editor.waitFor({ state: 'hidden' });

      const search = encodeURIComponent(JSON.stringify({ subType: '其它', type: '入库' }));
      const list = await apiCall(base, token, 'GET', `/depotHead/list?search=${search}&currentPage=1&pageSize=1`);
      const bill = list.data.rows[0];
      assert(/^bill\/\d+\/报价单_[0-9a-f]{32}\.pdf$/.test(bill.fileName), `stored path: ${bill.fileName}`);

      // The detail view lists it; clicking downloads it (fetched with the token) under its own name.
      const row = page.locator('.bill-list tr.ant-table-row', { hasText: bill.number });
      await row.getByText('查看').click();
      const attached = page.getByTestId('attachment-list');
      await attached.getByText('报价单.pdf').waitFor();
      await shot('attachments-bill-detail');
      const [download] = await Promise.all([page.waitForEvent('download'), attached.getByText('报价单.pdf').click()]);
      assertEqual(download.suggestedFilename(), '报价单.pdf', 'downloaded name');
      await page
        .getByRole('dialog')
        .locator('.ant-modal-footer')
        .getByRole('button', { name: /关\s*闭/ })
        .click();

      // Editing the draft shows the attachment again.
      await row.getByText('编辑').click();
      await page.locator('.bill-editor .ant-form-item', { hasText: '附件' }).getByText('报价单.pdf').waitFor();
      await page
        .locator('.bill-editor')
        .getByRole('button', { name: /取\s*消/ })
        .click();

      // The product gets an image on 图片信息; reopening shows its thumbnail (fetched with the token).
      await page.goto('/material/material');
      const productRow = page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row', { hasText: CODE });
      await page.locator('.shell-page:not([hidden]) .list-page tr.ant-table-row').first().waitFor();
      await page.locator('.shell-page:not([hidden])').getByPlaceholder('请输入条码、名称、助记码等查询').fill(CODE);
      await page
        .locator('.shell-page:not([hidden]) .list-query-bar')
        .getByRole('button', { name: /查\s*询/ })
        .click();
      await productRow.getByText('编辑').click();
      let dialog = page.getByRole('dialog', { name: '编辑' });
      await dialog.getByTestId('barcode-input').first().waitFor();
      await dialog.getByRole('tab', { name: '图片信息' }).click();
      await dialog.getByText('图片最多4张，且单张大小不超过1M').waitFor();
      await dialog.locator('input[type=file]').setInputFiles({ name: '样品图.png', mimeType: 'image/png', buffer: PNG });
      await uploadsSettled(page, '.material-modal');
      await dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').first().waitFor();
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '保存成功');
      await dialog.waitFor({ state: 'hidden' });

      await productRow.getByText('编辑').click();
      dialog = page.getByRole('dialog', { name: '编辑' });
      await dialog.getByTestId('barcode-input').first().waitFor();
      await dialog.getByRole('tab', { name: '图片信息' }).click();
      const thumb = dialog.locator('.ant-upload-list-item img[src^="blob:"]');
      await thumb.waitFor();
      assert(await thumb.evaluate((img) => img.complete && img.naturalWidth === 48), 'thumbnail drawn from the stored image');
      await page.waitForTimeout(300);
      await shot('attachments-material-image');
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
    },
  },
];
