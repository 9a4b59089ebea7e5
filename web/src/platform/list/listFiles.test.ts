import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fakeFetch';
import { buildListParams } from './listQuery';
import { downloadExport, uploadImport } from './listFiles';

const xls = (name = 'a.xlsx') => new File(['x'], name);

describe('export and import', () => {
  it('reports an empty export as 文件下载失败 and downloads a real one', async () => {
    installFakeFetch({ 'GET /demo/exportExcel': { body: '', headers: { 'content-type': 'application/octet-stream' } } });
    expect(await downloadExport('/demo/exportExcel', {}, 'demo')).toBe('empty');
    installFakeFetch({
      'GET /demo/exportExcel': {
        body: 'bytes',
        headers: { 'content-type': 'application/vnd.ms-excel', 'content-disposition': "attachment; filename*=UTF-8''%E8%A7%92%E8%89%B2.xlsx" },
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await downloadExport('/demo/exportExcel', {}, 'demo')).toBe('ok');
    expect(click).toHaveBeenCalled();
  });

  it('maps import answers to the three outcomes of spec §8', async () => {
    installFakeFetch({ 'POST /demo/importExcel': { body: { code: 200, data: { message: '导入成功' } } } });
    expect(await uploadImport('/demo/importExcel', xls())).toEqual({ kind: 'ok', message: '导入成功' });
    installFakeFetch({ 'POST /demo/importExcel': { body: { code: 500, data: { message: '第3行条码不存在' } } } });
    expect(await uploadImport('/demo/importExcel', xls())).toEqual({ kind: 'refused', message: '第3行条码不存在' });
    installFakeFetch({ 'POST /demo/importExcel': { status: 502, body: 'Bad Gateway' } });
    expect((await uploadImport('/demo/importExcel', xls())).kind).toBe('failed');
    expect(await uploadImport('/demo/importExcel', xls('a.exe'))).toEqual({ kind: 'unknown-file' });
  });
});

describe('list parameters', () => {
  it('drops empty filters and sends the super query with its match type', () => {
    const params = buildListParams({
      query: { name: '', type: '1' },
      filters: { status: '0,1' },
      current: 2,
      pageSize: 20,
      sorter: { column: 'name', order: 'asc' },
      superQuery: [{ field: 'name', rule: 'like', val: '螺' }],
      matchType: 'or',
      fields: ['name', 'type'],
    });
    expect(params).toEqual({
      search: '{"type":"1","status":"0,1"}',
      currentPage: 2,
      pageSize: 20,
      column: 'name',
      order: 'asc',
      field: 'name,type',
      superQueryParams: '[{"field":"name","rule":"like","val":"螺"}]',
      superQueryMatchType: 'or',
    });
  });
});
