import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKBOOK_LIMITS } from '../../src/platform/import/workbook-limits.js';
import { upload, workbook } from '../basic/spreadsheet.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import * as hostile from './hostile-workbooks.js';

// Spreadsheets built to exhaust the server (issue 33 item 2): a million rows once cost 1.1 GB and 17 s before the
// row limit refused them, one 50-million-character cell 240 MB. Each goes to every import endpoint; the refusal must
// be the clear 400, the memory the request holds is measured in this process, and /api/health must keep answering
// while the workbook is read. No time is asserted.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
});
afterAll(async () => t.close());

const ENDPOINTS: ReadonlyArray<{ url: string; query?: Record<string, string>; rowLimit: string }> = [
  { url: '/material/importExcel', rowLimit: '抱歉，单次导入不能超出10000条' },
  { url: '/supplier/importExcel', query: { type: '客户' }, rowLimit: '抱歉，单次导入不能超出20000条' },
  { url: '/supplier/importVendor', rowLimit: '抱歉，单次导入不能超出20000条' },
  { url: '/supplier/importCustomer', rowLimit: '抱歉，单次导入不能超出20000条' },
  { url: '/supplier/importMember', rowLimit: '抱歉，单次导入不能超出20000条' },
  { url: '/depotItem/importItemExcel', query: { prefixNo: 'CGRK' }, rowLimit: '导入失败，明细不能超出1000条' },
];

const MEGABYTE = 1024 * 1024;

/** Heap and buffers in use. */
function heldBytes(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Uploads `file` to `url` while /api/health is asked again and again. Reports the answer, the most memory the process
 * held above what it held before, and how many health answers came while the import was still running. Memory is
 * read after each full collection V8 makes on its own (and after one forced every two seconds): what is still referenced
 * then, not the garbage that streaming leaves for the next collection. Holding hundreds of megabytes makes V8 collect.
 */
async function attack(endpoint: (typeof ENDPOINTS)[number], file: Buffer) {
  collectGarbage();
  const before = heldBytes();
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, heldBytes());
  };
  const collections = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) sample();
  });
  collections.observe({ entryTypes: ['gc'] });
  const forced = setInterval(() => {
    collectGarbage();
    sample();
  }, 2000);
  let running = true;
  const importing = upload(t, endpoint.url, token, { name: 'hostile.xlsx', content: file }, endpoint.query).finally(() => {
    running = false;
  });
  let healthWhileRunning = 0;
  while (running) {
    const health = await t.call('GET', '/health');
    if (running && health.status === 200) healthWhileRunning += 1;
    // A pause between health requests: an injected request can complete in microtasks alone and would starve the
    // import of event-loop turns.
    await setTimeout(5);
  }
  const answer = await importing;
  clearInterval(forced);
  collections.disconnect();
  return { status: answer.status, text: answer.text, growth: peak - before, healthWhileRunning };
}

const L = WORKBOOK_LIMITS;
/** Each bomb, what it must be refused with, and whether refusing it takes long reading (hundreds of chunks). */
const BOMBS: ReadonlyArray<{ name: string; build: () => Buffer; message: (e: (typeof ENDPOINTS)[number]) => string; read: boolean }> = [
  { name: 'a million rows', build: hostile.millionRows, message: (e) => e.rowLimit, read: false },
  {
    name: 'a shared string of 50 million characters',
    build: hostile.hugeSharedCell,
    message: () => `表格中有单元格的内容超过${L.cellChars}个字符`,
    read: false,
  },
  { name: 'an inline cell of 50 million characters', build: hostile.hugeInlineCell, message: () => `第2行A列的内容超过${L.cellChars}个字符`, read: false },
  { name: '1,000 sheets', build: hostile.manySheets, message: () => `表格中的工作表不能超过${L.sheets}个`, read: false },
  { name: 'two million shared strings', build: hostile.manySharedStrings, message: () => `表格中不同的文字不能超过${L.sharedStrings}个`, read: true },
  { name: 'a zip bomb that says its size', build: hostile.zipBomb, message: () => '表格解压后超过64MB', read: false },
  { name: 'a zip bomb that lies about its size', build: hostile.lyingZipBomb, message: () => '文件不是有效的xlsx表格', read: false },
  { name: '20,000 zip entries', build: hostile.manyEntries, message: () => `压缩包中的文件超过${L.zipEntries}个`, read: false },
];

describe('hostile spreadsheets', () => {
  it('tests every import endpoint the app has', () => {
    const imports = t.routes
      .filter((r) => r.method === 'POST' && /\/import\w*$/i.test(r.url))
      .map((r) => r.url.slice(t.config.apiPrefix.length))
      .sort();
    expect(imports).toEqual(ENDPOINTS.map((e) => e.url).sort());
  });

  for (const bomb of BOMBS) {
    let file: Buffer | undefined;
    for (const endpoint of ENDPOINTS) {
      it(`refuses ${bomb.name} at ${endpoint.url} with memory to spare, answering other requests meanwhile`, async () => {
        file ??= bomb.build();
        expect(file.length).toBeLessThan(10 * MEGABYTE);
        const outcome = await attack(endpoint, file);
        expect(outcome.growth).toBeLessThan(100 * MEGABYTE);
        expect(outcome.status).toBe(400);
        expect(outcome.text).toContain(bomb.message(endpoint));
        if (bomb.read) expect(outcome.healthWhileRunning).toBeGreaterThan(0);
      });
    }
  }

  it('stops receiving an upload past 10 MB', async () => {
    const oversized = Buffer.alloc(11 * MEGABYTE);
    oversized.writeUInt32LE(0x04034b50, 0);
    for (const endpoint of ENDPOINTS) {
      const outcome = await attack(endpoint, oversized);
      expect({ url: endpoint.url, status: outcome.status }).toEqual({ url: endpoint.url, status: 413 });
      expect(outcome.text).toContain('文件大小不能超过10MB');
      expect(outcome.growth, endpoint.url).toBeLessThan(100 * MEGABYTE);
    }
  });

  // Each refusal an upload meets before its rows are judged, at every endpoint: the upload and the reader are shared,
  // but each route calls them itself and must pass on their 400.
  const REFUSALS: ReadonlyArray<{ name: string; build: () => Promise<Buffer> | Buffer; message: string }> = [
    { name: 'bytes that are not a zip', build: () => Buffer.from('not a zip file'), message: '文件不是有效的xlsx表格' },
    { name: 'a zip without a workbook', build: hostile.notAWorkbook, message: '文件不是有效的xlsx表格' },
    { name: 'a cell naming an undefined entity', build: hostile.undefinedEntity, message: '文件不是有效的xlsx表格' },
    { name: 'a workbook without sheets', build: hostile.noSheets, message: '表格中没有工作表' },
    { name: 'a sheet without the key header', build: () => workbook([['别的列'], ['x']]), message: '表格缺少表头' },
    { name: 'a header without data', build: () => workbook([['名称', '条码']]), message: '表格中没有数据' },
  ];

  for (const endpoint of ENDPOINTS) {
    it(`refuses at ${endpoint.url} what is not one .xlsx upload, naming the file field`, async () => {
      const post = (raw: { payload: string; contentType: string }) =>
        t.call('POST', endpoint.url, { token, raw, ...(endpoint.query ? { query: endpoint.query } : {}) });
      const json = await post({ payload: '{}', contentType: 'application/json' });
      expect([json.status, json.body.data]).toEqual([400, { message: '请以multipart/form-data上传文件', field: 'file' }]);
      const boundary = 'suanpanNoFile';
      const fieldOnly = await post({
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="importId"\r\n\r\nx1\r\n--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
      expect([fieldOnly.status, fieldOnly.body.data]).toEqual([400, { message: '请选择要导入的文件', field: 'file' }]);
      const xls = await upload(t, endpoint.url, token, { name: 'a.xls', type: 'application/vnd.ms-excel', content: Buffer.from('x') }, endpoint.query);
      expect([xls.status, xls.body.code, xls.body.data.field]).toEqual([400, 701, 'file']);
    });

    it(`refuses at ${endpoint.url} workbooks it cannot read, with the reason`, async () => {
      for (const refusal of REFUSALS) {
        const res = await upload(t, endpoint.url, token, { name: 'a.xlsx', content: await refusal.build() }, endpoint.query);
        expect({ refusal: refusal.name, status: res.status, field: res.body.data.field }).toEqual({ refusal: refusal.name, status: 400, field: 'file' });
        expect(res.body.data.message, refusal.name).toContain(refusal.message);
      }
    });
  }

  /** A multipart upload of text fields and then the workbook, as jshERP's client sends the form. */
  async function formUpload(url: string, fields: Record<string, string>, content: Buffer) {
    const boundary = 'suanpanFields';
    const part = (head: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${head}\r\n\r\n`);
    const payload = Buffer.concat([
      ...Object.entries(fields).flatMap(([name, value]) => [part(`name="${name}"`), Buffer.from(`${value}\r\n`)]),
      part('name="file"; filename="a.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}${url}`,
      headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: res.statusCode, data: (JSON.parse(res.body) as { data: unknown }).data };
  }

  it('refuses a form field naming a partner type or bill kind the import does not take, naming that field', async () => {
    const file = await workbook([
      ['名称', '条码'],
      ['螺丝', '6901234567890'],
    ]);
    expect(await formUpload('/supplier/importExcel', { type: '老板' }, file)).toEqual({
      status: 400,
      data: { message: '类型只能是：供应商、客户、会员', field: 'type' },
    });
    const noKind = await formUpload('/depotItem/importItemExcel', {}, file);
    expect([noKind.status, noKind.data]).toEqual([400, { message: expect.stringMatching(/^单据类型只能是：/), field: 'prefixNo' }]);
    const transfer = await formUpload('/depotItem/importItemExcel', { prefixNo: 'DBCK' }, file);
    expect([transfer.status, transfer.data]).toEqual([400, { message: expect.stringMatching(/^单据类型只能是：/), field: 'prefixNo' }]);
    const partner = await formUpload('/depotItem/importItemExcel', { prefixNo: 'XSCK', organId: 'abc' }, file);
    expect([partner.status, partner.data]).toEqual([400, { message: '往来单位必须是数字', field: 'organId' }]);
  });
});
