// Steps through jshERP's own web client (its unmodified build, issue 36), written against what a person sees there:
// its side menu, its forms' placeholders, its pickers. Each step returns what our server answered to its save.

const PREFIX = '/jshERP-boot';

/** `shot(step)` keeps a screenshot of a step for a person to look at. */
export function clientForms(page, shot) {
  // Its guided tours (intro.js) open over a page or a form the first time it is shown; a person closes them.
  void page.addLocatorHandler(page.locator('.introjs-skipbutton'), (button) => button.click());

  const menu = page.locator('.ant-layout-sider .ant-menu');
  async function open(group, item) {
    const entry = menu.getByText(item, { exact: true });
    // Clicking a group that is open folds it: it is clicked only while its entries are hidden.
    if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
    await entry.click();
  }

  /** The answer of the save that `click` sends; a refusal fails the step with its text. */
  async function saved(path, click) {
    const answer = page.waitForResponse((r) => r.url().includes(`${PREFIX}${path}`) && r.request().method() !== 'GET');
    await click();
    const body = await (await answer).json();
    if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** Its editable grids take a value as typed (a filled value is not always seen by the grid). */
  async function type(input, text) {
    await input.click();
    await input.press('Control+a');
    await input.pressSequentially(text);
    await input.press('Tab');
  }

  async function choose(modal, placeholder, option) {
    await modal.locator('.ant-select').filter({ hasText: placeholder }).click();
    // Dropdowns of forms opened before stay in the page: the one shown is the one just opened.
    await page.locator('.ant-select-dropdown-menu-item').filter({ visible: true }).getByText(option, { exact: true }).click();
  }

  const newForm = async (title) => {
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const modal = page.locator('.ant-modal').filter({ hasText: title }).filter({ visible: true }).last();
    await modal.waitFor();
    return modal;
  };
  const save = () =>
    page
      .getByRole('button', { name: /保\s*存\s*[(（]/ })
      .filter({ visible: true })
      .click();

  return {
    /** 商品信息 新增 with one unit and its prices. */
    async addProduct({ name, unit, purchase, retail, sale }) {
      await open('商品管理', '商品信息');
      const modal = await newForm('基本信息');
      await modal.getByPlaceholder('请输入名称').fill(name);
      await modal.getByPlaceholder('输入单位', { exact: true }).fill(unit);
      await type(modal.getByPlaceholder('请输入单位', { exact: true }), unit);
      await type(modal.getByPlaceholder('请输入采购价'), purchase);
      await type(modal.getByPlaceholder('请输入零售价'), retail);
      await type(modal.getByPlaceholder('请输入销售价'), sale);
      await shot('商品信息-新增');
      return saved('/material/add', save);
    },

    /** A goods bill: its partner picked, one product from 选择商品 (double-click), a quantity and the money paid now. */
    async saveBill({ group, page: item, partner: [placeholder, partner], product, quantity, paid }) {
      await open(group, item);
      const modal = await newForm('单据编号');
      await choose(modal, placeholder, partner);
      // The line's own picker (the first search icon is the linked order's).
      await modal.locator('.anticon-search').nth(1).click();
      const picker = page.locator('.ant-modal').filter({ hasText: '选择商品' }).filter({ visible: true });
      await picker.getByPlaceholder(/请输入条码/).fill(product);
      await picker.getByRole('button', { name: /查\s*询/ }).click();
      await picker.locator('.ant-table-row').filter({ hasText: product }).dblclick();
      await modal.locator('input[id^=operNumber_]').filter({ visible: true }).waitFor();
      await type(modal.locator('input[id^=operNumber_]'), quantity);
      await type(modal.locator('#changeAmount'), paid);
      await shot(item);
      return saved('/depotHead/addDepotHeadAndDetail', save);
    },

    /** 收款单: the customer, one of its bills still owing from 选择单据 (double-click), received in full. */
    async receiveMoney({ customer, bill }) {
      await open('财务管理', '收款单');
      const modal = await newForm('选择单据');
      await choose(modal, '请选择客户', customer);
      await modal.getByRole('button', { name: '选择单据' }).click();
      const bills = page.locator('.ant-modal').filter({ hasText: '待收欠款' }).filter({ visible: true });
      await bills.locator('.ant-table-row').filter({ hasText: bill }).dblclick();
      // The chosen bill's rest fills 合计收款 (an input: its text is not on the page to wait for).
      const total = modal.locator('#totalPrice');
      for (let i = 0; i < 50 && ['', '0'].includes(await total.inputValue()); i += 1) await page.waitForTimeout(100);
      await shot('收款单');
      return saved('/accountHead/addAccountHeadAndDetail', save);
    },

    /**
     * A report page: the query its client sent to `path` (to ask our API the same) and the figures matched by
     * `totals` in the text it printed.
     */
    async openReport(item, path, totals) {
      const asked = page.waitForResponse((r) => r.url().includes(`${PREFIX}${path}?`));
      await open('报表查询', item);
      const query = Object.fromEntries(new URL((await asked).url()).searchParams);
      const line = page.getByText(totals).filter({ visible: true });
      await line.waitFor();
      await shot(item);
      const [, ...printed] = (await line.textContent()).match(totals);
      return { query, printed };
    },
  };
}
