import fs from 'node:fs';
import path from 'node:path';
import { BUTTON, STORED_PATH } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSimple, freshBarcode } from '../material/material-helpers.js';
import { countRows, createRole, createUser, expectErrorEnvelope, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { postBill, PURCHASE_IN, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { download, GIF, PDF, PNG, uploadOk, uploadParts } from './file-helpers.js';

// Upload, download and attachment references (api.md /systemConfig/upload; docs/decisions.md "Files").

let t: TestApp;
let f: StockFixture;
/** Owner of a second tenant. */
let otherToken: string;
let otherTenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  const other = unique('filetenant');
  otherTenantId = (await registerTenant(t, other)).tenantId;
  otherToken = await t.login(other);
});
afterAll(async () => t.close());

const line = () => [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '1', depotId: f.depot1 }];
const purchase = (fileName: string) => postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, fileName }, line());

describe('upload and download', () => {
  it('reports the configured size limit', async () => {
    const res = await t.call('GET', '/systemConfig/fileSizeLimit', { token: f.token });
    expect(res.body.data).toBe(10 * 1024 * 1024);
  });

  it('stores an image under an unguessable name and serves it to the same tenant only', async () => {
    // `biz` after the file part: the order of the form's parts does not matter.
    const res = await uploadParts(t, f.token, [
      { name: 'file', filename: '报价单 (1).png', content: PNG, type: 'image/png' },
      { name: 'biz', value: 'bill' },
    ]);
    expect(res.status, res.text).toBe(200);
    const stored = res.body.data as string;
    const m = STORED_PATH.exec(stored);
    expect(m?.[1]).toBe('bill');
    expect(m?.[2]).toBe(f.tenantId);
    expect(m?.[3]).toBe('报价单_(1)');
    expect(fs.readFileSync(path.join(t.config.filesDir, stored))).toEqual(PNG);
    const again = await uploadOk(t, f.token, 'bill', '报价单 (1).png', PNG);
    expect(again).not.toBe(stored);

    // Another user of the same tenant (test123 holds the bill pages).
    const got = await download(t, await sessionFor(t, 'test123'), stored);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(PNG);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toContain(`inline; filename="file.png"; filename*=UTF-8''${encodeURIComponent('报价单 (1).png')}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    // Uploads keep their own sandboxed policy, never the app's: a stored HTML or SVG cannot run scripts.
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    expectErrorEnvelope(await download(t, otherToken, stored).then((r) => ({ ...r, body: JSON.parse(r.text) })), 404);
    const anonymous = await download(t, undefined, stored);
    expect(anonymous.status).toBe(401);
    // The platform administrator is not a member of the tenant either.
    expect((await download(t, await t.login('admin'), stored)).status).toBe(404);
  });

  it('serves documents as downloads with their type, and accepts biz from the query', async () => {
    const res = await uploadParts(t, f.token, [{ name: 'file', filename: '合同.pdf', content: PDF }], { biz: 'financial' });
    expect(res.status, res.text).toBe(200);
    const got = await download(t, f.token, res.body.data as string);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect(got.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a bad biz with the reference message, whatever the trick', async () => {
    for (const biz of ['other', '../bill', 'bill/..', 'bill/', '', 'BILL']) {
      const res = await uploadParts(t, f.token, [
        { name: 'biz', value: biz },
        { name: 'file', filename: 'a.png', content: PNG },
      ]);
      expect(res.status, `${biz} → ${res.text}`).toBe(400);
      expect(res.body).toEqual({ code: 505, data: { message: '文件分类错误！', field: 'biz' } });
    }
    const viaQuery = await uploadParts(t, f.token, [{ name: 'file', filename: 'a.png', content: PNG }], { biz: '../../etc' });
    expect(viaQuery.body.code).toBe(505);
  });

  it('refuses extensions off the list, images that are not images, empty files and non-images as product pictures', async () => {
    const before = await countRows(t, 'uploaded_file');
    for (const name of ['run.exe', 'a.png.php', 'noext', 'page.html', 'x.svg']) {
      const res = await uploadParts(t, f.token, [
        { name: 'biz', value: 'bill' },
        { name: 'file', filename: name, content: PNG },
      ]);
      expect(res.status, name).toBe(400);
      expect(res.body.data.message).toContain('不支持该类型的文件');
    }
    for (const [name, content] of [
      ['fake.png', Buffer.from('<script>alert(1)</script>')],
      ['fake.jpg', PNG],
      ['fake.gif', PDF],
    ] as const) {
      const res = await uploadParts(t, f.token, [
        { name: 'biz', value: 'material' },
        { name: 'file', filename: name, content },
      ]);
      expect(res.status, name).toBe(400);
      expect(res.body.data.message).toContain('文件内容与扩展名不符');
    }
    const empty = await uploadParts(t, f.token, [
      { name: 'biz', value: 'bill' },
      { name: 'file', filename: 'empty.txt', content: Buffer.alloc(0) },
    ]);
    expect(empty.body.data.message).toBe('文件内容为空');
    const pdfPicture = await uploadParts(t, f.token, [
      { name: 'biz', value: 'material' },
      { name: 'file', filename: 'a.pdf', content: PDF },
    ]);
    expect(pdfPicture.status).toBe(400);
    expect(pdfPicture.body.data.message).toContain('gif、jpg、jpeg、png');
    const noFile = await uploadParts(t, f.token, [{ name: 'biz', value: 'bill' }]);
    expect(noFile.body.data.message).toBe('请选择要上传的文件');
    expect(await countRows(t, 'uploaded_file')).toBe(before);
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const before = await countRows(t, 'uploaded_file');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadParts(t, f.token, [
      { name: 'biz', value: 'bill' },
      { name: 'file', filename: 'big.png', content: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, data: { message: '抱歉，文件大小不能超过10M', field: 'file' } });
    expect(await countRows(t, 'uploaded_file')).toBe(before);
    expect(fs.readdirSync(path.join(t.config.filesDir, 'bill', f.tenantId)).some((n) => n.startsWith('big_'))).toBe(false);
  });

  it('refuses a product picture over 1M on the server, as the form says', async () => {
    const before = await countRows(t, 'uploaded_file');
    const picture = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await uploadParts(t, f.token, [
      { name: 'biz', value: 'material' },
      { name: 'file', filename: 'big.png', content: picture },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, data: { message: '抱歉，文件大小不能超过1M', field: 'file' } });
    const asBill = await uploadParts(t, f.token, [
      { name: 'biz', value: 'bill' },
      { name: 'file', filename: 'big.png', content: picture },
    ]);
    expect(asBill.status).toBe(200);
    expect(await countRows(t, 'uploaded_file')).toBe(before + 1);
  });

  it('keeps names inside the store and refuses paths that climb out', async () => {
    const stored = await uploadOk(t, f.token, 'bill', '../../../etc/passwd.txt', Buffer.from('hello'));
    expect(stored).toMatch(new RegExp(`^bill/${f.tenantId}/passwd_[0-9a-f]{32}\\.txt$`));
    const name = stored.split('/')[2]!;
    for (const trick of [
      `bill/${f.tenantId}/../../../../etc/passwd`,
      `bill/${f.tenantId}/..%2f..%2fetc%2fpasswd`,
      `bill%2f${f.tenantId}%2f${name}`,
      `bill/${f.tenantId}/%2e%2e/x`,
      `bill/${f.tenantId}/..\\..\\x`,
    ]) {
      // Refused before routing (400), or normalised by the client into a path that names nothing (404).
      const res = await download(t, f.token, trick);
      expect([400, 404], trick).toContain(res.status);
    }
    for (const missing of [
      `bill/${f.tenantId}/passwd`,
      `material/${f.tenantId}/${name}`,
      `bill/${otherTenantId}/${name}`,
      `bill/${f.tenantId}/${name.replace(/[0-9a-f]{4}\./, '0000.')}`,
    ]) {
      expect((await download(t, f.token, missing)).status, missing).toBe(404);
    }
    expect((await download(t, f.token, stored)).text).toBe('hello');
  });
});

describe('who may upload', () => {
  it('needs the edit button on a page of the kind of record the file is for', async () => {
    const name = unique('matonly');
    await createUser(t, f.tenantId, name, await createRole(t, f.tenantId, name, [{ url: '/material/material', btnStr: BUTTON.edit }]));
    const token = await sessionFor(t, name);
    expect(await uploadOk(t, token, 'material', 'a.gif', GIF)).toMatch(/^material\//);
    const bill = await uploadParts(t, token, [
      { name: 'biz', value: 'bill' },
      { name: 'file', filename: 'a.png', content: PNG },
    ]);
    expectErrorEnvelope({ ...bill, headers: {} }, 403);

    const viewer = unique('viewer');
    await createUser(t, f.tenantId, viewer, await createRole(t, f.tenantId, viewer, [{ url: '/bill/purchase_in', btnStr: '' }]));
    const refused = await uploadParts(t, await sessionFor(t, viewer), [
      { name: 'biz', value: 'bill' },
      { name: 'file', filename: 'a.png', content: PNG },
    ]);
    expect(refused.status).toBe(403);
    expect(
      (
        await uploadParts(t, undefined, [
          { name: 'biz', value: 'bill' },
          { name: 'file', filename: 'a.png', content: PNG },
        ])
      ).status,
    ).toBe(401);
  });
});

describe('attachments on bills', () => {
  it('saves up to 4 of the tenant own bill uploads and shows them on the bill', async () => {
    const paths = await Promise.all(['a.png', 'b.pdf', 'c.txt', 'd.gif'].map((n, i) => uploadOk(t, f.token, 'bill', n, [PNG, PDF, Buffer.from('x'), GIF][i]!)));
    const res = await purchase(` ${paths.join(' , ')},${paths[0]}, `);
    expect(res.status, res.text).toBe(200);
    const info = await t.call('GET', '/depotHead/info', { token: f.token, query: { id: res.body.data.id } });
    expect(info.body.data.info.fileName).toBe(paths.join(','));
  });

  it('refuses a fifth attachment with 8500025', async () => {
    const paths = await Promise.all([1, 2, 3, 4, 5].map((i) => uploadOk(t, f.token, 'bill', `f${i}.txt`, Buffer.from(String(i)))));
    const res = await purchase(paths.join(','));
    expect(res.status, res.text).toBe(422);
    expect(res.body.code).toBe(8500025);
    expect(res.body.data.message).toBe('抱歉，单据附件不能超过4份');
  });

  it('refuses another tenant file, a made-up path and a product picture', async () => {
    const foreign = await uploadOk(t, otherToken, 'bill', 'x.png', PNG);
    const picture = await uploadOk(t, f.token, 'material', 'p.png', PNG);
    const madeUp = `bill/${f.tenantId}/x_${'0'.repeat(32)}.png`;
    for (const bad of [foreign, madeUp, picture, foreign.replace(`/${otherTenantId}/`, `/${f.tenantId}/`), '../../etc/passwd']) {
      const res = await purchase(bad);
      expect(res.status, `${bad} → ${res.text}`).toBe(400);
      expect(res.body.data).toEqual({ message: `附件不存在或不属于本单位：${bad}`, field: 'fileName' });
    }
  });
});

describe('product images', () => {
  it('saves up to 4 images of the tenant and refuses more or foreign ones', async () => {
    const images = await Promise.all([1, 2, 3, 4, 5].map((i) => uploadOk(t, f.token, 'material', `图${i}.png`, PNG)));
    const id = await addSimple(t, f.token, { extra: { imgName: images.slice(0, 2).join(',') } });
    const shown = await t.call('GET', '/material/list', {
      token: f.token,
      query: { search: JSON.stringify({ materialParam: '' }), currentPage: 1, pageSize: 500 },
    });
    expect(shown.body.data.rows.find((r: { id: number }) => Number(r.id) === id)?.imgName).toBe(images.slice(0, 2).join(','));

    const base = { id, name: `测试商品${freshBarcode()}`, unit: '个', meList: [{ barCode: freshBarcode(), commodityUnit: '个' }] };
    const tooMany = await t.call('PUT', '/material/update', { token: f.token, body: { ...base, imgName: images.join(',') } });
    expect(tooMany.status, tooMany.text).toBe(422);
    expect(tooMany.body.data.message).toBe('抱歉，商品图片不能超过4张！');

    const foreign = await uploadOk(t, otherToken, 'material', 'x.png', PNG);
    const refused = await t.call('POST', '/material/add', { token: f.token, body: { ...base, id: undefined, imgName: foreign } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.data.field).toBe('imgName');
    const billFile = await uploadOk(t, f.token, 'bill', 'x.png', PNG);
    expect((await t.call('POST', '/material/add', { token: f.token, body: { ...base, id: undefined, imgName: billFile } })).status).toBe(400);
  });
});
