import ExcelJS from 'exceljs';
import type { TestApp } from '../support/test-app.js';

/** The product sheet's fixed columns (server/src/modules/material/material-sheet.ts) without the per-depot ones. */
export const SHEET_COLUMNS = [
  '名称*',
  '规格',
  '型号',
  '颜色',
  '品牌',
  '类别',
  '基础重量(kg)',
  '保质期(天)',
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
  '零售价',
  '销售价',
  '最低售价',
  '状态*',
  '序列号',
  '批号',
  '仓位货架',
  '制造商',
  '自定义1',
  '自定义2',
  '自定义3',
  '备注',
];

/** An .xlsx in the template's layout (tip row, header row, data rows keyed by header without `*`). */
export async function productWorkbook(rows: Array<Record<string, string | number>>, headers: readonly string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品信息');
  ws.addRow(['*导入时本行内容请勿删除，切记！']);
  ws.addRow([...headers]);
  for (const r of rows) ws.addRow(headers.map((h) => r[h.replace('*', '')] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /material/importExcel as the browser sends it (multipart `file`). */
export async function uploadProducts(t: TestApp, token: string, buffer: Buffer, importId?: string) {
  const boundary = '----materialimport';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goods.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), buffer, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}/material/importExcel${importId ? `?importId=${importId}` : ''}`,
    payload,
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as any };
}

/** GET /material/exportExcel and the sheet's rows below the header, as plain cell arrays (column 1 first). */
export async function exportedRows(
  t: TestApp,
  token: string,
  query: Record<string, string>,
): Promise<{ status: number; headers: unknown[]; rows: unknown[][]; buffer: Buffer }> {
  const res = await t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}/material/exportExcel`, query, headers: { 'x-access-token': token } });
  const buffer = res.rawPayload;
  if (res.statusCode !== 200) return { status: res.statusCode, headers: [], rows: [], buffer };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const values = (n: number) => ((ws?.getRow(n).values ?? []) as unknown[]).slice(1);
  const rows: unknown[][] = [];
  for (let n = 3; n <= (ws?.rowCount ?? 0); n += 1) rows.push(values(n));
  return { status: res.statusCode, headers: values(2), rows, buffer };
}
