import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addSimple } from './material-helpers.js';

let t: TestApp;
let token: string;
const tag = Date.now().toString(36).toUpperCase();
let cloth: number;
let percent: number;
let underscore: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  cloth = await addSimple(t, token, {
    name: `蓝色棉布${tag}`,
    barCode: `Q${tag}7788`,
    extra: { standard: 'AB-12', model: `Xy${tag}`, mnemonic: `lsmb${tag}` },
  });
  percent = await addSimple(t, token, { name: `含50%棉${tag}` });
  underscore = await addSimple(t, token, { name: `棉_纱${tag}` });
});
afterAll(async () => t.close());

async function listed(text: string, extra: Record<string, unknown> = {}): Promise<{ ids: number[]; total: number }> {
  const res = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: text, ...extra }), pageSize: 100 } });
  expect(res.status, res.text).toBe(200);
  return { ids: res.body.data.rows.map((r: { id: number }) => r.id), total: res.body.data.total };
}

describe('商品信息 text search (materialParam): name, specification, model, mnemonic, barcode', () => {
  it('finds 1–2 character texts (no trigram index) as it finds longer ones, case-insensitively', async () => {
    expect((await listed('棉')).ids).toEqual(expect.arrayContaining([cloth, percent, underscore]));
    expect((await listed('棉布')).ids).toContain(cloth);
    expect((await listed('ab')).ids).toContain(cloth);
    expect((await listed('aB')).ids).toContain(cloth);
    expect((await listed(`q${tag.slice(0, 1).toLowerCase()}`)).ids).toContain(cloth);
    // The end of the name and the start of the specification are not one text.
    expect((await listed(`${tag.slice(-1)}A`)).ids).not.toContain(cloth);
    expect((await listed(`xy${tag}`.toLowerCase())).ids).toContain(cloth);
    expect((await listed(`LSMB${tag}`)).ids).toContain(cloth);
    expect((await listed(`q${tag}77`.toLowerCase())).ids).toContain(cloth);
    expect((await listed('88')).ids).toContain(cloth);
    expect((await listed(`蓝色棉布${tag}`)).ids).toEqual([cloth]);
    expect((await listed('不存在的商品名')).total).toBe(0);
  });

  it('takes % and _ literally, short or long', async () => {
    expect((await listed('%棉')).ids).toEqual([percent]);
    expect((await listed(`%棉${tag}`)).ids).toEqual([percent]);
    expect((await listed('_纱')).ids).toEqual([underscore]);
    expect((await listed('棉_')).ids).toEqual([underscore]);
  });

  it('pages a short text newest first with the exact total, combined with other filters', async () => {
    const all = await listed('棉');
    expect(all.ids).toHaveLength(all.total);
    expect([...all.ids].sort((a, b) => b - a)).toEqual(all.ids);
    const second = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: '棉' }), currentPage: 2, pageSize: 1 } });
    expect(second.body.data.total).toBe(all.total);
    expect(second.body.data.rows.map((r: { id: number }) => r.id)).toEqual([all.ids[1]]);
    expect((await listed('棉', { enableSerialNumber: '1' })).ids).not.toContain(cloth);
  });

  it('the bill picker as it opens counts the barcode rows of enabled, live products', async () => {
    const total = async () => {
      const res = await t.call('GET', '/material/findBySelect', { token, query: { page: 1, rows: 10 } });
      expect(res.status, res.text).toBe(200);
      return res.body.data.total as number;
    };
    const before = await total();
    const disabled = await addSimple(t, token);
    const deleted = await addSimple(t, token);
    expect(await total()).toBe(before + 2);
    expect((await t.call('POST', '/material/batchSetStatus', { token, body: { status: '0', ids: String(disabled) } })).status).toBe(200);
    const gone = await t.call('DELETE', '/material/delete', { token, query: { id: deleted } });
    expect(gone.body.code, gone.text).toBe(200);
    expect(await total()).toBe(before);
  });

  it('the bill picker finds the same products by a short text', async () => {
    const res = await t.call('GET', '/material/findBySelect', { token, query: { q: '棉布', page: 1, rows: 50 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.rows.map((r: { materialId: number }) => r.materialId)).toContain(cloth);
  });
});
