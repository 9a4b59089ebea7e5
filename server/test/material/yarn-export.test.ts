import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, unique, userOf } from '../support/fixtures.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { addSimple } from './material-helpers.js';

let t: TestApp;
let token: string;
let ratioId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  const cloth = await addSimple(t, token, { name: '导出针织布', unit: 'kg' });
  const cotton = await addSimple(t, token, { name: '导出棉纱', unit: 'kg' });
  const spandex = await addSimple(t, token, { name: '导出氨纶', unit: '筒', extra: { weight: '2' } });
  const add = await t.call('POST', '/colorYarnRatio/add', {
    token,
    body: {
      materialId: cloth,
      color: '藏青',
      lossRate: '3',
      items: [
        { yarnMaterialId: cotton, yarnColor: '藏青', ratio: '95', remark: '主纱' },
        { yarnMaterialId: spandex, ratio: '5' },
      ],
    },
  });
  expect(add.status, add.text).toBe(200);
  ratioId = add.body.data.id;
});
afterAll(async () => t.close());

async function sheet(query: Record<string, string | number>, as = token) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${t.config.apiPrefix}/colorYarnRatio/exportExcel`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { 'x-access-token': as },
  });
  if (res.statusCode !== 200) return { status: res.statusCode, rows: [] as unknown[][], body: res.body };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  for (let n = 1; n <= (ws?.rowCount ?? 0); n += 1) rows.push(((ws?.getRow(n).values ?? []) as unknown[]).slice(1));
  return { status: res.statusCode, rows, body: '' };
}

describe('颜色纱比 导出', () => {
  it('exports the recipe lines, and with a quantity the requirement as the calculator computes it', async () => {
    const plain = await sheet({ id: ratioId });
    expect(plain.status).toBe(200);
    expect(plain.rows).toEqual([
      ['颜色纱比：导出针织布 藏青，损耗率3%'],
      ['序号', '纱线商品', '纱线颜色', '比例(%)', '备注'],
      [1, '导出棉纱', '藏青', 95, '主纱'],
      [2, '导出氨纶', undefined, 5],
      ['合计', undefined, undefined, 100],
    ]);
    const need = await sheet({ id: ratioId, quantity: '200' });
    const computed = (
      await t.call('POST', '/colorYarnRatio/computeRequirement', {
        token,
        body: {
          materialId: (await t.call('GET', '/colorYarnRatio/info', { token, query: { id: ratioId } })).body.data.info.materialId,
          color: '藏青',
          quantity: '200',
        },
      })
    ).body.data;
    expect(need.rows[0]).toEqual(['颜色纱比：导出针织布 藏青，损耗率3%，成品数量200，成品重量200kg，含损耗总重206kg']);
    expect(need.rows[1]).toEqual(['序号', '纱线商品', '纱线颜色', '比例(%)', '净重(kg)', '需用重量(kg)', '需用数量', '单位', '备注']);
    expect(need.rows.slice(2, 4)).toEqual([
      [1, '导出棉纱', '藏青', 95, 190, 195.7, 195.7, 'kg', '主纱'],
      [2, '导出氨纶', undefined, 5, 10, 10.3, 5.15, '筒'],
    ]);
    expect(need.rows[2]?.[5]).toBe(Number(computed.items[0].requiredWeight));
    expect(need.rows[4]).toEqual(['合计', undefined, undefined, 100, 200, 206]);
  });

  it('refuses bad input, other tenants and callers without the export button', async () => {
    expect((await sheet({ id: ratioId, quantity: '-1' })).status).toBe(400);
    expect((await sheet({ id: 'x' })).status).toBe(400);
    expect((await sheet({ id: 999999999 })).status).toBe(404);
    expect((await t.call('POST', '/user/registerUser', { body: { loginName: 'yarn_export_other', password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await sheet({ id: ratioId }, await t.login('yarn_export_other'))).status).toBe(404);
    const { tenantId } = await userOf(t, 'jsh');
    const roleId = await createRole(t, tenantId, unique('纱比只改'), [{ url: '/material/color_yarn_ratio', btnStr: '1' }]);
    const login = unique('yarnro');
    await createUser(t, tenantId, login, roleId);
    expect((await sheet({ id: ratioId }, await t.login(login))).status).toBe(403);
  });
});
