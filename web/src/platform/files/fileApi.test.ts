import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../test/fakeFetch';
import { fileApi } from './fileApi';

describe('fileApi.blob', () => {
  it('a refused file fetch carries the server message, or 请求失败 when there is none (never the upload text)', async () => {
    installFakeFetch({
      'GET /systemConfig/static/bill/1/a.png': { status: 403, body: { code: 403, data: { message: '无权查看该文件' } } },
      'GET /systemConfig/static/bill/1/b.png': { status: 404, body: '' },
    });
    await expect(fileApi.blob('bill/1/a.png')).rejects.toMatchObject({ message: '无权查看该文件', status: 403 });
    await expect(fileApi.blob('bill/1/b.png')).rejects.toMatchObject({ message: '请求失败', status: 404 });
  });
});
