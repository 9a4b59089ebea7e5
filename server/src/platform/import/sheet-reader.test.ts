import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './sheet-reader.js';

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('数据'), book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const texts = (rows: Array<{ line: number; cells: Map<string, string> }>) => rows.map((r) => [r.line, Object.fromEntries(r.cells)]);

describe('readSheet', () => {
  it('reads cells as typed: strings trimmed, rich text joined, numbers to 6 decimals, booleans 1/0, formulas as their result', async () => {
    const file = await workbook((sheet) => {
      sheet.addRow(['*导入时本行内容请勿删除']);
      sheet.addRow(['名称*', '数量', '启用', '合计', '备注', '条码']);
      sheet.addRow([
        '  螺丝  ',
        1.23456789,
        true,
        { formula: 'B3*2', result: 2.46913578 },
        { richText: [{ text: '红' }, { text: '色', font: { bold: true } }] },
        6901234567890,
      ]);
      sheet.addRow([]);
      sheet.addRow(['垫片_x000D_', 0, false, { formula: 'B5*2', result: 0 }, '', 1e21]);
    });
    const sheet = await readSheet(file, '名称', { maxRows: 10 });
    expect(sheet.headers).toEqual(['名称', '数量', '启用', '合计', '备注', '条码']);
    expect(texts(sheet.rows)).toEqual([
      [3, { 名称: '螺丝', 数量: '1.234568', 启用: '1', 合计: '2.469136', 备注: '红色', 条码: '6901234567890' }],
      [5, { 名称: '垫片', 数量: '0', 启用: '0', 合计: '0', 条码: '1000000000000000000000' }],
    ]);
  });

  it('finds the header in the top five rows only, reads the first sheet in the workbook order, and stops one row past the limit', async () => {
    const late = await workbook((sheet) => {
      for (let i = 0; i < 5; i += 1) sheet.addRow(['说明']);
      sheet.addRow(['名称']);
    });
    await expect(readSheet(late, ['名称', '会员卡号'], { maxRows: 10 })).rejects.toMatchObject({ status: 400, message: '表格缺少表头：名称或会员卡号' });

    const many = await workbook((sheet, book) => {
      sheet.addRow(['名称']);
      for (let i = 1; i <= 50; i += 1) sheet.addRow([`商品${i}`]);
      book.addWorksheet('其它').addRow(['名称']);
    });
    const sheet = await readSheet(many, '名称', { maxRows: 20 });
    expect(sheet.rows).toHaveLength(21);
    expect(sheet.rows.at(-1)?.cells.get('名称')).toBe('商品21');
  });

  it('refuses what is not a workbook', async () => {
    await expect(readSheet(Buffer.from('PK\u0003\u0004 not really a zip'), '名称', { maxRows: 10 })).rejects.toMatchObject({
      status: 400,
      message: '文件不是有效的xlsx表格',
    });
  });
});
