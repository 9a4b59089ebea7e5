import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCall, apiLogin, dismissNotices, loginToHome, seeText } from '../lib/app.mjs';
import { assert, assertEqual } from '../lib/assert.mjs';
import { ADMIN_PASSWORD } from '../lib/server.mjs';

const ROLE = '系统测试角色';
const USER = 'e2e_role_user';
const USER_PASSWORD = 'plum-74215';

/** Finds a node of the role's function tree by its title. */
function findNode(nodes, title) {
  for (const n of nodes) {
    if (n.title === title) return n;
    const hit = findNode(n.children ?? [], title);
    if (hit) return hit;
  }
  return undefined;
}

/** A role holding 结算账户 (edit + export) and 经手人管理 (edit), and a user of it — set up through the API. */
async function roleWithUser(base) {
  const { token } = await apiLogin(base);
  await apiCall(base, token, 'POST', '/role/add', { name: ROLE, type: '全部数据' });
  const roles = await apiCall(base, token, 'GET', `/role/list?search=${encodeURIComponent(JSON.stringify({ name: ROLE }))}&currentPage=1&pageSize=10`);
  const roleId = roles.data.rows[0].id;
  const tree = (await apiCall(base, token, 'GET', `/function/findRoleFunction?UBType=RoleFunctions&UBKeyId=${roleId}`)).data;
  const folder = findNode(tree, '基础资料');
  const account = findNode(tree, '结算账户');
  const person = findNode(tree, '经手人管理');
  await apiCall(base, token, 'POST', '/role/setFunctions', { roleId, functionIds: [folder.id, account.id, person.id] });
  await apiCall(base, token, 'POST', '/userBusiness/updateBtnStr', {
    roleId,
    btnStr: JSON.stringify([
      { funId: account.id, btnStr: '1,3' },
      { funId: person.id, btnStr: '1' },
    ]),
  });
  const added = await apiCall(base, token, 'POST', '/user/addUser', { loginName: USER, password: USER_PASSWORD, username: '角色测试员', roleId });
  assertEqual(added.code, 200, `user created (${JSON.stringify(added.data)})`);
}

async function firstRoleId(base, token) {
  const roles = await apiCall(base, token, 'GET', '/role/list?search=%7B%7D&currentPage=1&pageSize=10');
  return roles.data.rows[0].id;
}

/** Switches 分配仓库权限 / 分配客户权限 of jsh's tenant through the API (journeys share one server). */
async function setScopeFlags(base, flags) {
  const { token } = await apiLogin(base);
  const config = await apiCall(base, token, 'GET', '/systemConfig/getCurrentInfo');
  const res = await apiCall(base, token, 'PUT', '/systemConfig/update', { id: config.data.id, ...flags });
  assertEqual(res.code, 200, `system config saved (${JSON.stringify(res.data)})`);
}

/** A .xlsx of members in the template's columns. */
async function memberWorkbook(count) {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('信息内容');
  sheet.addRow(['*导入时本行内容请勿删除，切记！']);
  sheet.addRow(['会员卡号', '联系人', '手机号码', '联系电话', '电子邮箱', '备注', '排序', '状态']);
  for (let i = 0; i < count; i += 1)
    sheet.addRow([`E2E会员${String(i).padStart(5, '0')}`, `联系人${i}`, `139${String(i).padStart(8, '0')}`, null, null, null, null, 1]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), 'members.xlsx');
  await wb.xlsx.writeFile(file);
  return file;
}

async function rowAction(page, rowText, action) {
  await page.locator('tr.ant-table-row', { hasText: rowText }).getByText(action, { exact: true }).click();
}

export const journeys = [
  {
    name: 'system: removing a page and a button from a role hides them and the server refuses them',
    async run({ page, base, newPage, shot }) {
      await roleWithUser(base);
      await loginToHome(page);
      await dismissNotices(page);
      await page.goto('/system/role');
      const roleRow = page.locator('tr.ant-table-row', { hasText: ROLE });
      await roleRow.waitFor();
      const first = await roleRow.getByText('分配功能', { exact: true }).boundingBox();
      const last = await roleRow.getByText('删除', { exact: true }).boundingBox();
      assertEqual(last?.y, first?.y, 'the role row actions stay on one line');
      await shot('system-role-list');
      await rowAction(page, ROLE, '分配功能');
      const tree = page.getByRole('dialog', { name: '分配功能' });
      await tree.getByText('经手人管理', { exact: true }).waitFor();
      await page.waitForTimeout(300);
      await shot('system-role-functions');
      await tree.locator('.ant-tree-treenode', { hasText: '经手人管理' }).locator('.ant-tree-checkbox').click();
      await tree.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '操作成功');
      await rowAction(page, ROLE, '分配按钮');
      const buttons = page.getByRole('dialog', { name: '分配按钮' });
      await buttons.getByLabel('结算账户-导出').waitFor();
      await shot('system-role-buttons');
      await buttons.getByLabel('结算账户-导出').uncheck();
      await buttons.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '操作成功');

      const other = await newPage();
      await loginToHome(other.page, USER, USER_PASSWORD);
      await dismissNotices(other.page);
      const menu = other.page.locator('.side-menu');
      await menu.getByText('基础资料', { exact: true }).click();
      await menu.getByText('结算账户', { exact: true }).waitFor();
      assertEqual(await menu.getByText('经手人管理', { exact: true }).count(), 0, 'removed page is not in the menu');
      await menu.getByText('结算账户', { exact: true }).click();
      await other.page.getByRole('button', { name: /新\s*增/ }).waitFor();
      assertEqual(await other.page.getByRole('button', { name: /导\s*出/ }).count(), 0, 'removed button is not in the toolbar');
      const { token } = await apiLogin(base, USER, USER_PASSWORD);
      const res = await fetch(`${base}/api/person/list?search=%7B%7D&currentPage=1&pageSize=10`, { headers: { 'X-Access-Token': token } });
      assertEqual(res.status, 403, 'server refuses the removed page');
      const exp = await fetch(`${base}/api/account/exportExcel?search=%7B%7D`, { headers: { 'X-Access-Token': token } });
      assertEqual(exp.status, 403, 'server refuses the removed button');
    },
  },
  {
    name: 'system: customers export and import round trip with the import report',
    async run({ page, base, shot }) {
      const { token } = await apiLogin(base);
      for (const name of ['往返客户甲', '往返客户乙'])
        await apiCall(base, token, 'POST', '/supplier/add', { supplier: name, type: '客户', contacts: '联系人', beginNeedGet: '12.5' });
      await loginToHome(page);
      await dismissNotices(page);
      await page.goto('/system/customer');
      await page.locator('tr.ant-table-row', { hasText: '往返客户甲' }).waitFor();
      await page.waitForTimeout(300);
      await shot('system-customer-list');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), 'customers.xlsx');
      await download.saveAs(file);
      assert(fs.statSync(file).size > 0, 'export produced a file');
      await page.getByRole('button', { name: /导\s*入/ }).click();
      // One dialog: the template and upload first, then the progress, then the report.
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.getByText('导入成功').first().waitFor({ timeout: 30_000 });
      await dialog.getByText(/更新\d+条/).waitFor();
    },
  },
  {
    name: 'system: accounts list pages at size 11 with the 合计 row; system config form',
    async run({ page, base, shot }) {
      const { token } = await apiLogin(base);
      for (let i = 1; i <= 12; i += 1)
        await apiCall(base, token, 'POST', '/account/add', { name: `分页账户${String(i).padStart(2, '0')}`, initialAmount: '10.25' });
      await loginToHome(page);
      await dismissNotices(page);
      await page.goto('/system/account');
      await page.getByText(/共\d+条/).waitFor();
      await page.locator('.ant-pagination-options .ant-select').click();
      await page.getByTitle('11 条/页').click();
      await page.locator('tr.list-totals-row').getByText('合计').waitFor();
      // The totals row shows as soon as the size changes; the eleventh row arrives with the new page.
      await page
        .waitForFunction(() => document.querySelectorAll('tbody tr.ant-table-row').length === 12, undefined, { timeout: 10_000 })
        .catch(() => undefined);
      assertEqual(await page.locator('tbody tr.ant-table-row').count(), 12, '11 rows and the totals row');
      await page.locator('.list-pagination .ant-pagination-item-2').click();
      await page.getByText(/12-\d+ 共\d+条/).waitFor();
      await page.goto('/system/system_config');
      await page.getByText('业务参数').waitFor();
      await page.waitForTimeout(300);
      await shot('system-config');
    },
  },
  {
    name: 'system: 分配用户 of a depot ticks the users holding it and saves the checked ones',
    async run({ page, base, shot }) {
      await setScopeFlags(base, { depotFlag: '1' });
      const { token } = await apiLogin(base);
      await apiCall(base, token, 'POST', '/depot/add', { name: '分配用户测试仓', sort: '9' });
      const added = await apiCall(base, token, 'POST', '/user/addUser', {
        loginName: 'e2e_depot_user',
        password: USER_PASSWORD,
        username: '仓库分配员',
        roleId: await firstRoleId(base, token),
      });
      assertEqual(added.code, 200, `user created (${JSON.stringify(added.data)})`);
      await loginToHome(page);
      await dismissNotices(page);
      await page.goto('/system/depot');
      await page.locator('tr.ant-table-row', { hasText: '分配用户测试仓' }).waitFor();
      await rowAction(page, '分配用户测试仓', '分配用户');
      const dialog = page.getByRole('dialog', { name: /分配用户/ });
      const node = dialog.locator('.ant-tree-treenode', { hasText: 'e2e_depot_user(仓库分配员)' });
      await node.waitFor();
      await node.locator('.ant-tree-checkbox').click();
      await page.waitForTimeout(300);
      await shot('system-depot-assign-users');
      const row = page.locator('tr.ant-table-row', { hasText: '分配用户测试仓' });
      assertEqual(
        (await row.getByText('删除', { exact: true }).boundingBox())?.y,
        (await row.getByText('分配用户', { exact: true }).boundingBox())?.y,
        'the depot row actions stay on one line',
      );
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await seeText(page, '操作成功');
      const depots = await apiCall(
        base,
        token,
        'GET',
        `/depot/list?search=${encodeURIComponent(JSON.stringify({ name: '分配用户测试仓' }))}&currentPage=1&pageSize=10`,
      );
      const tree = (await apiCall(base, token, 'GET', `/user/getUserWithChecked?UBType=UserDepot&UBValue=${depots.data.rows[0].id}`)).data;
      assertEqual(findNode(tree, 'e2e_depot_user(仓库分配员)')?.checked, true, 'the checked user now holds the depot');
    },
  },
  {
    name: 'system: 菜单管理 shows the menu as a tree and refuses a taken number',
    async run({ page, shot }) {
      await loginToHome(page, 'admin', ADMIN_PASSWORD);
      await dismissNotices(page);
      await page.goto('/system/function');
      const folder = page.locator('tr.ant-table-row-level-0', { hasText: '系统管理' });
      await folder.waitFor();
      await page.locator('tr.ant-table-row-level-1', { hasText: '菜单管理' }).waitFor();
      await page.waitForTimeout(300);
      await shot('system-function-tree');
      const number = await page.locator('tr.ant-table-row-level-1', { hasText: '菜单管理' }).locator('td').nth(2).innerText();
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const dialog = page.getByRole('dialog', { name: '新增' });
      await dialog.getByLabel('编号', { exact: true }).fill(number.trim());
      await dialog.getByLabel('编号', { exact: true }).blur();
      await dialog.getByText('编号已经存在！').waitFor();
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
    },
  },
  {
    name: 'system: 字典管理 adds a dictionary and a row of it, which every screen then reads by type',
    async run({ page, base, shot }) {
      await loginToHome(page, 'admin', ADMIN_PASSWORD);
      await dismissNotices(page);
      await page.goto('/system/dict');
      await page.locator('tr.ant-table-row', { hasText: 'sys_normal_disable' }).waitFor();
      const key = `e2e_grade_${Date.now().toString(36)}`;
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const typeForm = page.getByRole('dialog', { name: '新增' });
      await typeForm.getByLabel('字典名称').fill('面料等级');
      await typeForm.getByLabel('字典类型').fill(key);
      await typeForm.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('tr.ant-table-row', { hasText: key }).getByText(key).click();
      const rows = page.getByRole('dialog', { name: '字典数据 - 面料等级' });
      await rows.getByRole('button', { name: /新\s*增/ }).click();
      const rowForm = page.getByRole('dialog', { name: '新增' });
      await rowForm.getByLabel('字典标签').fill('一等品');
      await rowForm.getByLabel('字典键值').fill('A');
      await rowForm.getByLabel('字典排序').fill('1');
      await rowForm.getByRole('button', { name: /保\s*存/ }).click();
      await rows.locator('tr.ant-table-row', { hasText: '一等品' }).waitFor();
      await page.waitForTimeout(300);
      await shot('system-dict-rows');
      const { token } = await apiLogin(base);
      const read = await apiCall(base, token, 'GET', `/dict/data/type/${key}`);
      assertEqual(read.data.map((r) => r.dictLabel).join(','), '一等品', 'a tenant user reads the new row by its type');
    },
  },
  {
    name: 'system: 系统消息 to users chosen in the searchable recipient picker',
    async run({ page, shot }) {
      await loginToHome(page, 'admin', ADMIN_PASSWORD);
      await dismissNotices(page);
      await page.goto('/system/system_msg');
      await page.getByRole('button', { name: '发送系统消息' }).click();
      const dialog = page.getByRole('dialog', { name: '发送系统消息' });
      await dialog.getByLabel('标题').fill('接收人选择测试');
      await dialog.getByLabel('指定用户').check();
      const search = dialog.getByPlaceholder('搜索登录名称、用户姓名或租户账号');
      await search.fill('jsh');
      await search.press('Enter');
      const row = dialog.locator('tr.ant-table-row', { hasText: 'jsh' }).first();
      await row.waitFor();
      await row.locator('input[type=checkbox]').check();
      await dialog.getByText('已选1人').waitFor();
      await page.waitForTimeout(300);
      await shot('system-msg-recipients');
      // At 1366×768 the picker makes the form taller than the screen: the body scrolls, title and buttons stay visible.
      const viewport = page.viewportSize();
      for (const part of [dialog.locator('.ant-modal-title'), dialog.getByRole('button', { name: /发\s*送/ })]) {
        const box = await part.boundingBox();
        assert(box && box.y >= 0 && box.y + box.height <= viewport.height, `dialog part within the screen (${JSON.stringify(box)})`);
      }
      const body = await dialog
        .locator('.ant-modal-body')
        .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, overflow: getComputedStyle(el).overflowY }));
      assertEqual(body.overflow, 'auto', 'the dialog body scrolls');
      await dialog.locator('.ant-modal-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.waitForTimeout(200);
      await shot('system-msg-recipients-scrolled');
      await dialog.getByRole('button', { name: /发\s*送/ }).click();
      await seeText(page, '已发送给1人');
    },
  },
  {
    name: "system: a 5,000-row member import shows the server job's progress",
    async run({ page, shot }) {
      const file = await memberWorkbook(5000);
      await loginToHome(page);
      await dismissNotices(page);
      await page.goto('/system/member');
      await page.getByText(/共\d+条/).waitFor();
      await page.getByRole('button', { name: /导\s*入/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: '下载模板' }).waitFor();
      await shot('system-member-import-dialog');
      // Every text the progress area shows is recorded: a quiet machine can finish 5,000 rows before the first
      // poll of the server job (which the component test covers step by step), so the journey checks the progress
      // display appears and that whatever it showed was a progress text, then the final counts.
      await page.evaluate(() => {
        window.__importTexts = [];
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid=import-progress]')?.textContent;
          if (text && window.__importTexts.at(-1) !== text) window.__importTexts.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await dialog.locator('input[type=file]').setInputFiles(file);
      const progress = page.getByTestId('import-progress');
      await progress.waitFor();
      await shot('system-member-import-progress');
      await dialog.getByText('导入成功：新增5000条，更新0条').waitFor({ timeout: 60_000 });
      const shown = await page.evaluate(() => window.__importTexts);
      assert(
        shown.length > 0 && shown.every((text) => /正在导入，请稍候…|正在(读取文件|校验 5000 行|写入 5000 行)…|已完成 \d+\/5000 行/.test(text)),
        `progress texts: ${JSON.stringify(shown)}`,
      );
      await shot('system-member-import-done');
    },
  },
  {
    name: 'system: 分配仓库, 分配客户 and 分配用户 show only while their 系统配置 switch is on',
    async run({ page, base, shot }) {
      await setScopeFlags(base, { depotFlag: '0', customerFlag: '0' });
      await loginToHome(page);
      await dismissNotices(page);
      await page.goto('/system/user');
      const userRow = page.locator('tr.ant-table-row', { hasText: 'test123' });
      await userRow.getByText('重置密码', { exact: true }).waitFor();
      assertEqual(await userRow.getByText('分配仓库', { exact: true }).count(), 0, 'no 分配仓库 with the depot switch off');
      assertEqual(await userRow.getByText('分配客户', { exact: true }).count(), 0, 'no 分配客户 with the customer switch off');
      await page.waitForTimeout(300);
      await shot('system-user-flags-off');
      await page.goto('/system/depot');
      await page.locator('tr.ant-table-row').first().getByText('编辑', { exact: true }).waitFor();
      assertEqual(await page.getByText('分配用户', { exact: true }).count(), 0, 'no 分配用户 on depots with the switch off');

      await page.goto('/system/system_config');
      // Each switch saves at once; the form is locked until the saved row has been read back.
      const switchedOn = (label) =>
        page.waitForFunction(
          (name) => {
            const el = document.querySelector(`[role=switch][aria-label="${name}"]`);
            return el?.getAttribute('aria-checked') === 'true' && !el.classList.contains('ant-switch-disabled');
          },
          label,
          { timeout: 10_000 },
        );
      await page.getByRole('switch', { name: '分配仓库权限' }).click();
      await switchedOn('分配仓库权限');
      await page.getByRole('switch', { name: '分配客户权限' }).click();
      await switchedOn('分配客户权限');
      await page.waitForTimeout(300);
      await shot('system-config-flags-on');
      const workflow = page.getByRole('combobox', { name: '流程类型' });
      await workflow.scrollIntoViewIfNeeded();
      await shot('system-config-workflow');
      await page.goto('/system/user');
      await userRow.getByText('分配仓库', { exact: true }).waitFor();
      await userRow.getByText('分配客户', { exact: true }).waitFor();
      await page.waitForTimeout(300);
      await shot('system-user-flags-on');
      await page.goto('/system/customer');
      await page.locator('tr.ant-table-row').first().getByText('分配用户', { exact: true }).waitFor();
      await setScopeFlags(base, { depotFlag: '0', customerFlag: '0' });
    },
  },
];
