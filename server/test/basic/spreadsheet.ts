import ExcelJS from 'exceljs';
import type { TestApp } from '../support/test-app.js';

/** An .xlsx workbook with one sheet of the given rows (the first row is the header). */
export async function workbook(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('信息内容');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Rows of the first sheet of an .xlsx file as cell texts. */
export async function readRows(buffer: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text;
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/** A multipart upload of one file (and optional text fields) through the real app. */
export async function upload(t: TestApp, url: string, token: string, file: { name: string; type?: string; content: Buffer }, query?: Record<string, string>) {
  const boundary = '----suanpanTestBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(file.name)}"\r\n` +
      `Content-Type: ${file.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}${url}`,
    ...(query ? { query } : {}),
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file.content, tail]),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { code: number; data: any }, headers: res.headers, text: res.body };
}

export async function download(t: TestApp, url: string, token: string, query: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}${url}`, query, headers: { 'x-access-token': token } });
  return { status: res.statusCode, headers: res.headers, buffer: res.rawPayload, text: res.body };
}
