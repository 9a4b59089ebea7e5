// Every report screen in the browser, walked from one table: it opens with rows, each query narrows them to the figures
// worked out by hand (report-fixture.mjs), with the summary line and the 合计 row; 导出 downloads a spreadsheet that opens
// with the screen's columns, the rows, 合计, title and period; 打印 lays out the title, period, summary and 合计. The
// sub-dialogs (商品流水 and on to the bill, 成本价流水, 库存分布 now and at a period, 账户流水, 欠款详情, 历史收款) are opened
// from the rows and read.
import { assert, assertEqual } from '../lib/assert.mjs';
import { openMenu } from '../lib/app.mjs';
import { enterApp, setSystemConfig } from '../lib/bills.mjs';
import { A, ACCOUNT, B, BEFORE_YESTERDAY, CUSTOMER, reportData, SUPPLIER, TAG, TODAY, YESTERDAY } from '../lib/report-fixture.mjs';
import {
  ACTION_COLUMNS,
  asPrinted,
  byTitle,
  capturePrint,
  checkRows,
  checkTotals,
  expectTable,
  exportSheet,
  headersOf,
  periodOf,
  printSheet,
  reportIn,
  row,
  search,
  setFilters,
} from '../lib/report-page.mjs';

let data;

const dialog = (page, title) => page.locator('.ant-modal', { hasText: title });

async function closeDialog(modal) {
  await modal.locator('.ant-modal-close').first().click();
  await modal.waitFor({ state: 'hidden' });
}

/** The link in the row holding `text`, under the column `title` (流水, 分布, 详情, a bill number…). */
async function linkIn(scope, text, title, name) {
  const index = (await headersOf(scope)).indexOf(title);
  const link = scope.locator('tbody tr.ant-table-row', { hasText: text }).locator('td').nth(index).locator('a');
  return name ? link.getByText(name, { exact: true }) : link.first();
}

/** 商品库存's drill-downs of A: 库存分布 now, 成本价流水 (moving average on), 商品流水 and on to the purchase. */
async function stockDialogs(page, scope, shot) {
  await (await linkIn(scope, A.name, '库存详情', '分布')).click();
  const spread = dialog(page, `库存分布 - ${A.name}`);
  await expectTable(spread, { rows: [row('仓库1', { 库存数量: '3', 库存金额: '9' }), row('仓库2', { 库存数量: '2', 库存金额: '6' })] }, '库存分布 now');
  await closeDialog(spread);
  await (await linkIn(scope, A.name, '成本价')).click();
  const cost = dialog(page, `成本价流水 - ${A.name}`);
  await cost.locator('tbody tr.ant-table-row', { hasText: data.bought }).getByText('3', { exact: true }).first().waitFor();
  await closeDialog(cost);
  await (await linkIn(scope, A.name, '库存详情', '流水')).click();
  const flow = reportIn(page, `商品流水 - ${A.name}`);
  await expectTable(
    flow,
    {
      rows: [
        row(data.bought, { 数量: '10', 单价: '3', 金额: '30' }),
        row(data.sold, { 数量: '-4', 单价: '5' }),
        row('零售出库', { 数量: '-1' }),
        row(['调拨', '仓库2[调入]'], { 数量: '2' }),
        row(['调拨', '仓库1'], { 数量: '-2' }),
      ],
    },
    '商品流水',
  );
  await shot('report-material-flow');
  await (await linkIn(flow, data.bought, '单据编号')).click();
  await closeDialog(page.locator('.ant-modal.bill-detail', { hasText: data.bought }));
  await closeDialog(dialog(page, `商品流水 - ${A.name}`));
}

/** The stock of the purchase's day alone, per depot: A all in 仓库1. */
async function spreadAtPeriod(page, scope) {
  await (await linkIn(scope, A.name, '库存详情', '分布')).click();
  const spread = dialog(page, `库存分布 - ${A.name}`);
  await expectTable(spread, { rows: [row('仓库1', { 库存数量: '10', 库存金额: '30' })] }, '库存分布 at the period');
  await closeDialog(spread);
}

async function accountFlow(page, scope) {
  await (await linkIn(scope, ACCOUNT, '账户流水')).click();
  const flow = reportIn(page, `账户流水 - ${ACCOUNT}`);
  const rows = [
    row(data.bought, { 金额: '-30', 余额: '70' }),
    row(data.sold, { 金额: '12' }),
    row('零售出库', { 金额: '9' }),
    row(['收款', CUSTOMER], { 金额: '3', 余额: '94' }),
  ];
  await expectTable(flow, { rows }, '账户流水');
  await closeDialog(dialog(page, `账户流水 - ${ACCOUNT}`));
}

/** 欠款详情 of the statement's partner: the bill still owing; for the customer also 历史收款 behind 本期收款. */
async function debtDialogs(page, scope, partner, number, figures) {
  await (await linkIn(scope, partner, '欠款详情')).click();
  const debt = reportIn(page, `欠款详情 - ${partner}`);
  await expectTable(debt, { rows: [row(number, figures)], totals: figures }, '欠款详情');
  await closeDialog(dialog(page, `欠款详情 - ${partner}`));
  if (partner !== CUSTOMER) return;
  await (await linkIn(scope, partner, '本期收款')).click();
  const history = dialog(page, `历史收款 - ${partner}`);
  await expectTable(history, { rows: [row(['SK', '已审核'], { 客户: CUSTOMER, 合计收款: '3', 实际收款: '3' })] }, '历史收款');
  await closeDialog(history);
}

const product = (p, cells) => row(p.name, cells);
// 本月发生额: the purchase (yesterday) counts in this month unless today is the 1st.
const MONTH = YESTERDAY.slice(0, 7) === TODAY.slice(0, 7) ? '-6' : '24';
const FIND = { 商品信息: TAG };

/**
 * A per-product report's queries, each [filters, [product, quantity, amount]…] under `word`数量 / `word`金额: the rows,
 * their 合计 and the summary line (the quantity and amount added up).
 */
const perProduct = (title, word, queries, summary) => ({
  title,
  steps: queries.map(([set, ...figures]) => {
    const [n, m] = figures.reduce(([q, v], [, qty, amount]) => [q + Number(qty), v + Number(amount)], [0, 0]);
    return {
      set,
      rows: figures.map(([p, qty, amount]) => product(p, { [`${word}数量`]: qty, [`${word}金额`]: amount })),
      totals: { [`${word}数量`]: String(n), [`${word}金额`]: String(m) },
      summary: summary(n, m),
    };
  }),
});
/** 采购/销售/零售统计: no returns here, so the actual amount is the amount. */
const trade = (title, word, ...queries) => perProduct(title, word, queries, (_n, m) => `${word}实际金额合计：${m}`);
/** 入库/出库汇总. */
const count = (title, word, ...queries) => perProduct(title, word, queries, (n, m) => `数量合计：${n}，金额合计：${m}`);

/**
 * The fourteen screens (screens.md §6) under 报表查询: each query of `steps` in turn (filters added to the ones before)
 * with the rows, 合计 and summary it must show, then what its rows open; the last step's figures are exported and printed.
 */
const REPORTS = [
  {
    title: '商品库存',
    steps: [
      {
        set: FIND,
        rows: [product(A, { 库存: '5', 库存金额: '15', 成本价: '3' }), product(B, { 库存: '3', 库存金额: '6', 成本价: '2' })],
        totals: { 库存: '8', 库存金额: '21' },
        summary: '总库存：8，总库存金额：21，总重量：0',
        then: stockDialogs,
      },
      {
        set: { 仓库: '仓库1' },
        rows: [product(A, { 库存: '3', 库存金额: '9' }), product(B, { 库存: '1', 库存金额: '2' })],
        totals: { 库存: '4', 库存金额: '11' },
        summary: '总库存：4，总库存金额：11，总重量：0',
      },
    ],
  },
  {
    title: '进销存统计',
    steps: [
      {
        set: FIND,
        rows: [
          product(A, { 上期结存数量: '0', 入库数量: '12', 出库数量: '7', 本期结存数量: '5', 结存金额: '15' }),
          product(B, { 入库数量: '6', 出库数量: '3', 本期结存数量: '3', 结存金额: '6' }),
        ],
        totals: { 入库数量: '18', 出库数量: '10', 本期结存数量: '8', 结存金额: '21' },
        summary: '本期总结存：8，总结存金额：21',
      },
      {
        set: { period: [YESTERDAY, YESTERDAY] },
        rows: [product(A, { 入库数量: '10', 出库数量: '0', 本期结存数量: '10', 结存金额: '30' }), product(B, { 入库数量: '5', 本期结存数量: '5' })],
        totals: { 入库数量: '15', 出库数量: '0', 本期结存数量: '15', 结存金额: '40' },
        summary: '本期总结存：15，总结存金额：40',
        then: spreadAtPeriod,
      },
      // Nothing moved the day before the purchase: the same figures over a period that starts then.
      {
        set: { 'period emptied, then its start': BEFORE_YESTERDAY },
        rows: [product(A, { 上期结存数量: '0', 入库数量: '10', 本期结存数量: '10' }), product(B, { 入库数量: '5', 本期结存数量: '5' })],
        totals: { 入库数量: '15', 出库数量: '0', 本期结存数量: '15', 结存金额: '40' },
        summary: '本期总结存：15，总结存金额：40',
      },
    ],
  },
  {
    title: '账户统计',
    steps: [
      {
        set: { 名称: ACCOUNT },
        rows: [row(ACCOUNT, { 期初金额: '100', 本月发生额: MONTH, 当前余额: '94' })],
        totals: { 期初金额: '100', 本月发生额: MONTH, 当前余额: '94' },
        summary: `本月发生总额：${MONTH}，当前总余额：94`,
        then: accountFlow,
      },
    ],
  },
  trade('采购统计', '采购', [FIND, [A, '10', '30'], [B, '5', '10']], [{ 仓库: '仓库2' }, [B, '5', '10']]),
  trade('销售统计', '销售', [{ ...FIND, 客户: CUSTOMER }, [A, '4', '20'], [B, '1', '4']], [{ 仓库: '仓库1' }, [A, '4', '20']]),
  trade('零售统计', '零售', [FIND, [A, '1', '5'], [B, '1', '4']], [{ 仓库: '仓库2' }, [B, '1', '4']]),
  {
    title: '入库明细',
    steps: [
      {
        set: FIND,
        rows: [product(A, { 数量: '10', 单价: '3', 金额: '30', 往来单位: SUPPLIER, 仓库: '仓库1' }), product(B, { 数量: '5', 金额: '10', 仓库: '仓库2' })],
        totals: { 数量: '15', 金额: '40' },
        summary: '数量合计：15，金额合计：40',
      },
      // Only the start typed (the end is today already): yesterday's purchase leaves the period, then comes back.
      { set: { period: [TODAY, TODAY] }, rows: [] },
      { set: { period: [YESTERDAY, TODAY] }, rows: [product(A, { 数量: '10' }), product(B, { 数量: '5' })], totals: { 数量: '15', 金额: '40' } },
      { set: { 仓库: '仓库2' }, rows: [product(B, { 数量: '5' })], totals: { 数量: '5', 金额: '10' }, summary: '数量合计：5，金额合计：10' },
    ],
  },
  {
    title: '出库明细',
    steps: [
      {
        set: FIND,
        rows: [
          row([A.name, '销售出库'], { 数量: '4', 金额: '20', 往来单位: CUSTOMER }),
          row([B.name, '销售出库'], { 数量: '1', 金额: '4' }),
          row([A.name, '零售出库'], { 数量: '1', 金额: '5' }),
          row([B.name, '零售出库'], { 数量: '1', 金额: '4' }),
        ],
        totals: { 数量: '7', 金额: '33' },
        summary: '数量合计：7，金额合计：33',
      },
      {
        set: { 往来单位: CUSTOMER },
        rows: [row([A.name, '销售出库'], { 数量: '4' }), row([B.name, '销售出库'], { 数量: '1' })],
        totals: { 数量: '5', 金额: '24' },
        summary: '数量合计：5，金额合计：24',
      },
    ],
  },
  {
    title: '调拨明细',
    steps: [
      {
        set: FIND,
        rows: [product(A, { 数量: '2', 调出仓库: '仓库1', 调入仓库: '仓库2' }), product(B, { 数量: '1', 调出仓库: '仓库2', 调入仓库: '仓库1' })],
        totals: { 数量: '3' },
        summary: '数量合计：3，金额合计：0',
      },
      { set: { 调出仓库: '仓库1' }, rows: [product(A, { 数量: '2' })], totals: { 数量: '2' }, summary: '数量合计：2，金额合计：0' },
    ],
  },
  // Over every depot a transfer is an in and an out.
  count('入库汇总', '入库', [FIND, [A, '12', '30'], [B, '6', '10']], [{ 往来单位: SUPPLIER }, [A, '10', '30'], [B, '5', '10']]),
  count('出库汇总', '出库', [FIND, [A, '7', '25'], [B, '3', '8']], [{ 仓库: '仓库2' }, [B, '3', '8']]),
  {
    title: '客户对账',
    steps: [
      { set: { 客户: CUSTOMER, 欠款情况: '无欠款' }, rows: [] },
      {
        set: { 欠款情况: '有欠款' },
        rows: [row(CUSTOMER, { 期初应收: '0', 本期欠款: '12', 本期收款: '3', 期末应收: '9' })],
        totals: { 期初应收: '0', 本期欠款: '12', 本期收款: '3', 期末应收: '9' },
        summary: '期初应收：0，期末应收：9',
        then: (page, scope) => debtDialogs(page, scope, CUSTOMER, data.sold, { 本单欠款: '12', 已收欠款: '3', 待收欠款: '9' }),
      },
    ],
  },
  {
    title: '供应商对账',
    steps: [
      {
        set: { 供应商: SUPPLIER, 欠款情况: '有欠款' },
        rows: [row(SUPPLIER, { 期初应付: '0', 本期欠款: '10', 本期付款: '0', 期末应付: '10' })],
        totals: { 期初应付: '0', 本期欠款: '10', 期末应付: '10' },
        summary: '期初应付：0，期末应付：10',
        then: (page, scope) => debtDialogs(page, scope, SUPPLIER, data.bought, { 本单欠款: '10', 已付欠款: '0', 待付欠款: '10' }),
      },
    ],
  },
  {
    title: '库存预警',
    steps: [
      {
        set: FIND,
        rows: [
          product(A, { 仓库: '仓库1', 库存: '3', 最低安全库存: '5', 建议入库量: '2' }),
          product(B, { 仓库: '仓库2', 库存: '2', 最高安全库存: '1', 建议出库量: '1' }),
        ],
      },
      { set: { 仓库: '仓库1' }, rows: [product(A, { 建议入库量: '2' })] },
    ],
  },
];

/** The spreadsheet: title and period, the screen's columns, the last query's rows and their totals. */
async function checkExport(scope, { title }, step, headers, period) {
  const sheet = await exportSheet(scope, title);
  const what = `${title} spreadsheet`;
  assert(sheet[0][0].startsWith(title), `${what}: title row ${sheet[0][0]}`);
  if (period) assert(sheet[0][0].includes(`${period[0]} 至 ${period[1]}`), `${what}: period in the title row ${sheet[0][0]}`);
  assertEqual(sheet[1].join('|'), headers.filter((h) => !ACTION_COLUMNS.includes(h)).join('|'), `${what}: the screen's columns`);
  // The totals: a 合计 row under the rows where the screen has one.
  const totalled = sheet.at(-1)[0] === '合计';
  assertEqual(totalled, Boolean(step.totals), `${what}: a 合计 row as on the screen`);
  checkRows(byTitle(sheet[1], sheet.slice(2, totalled ? -1 : undefined)), step.rows, what);
  if (totalled) checkTotals(byTitle(sheet[1], [sheet.at(-1)])[0], step.totals, what);
}

/** The print sheet: title, period, summary, the page's rows and 合计. */
async function checkPrint(scope, title, step, period) {
  const printed = await printSheet(scope);
  const what = `${title} print`;
  assertEqual(printed.title, title, `${what}: title`);
  if (period)
    assert(
      printed.lines.some((l) => l.includes(`${period[0]} 至 ${period[1]}`)),
      `${what}: period in ${printed.lines}`,
    );
  if (step.summary) assert(printed.lines.includes(step.summary), `${what}: summary in ${printed.lines}`);
  checkRows(byTitle(printed.headers, printed.rows), step.rows, what);
  if (step.totals) checkTotals(byTitle(printed.headers, [printed.totals])[0], step.totals, what);
}

/** One report: opened from the menu with rows, each query checked, then exported and printed. */
async function walk(page, report, shot) {
  const { title, steps } = report;
  const before = (await reportIn(page).count()) > 0 ? await reportIn(page).elementHandle() : undefined;
  await openMenu(page, '报表查询', title);
  // The report before stays mounted (its tab kept): the new one is on screen once it is hidden.
  await before?.waitForElementState('hidden');
  const scope = reportIn(page);
  await scope.locator('tbody tr.ant-table-row').first().waitFor();
  for (const step of steps) {
    const what = `${title} ${JSON.stringify(step.set)}`;
    await setFilters(scope, step.set);
    await search(scope);
    await expectTable(scope, step, what);
    if (step.summary) {
      await scope.locator('.report-summary', { hasText: step.summary }).waitFor();
      assertEqual((await scope.locator('.report-summary').textContent()).trim(), step.summary, `${what}: summary`);
    }
    await step.then?.(page, scope, shot);
  }
  const last = steps.at(-1);
  const headers = await headersOf(scope);
  const period = await periodOf(scope);
  await checkExport(scope, report, last, headers, period);
  await checkPrint(scope, title, last, period);
}

/**
 * A journey over some of REPORTS, after the data is made and the user signed in; `flags` of 系统配置 are set for it and
 * put back after, `shots` names the pictures taken after a report (`<title> 打印`: of its print sheet).
 */
const walking = (name, titles, { shots = {}, flags } = {}) => ({
  name,
  async run({ page, base, shot }) {
    data = await reportData(base);
    const before = flags && (await setSystemConfig(base, data.token, flags));
    try {
      await enterApp(page);
      await capturePrint(page);
      for (const report of REPORTS.filter((r) => titles.includes(r.title))) {
        await walk(page, report, shot);
        if (shots[report.title]) await shot(shots[report.title]);
        if (shots[`${report.title} 打印`]) await asPrinted(page, () => shot(shots[`${report.title} 打印`]));
      }
    } finally {
      if (before) await setSystemConfig(base, data.token, before);
    }
  },
});

export const journeys = [
  {
    name: 'reports: the home page draws its six-month charts (the lazily loaded chart library) with this month last',
    async run({ page, base, shot }) {
      await reportData(base);
      await enterApp(page);
      await page.goto('/dashboard/analysis');
      const month = new Date().toISOString().slice(0, 7);
      for (const key of ['sale', 'retail', 'buy']) {
        const card = page.getByTestId(`chart-${key}`);
        await card.locator('svg').waitFor();
        await card.locator('svg text', { hasText: month }).waitFor();
      }
      await shot('dashboard-charts');
    },
  },
  // 成本价流水 is offered under 移动平均价 only.
  walking(
    'reports: 商品库存 (分布, 成本价流水, 流水 → the bill), 进销存统计 (分布 at a period), 账户统计 (账户流水), 库存预警',
    ['商品库存', '进销存统计', '账户统计', '库存预警'],
    {
      shots: { 商品库存: 'report-material-stock', 进销存统计: 'report-in-out-stock', '进销存统计 打印': 'report-in-out-stock-print' },
      flags: { moveAvgPriceFlag: '1' },
    },
  ),
  walking(
    'reports: 采购/销售/零售统计, 入库/出库/调拨明细 and 入库/出库汇总 query, total, export and print',
    ['采购统计', '销售统计', '零售统计', '入库明细', '出库明细', '调拨明细', '入库汇总', '出库汇总'],
    { shots: { 出库明细: 'report-out-detail', '出库明细 打印': 'report-out-detail-print' } },
  ),
  walking('reports: 客户对账 and 供应商对账 with 欠款详情 and 历史收款', ['客户对账', '供应商对账'], { shots: { 客户对账: 'report-customer-account' } }),
];
