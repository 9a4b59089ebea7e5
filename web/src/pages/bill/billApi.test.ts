import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { billApi } from './billApi';

describe('billApi.byBarCodes', () => {
  it('asks for at most 200 barcodes at a time and answers every hit, in order', async () => {
    const net = installFakeFetch({
      'GET /material/getMaterialByBarCode': (call) => ok((call.query.get('barCode') ?? '').split(',').map((barCode) => ({ barCode }))),
    });
    const codes = Array.from({ length: 401 }, (_, i) => `C${i}`);
    const hits = await billApi.byBarCodes(codes, { prefixNo: 'XSCK', organId: 5 });
    expect(hits.map((h) => h.barCode)).toEqual(codes);
    const calls = net.callsTo('GET', '/material/getMaterialByBarCode');
    expect(calls.map((c) => c.query.get('barCode')?.split(',').length)).toEqual([200, 200, 1]);
    expect(calls.every((c) => c.query.get('organId') === '5' && c.query.get('prefixNo') === 'XSCK')).toBe(true);
  });
});
