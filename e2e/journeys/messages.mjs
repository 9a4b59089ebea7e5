/* global document -- Node 20 and browser-side page.evaluate callbacks */
import { apiCall, apiLogin, dismissNotices, loginToHome, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';

async function addMessages(base, count, prefix) {
  const { token, user } = await apiLogin(base);
  for (let i = 1; i <= count; i += 1) {
    await apiCall(base, token, 'POST', '/msg/add', { msgTitle: `${prefix}${i}`, msgContent: `第${i}条测试消息`, type: '系统通知', userId: user.id });
  }
}

export const journeys = [
  {
    name: 'bell: unread list, open detail marks read, view more opens the list',
    async run({ page, base }) {
      await addMessages(base, 1, '铃铛消息');
      await loginToHome(page);
      await dismissNotices(page);
      const badge = page.locator('.shell-header .ant-badge-count');
      await badge.waitFor();
      const before = Number(await badge.getAttribute('title'));
      await page.getByRole('button', { name: '通知' }).click();
      await seeText(page, `通知 (${before})`);
      await page.locator('.notice-item', { hasText: '铃铛消息1' }).click();
      await seeText(page, '通知详情');
      await seeText(page, '第1条测试消息');
      await page.keyboard.press('Escape');
      await page.waitForFunction((n) => Number(document.querySelector('.shell-header .ant-badge-count')?.getAttribute('title') ?? 0) === n, before - 1);
      await page.getByRole('button', { name: '通知' }).click();
      await page.getByRole('button', { name: '查看更多' }).click();
      await page.getByRole('dialog', { name: '通知' }).waitFor();
    },
  },
  {
    name: 'message list: paging, bold unread, selection, batch-delete confirmation, mark all read',
    async run({ page, base, shot }) {
      await addMessages(base, 7, '分页消息');
      await loginToHome(page);
      await dismissNotices(page);
      await page.getByRole('button', { name: '通知' }).click();
      await page.getByRole('button', { name: '查看更多' }).click();
      const dialog = page.getByRole('dialog', { name: '通知' });
      await dialog.waitFor();
      await dialog.getByText(/1-5 共\d+条/).waitFor();
      assertEqual(await dialog.locator('tbody tr.ant-table-row').count(), 5, 'five rows a page');
      assert((await dialog.locator('.msg-unread').count()) > 0, 'unread titles are bold');
      await shot('list');
      await dialog.getByTitle('2', { exact: true }).click();
      await dialog.getByText(/6-\d+ 共\d+条/).waitFor();
      await dialog.getByRole('button', { name: /删\s*除/ }).click();
      await seeText(page, '请选择一条记录！');
      await dialog.locator('tr.ant-table-row .ant-checkbox-input').first().check();
      await seeText(page, '已选择 1 项');
      await dialog.getByRole('button', { name: /删\s*除/ }).click();
      const confirm = page.getByRole('dialog', { name: '确认删除' });
      await confirm.getByText('是否删除选中的 1 条数据？').waitFor();
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await seeText(page, '操作成功');
      await dialog.getByRole('button', { name: '全部标注已读' }).click();
      await page.getByText('是否全部标注已读?').waitFor();
      await page
        .getByRole('dialog')
        .filter({ hasText: '是否全部标注已读?' })
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await page.waitForFunction(() => document.querySelectorAll('.ant-modal .msg-unread').length === 0);
    },
  },
];
