import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { importMaterials, type ImportProgress } from './importMaterials';

const sheet = () => new File(['x'], '商品.xlsx');

describe('material import', () => {
  it('polls the job under the import id it sent and reports progress until the upload answers', async () => {
    let processed = 0;
    const net = installFakeFetch({
      'POST /material/importExcel': async () => {
        await new Promise((resolve) => setTimeout(resolve, 120));
        return ok({ message: '导入成功', total: 10000 });
      },
      'GET /material/importProgress': () => ok({ status: 'writing', total: 10000, processed: (processed += 2500), message: null }),
    });
    const seen: ImportProgress[] = [];
    const result = await importMaterials(sheet(), (p) => seen.push(p), 20);
    expect(result).toEqual({ ok: true, message: '导入成功' });
    const id = net.callsTo('POST', '/material/importExcel')[0]?.query.get('importId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(net.callsTo('GET', '/material/importProgress').every((c) => c.query.get('importId') === id)).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toEqual({ status: 'done', total: 10000, processed: 10000 });
  });

  it('returns every row error of a refused sheet', async () => {
    installFakeFetch({
      'POST /material/importExcel': {
        status: 400,
        body: {
          code: 8000010,
          data: {
            message: '第3行名称为空',
            errors: [
              { row: 3, message: '第3行名称为空' },
              { row: 7, message: '第7行类别目录9不存在' },
            ],
          },
        },
      },
    });
    const result = await importMaterials(sheet(), () => undefined, 20);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual(['第3行名称为空', '第7行类别目录9不存在']);
  });
});
