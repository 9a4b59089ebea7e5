/* global window, document -- browser-side page.evaluate callbacks */
// Steps of the report journeys, written against what a person sees: the query bar's labels, the table's column
// titles, the summary line, the 合计 row, the downloaded spreadsheet and the print sheet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { assert, assertEqual } from './assert.mjs';

/** Columns of a screen that hold links or pictures, not figures: neither the spreadsheet nor the figures check them. */
export const ACTION_COLUMNS = ['库存详情', '欠款详情', '账户流水', '图片'];

/** The report on screen (the visible tab), or the one inside the dialog titled `title`. */
export const reportIn = (page, dialog) =>
  dialog ? page.locator('.ant-modal', { hasText: dialog }).locator('.report-page') : page.locator('.shell-page:not([hidden]) .report-page');

const queryItem = (scope, label) =>
  scope.locator('.list-query-bar .ant-form-item').filter({ has: scope.page().locator('.ant-form-item-label > label').getByText(label, { exact: true }) });

/**
 * Fills the query bar: a text box by typing, a select (仓库, 往来单位, 欠款情况…) by choosing the option (typed when
 * not listed at once); `period` (whatever its label) takes [from, to] typed into the range picker; `period emptied, then
 * its start` deletes both dates and types the start alone.
 */
export async function setFilters(scope, filters) {
  const page = scope.page();
  for (const [label, value] of Object.entries(filters)) {
    if (label === 'period') {
      const inputs = scope.locator('.list-query-bar .ant-picker-range input');
      // As a user types a period: only the ends that change, each followed by Enter — a start typed alone must hold
      // (antd's range picker put it back; DayRangePicker keeps it).
      for (const [i, day] of value.entries()) {
        if ((await inputs.nth(i).inputValue()) === day) continue;
        await inputs.nth(i).click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(day);
        await page.keyboard.press('Enter');
      }
      assertEqual(`${await inputs.nth(0).inputValue()} 至 ${await inputs.nth(1).inputValue()}`, value.join(' 至 '), 'the period typed');
      continue;
    }
    if (label === 'period emptied, then its start') {
      // A required period (no clearing) whose two dates are deleted, then only a start typed: the calendar keeps the end,
      // and the picker must show it — the period the query asks (the walk's export and print check that).
      const inputs = scope.locator('.list-query-bar .ant-picker-range input');
      const kept = await inputs.nth(1).inputValue();
      for (const i of [1, 0]) {
        await inputs.nth(i).click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.press('Backspace');
      }
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      assertEqual(`${await inputs.nth(0).inputValue()} 至 ${await inputs.nth(1).inputValue()}`, `${value} 至 ${kept}`, 'the start typed and the end kept');
      continue;
    }
    const item = queryItem(scope, label);
    if ((await item.locator('.ant-select').count()) === 0) {
      await item.locator('input').fill(value);
      continue;
    }
    await item.locator('.ant-select').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${value}$`) });
    // Partners are searched by typing; short lists (仓库, 欠款情况) offer every option at once.
    const listed = await option.waitFor({ timeout: 2000 }).then(
      () => true,
      () => false,
    );
    if (!listed) await page.keyboard.type(value);
    await option.click();
    // A multiple select keeps its list open after a choice.
    await page.keyboard.press('Escape');
  }
}

export async function search(scope) {
  await scope
    .locator('.list-query-bar')
    .getByRole('button', { name: /查\s*询/ })
    .click();
}

/** The table's column titles. */
export const headersOf = async (scope) => (await scope.locator('.ant-table-thead th').allTextContents()).map((t) => t.trim());

/** The table's rows and 合计 row as cells by column title. */
async function tableOf(scope) {
  const headers = await headersOf(scope);
  const cells = async (row) => Object.fromEntries((await row.locator('td').allTextContents()).map((t, i) => [headers[i], t.trim()]));
  const rows = [];
  for (const row of await scope.locator('tbody tr.ant-table-row').all()) rows.push(await cells(row));
  const totalsRow = scope.locator('.list-totals-row');
  return { headers, rows, totals: (await totalsRow.count()) > 0 ? await cells(totalsRow) : undefined };
}

/** An expected row: the texts that find it (a name, a bill kind…) and the figures under their column titles. */
export const row = (has, cells = {}) => ({ has: [has].flat(), cells });

/** Finds each expected row among `actual` (cells by title) and checks its figures; the count must match too. */
export function checkRows(actual, expected, what) {
  assertEqual(actual.length, expected.length, `${what}: number of rows`);
  for (const e of expected) {
    const found = actual.find((r) => e.has.every((t) => Object.values(r).some((v) => String(v).includes(t))));
    assert(found, `${what}: no row with ${e.has.join(' + ')} in ${JSON.stringify(actual)}`);
    for (const [title, value] of Object.entries(e.cells)) assertEqual(String(found[title] ?? ''), value, `${what}: ${e.has.join(' ')} ${title}`);
  }
}

/** The 合计 figures under their column titles. */
export function checkTotals(actual, expected, what) {
  assert(actual, `${what}: no 合计 row`);
  for (const [title, value] of Object.entries(expected)) assertEqual(String(actual[title] ?? ''), value, `${what}: 合计 ${title}`);
}

/** Waits until the table shows `expected` rows (a query in flight keeps the previous ones), then checks them. */
export async function expectTable(scope, { rows, totals }, what) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const table = await tableOf(scope);
    const settled = (await scope.locator('.ant-spin-spinning').count()) === 0;
    try {
      checkRows(table.rows, rows, what);
      if (totals) checkTotals(table.totals, totals, what);
      return table;
    } catch (error) {
      if (settled && Date.now() > deadline) throw error;
    }
    await scope.page().waitForTimeout(200);
  }
}

/** The period the query bar shows (after 查询, the one asked), or undefined when the report has none. */
export async function periodOf(scope) {
  const inputs = scope.locator('.list-query-bar .ant-picker-range input');
  if ((await inputs.count()) === 0) return undefined;
  return [await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()];
}

/** Clicks 导出, saves the file and opens it as a spreadsheet: every row as an array of cell texts. */
export async function exportSheet(scope, name) {
  return (await exportedSheet(scope, name)).rows;
}

/** Clicks 导出 and opens what it downloads: the name the browser saves it under, and every row as an array of cell texts. */
export async function exportedSheet(scope, name) {
  const page = scope.page();
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name: /导\s*出$/ }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), `${name}.xlsx`);
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows = [];
  wb.worksheets[0].eachRow((r) => rows.push(Array.from({ length: r.cellCount }, (_, i) => String(r.getCell(i + 1).value ?? ''))));
  return { fileName: download.suggestedFilename(), rows };
}

/** Makes 打印 record what it would print (title, lines above the table, column titles, rows, 合计) instead of printing. */
export async function capturePrint(page) {
  await page.evaluate(() => {
    window.print = () => {
      const sheet = document.querySelector('.report-print-sheet:not(#printed-copy)');
      const texts = (sel) => [...sheet.querySelectorAll(sel)].map((e) => e.textContent.trim());
      const cells = (tr) => [...tr.querySelectorAll('td')].map((e) => e.textContent.trim());
      window.printed = {
        title: texts('h2')[0],
        lines: texts('p'),
        headers: texts('th'),
        rows: [...sheet.querySelectorAll('tbody tr:not(.report-print-total)')].map(cells),
        totals: cells(sheet.querySelector('tr.report-print-total')),
      };
      // A copy that stays after the sheet is taken down, for a picture of the printed page.
      document.getElementById('printed-copy')?.remove();
      const copy = sheet.cloneNode(true);
      copy.id = 'printed-copy';
      document.body.append(copy);
    };
  });
}

/** Clicks 打印 and answers what was printed (capturePrint must be set up on the page). */
export async function printSheet(scope) {
  const page = scope.page();
  await page.evaluate(() => {
    window.printed = undefined;
  });
  await scope.getByRole('button', { name: /打\s*印/ }).click();
  await page.waitForFunction(() => window.printed !== undefined);
  return page.evaluate(() => window.printed);
}

/** Cells by title of each row of a header row and its data rows (a sheet's or a print's). */
export const byTitle = (headers, rows) => rows.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i] ?? ''])));

/** Runs `take` (a screenshot) with the page laid out for paper: the last printed sheet alone, as the printer gets it. */
export async function asPrinted(page, take) {
  // The screen takes its sheet down a moment after printing; the copy stays.
  await page.locator('.report-print-sheet:not(#printed-copy)').waitFor({ state: 'detached' });
  await page.emulateMedia({ media: 'print' });
  try {
    await take();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}
