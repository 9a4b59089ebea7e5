import { toJsonText } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiBody, ApiQuery } from './api';

// The web's calls are typed by the request schemas of @suanpan/contracts: a field the server's schema does not
// read, or one it needs and does not get, fails `npm run typecheck` here (each `@ts-expect-error` must find its error).
describe('typed requests', () => {
  it('take the fields of the route contract and refuse others', () => {
    const lines: ApiBody<'POST', '/depotItem/stockOfLines'> = { lines: [{ barCode: 'A1', depotId: 1 }], headerId: 3 };
    // @ts-expect-error `headerID` is not a field of the contract (it reads `headerId`)
    const renamed: ApiBody<'POST', '/depotItem/stockOfLines'> = { lines: [], headerID: 3 };
    // @ts-expect-error a line's `barCode` is required
    const missing: ApiBody<'POST', '/depotItem/stockOfLines'> = { lines: [{ depotId: 1 }] };
    const query: ApiQuery<'GET', '/depotHead/getDetailByNumber'> = { number: 'CGRK001' };
    // @ts-expect-error the bill is asked by `number`
    const wrongQuery: ApiQuery<'GET', '/depotHead/getDetailByNumber'> = { billNo: 'CGRK001' };
    expect([lines, renamed, missing, query, wrongQuery]).toHaveLength(5);
  });

  it("type the JSON text a bill's info and rows travel in", () => {
    const save: ApiBody<'POST', '/depotHead/addDepotHeadAndDetail'> = {
      info: toJsonText({ type: '入库', subType: '采购', number: 'CGRK001' }),
      rows: toJsonText([{ barCode: 'A1', operNumber: '2' }]),
    };
    // @ts-expect-error a line without its 数量 (operNumber) is not a line of the contract
    const noQuantity: ApiBody<'POST', '/depotHead/addDepotHeadAndDetail'> = { info: toJsonText({}), rows: toJsonText([{ barCode: 'A1' }]) };
    // @ts-expect-error a finance document's info needs its `type`
    const finance: ApiBody<'POST', '/accountHead/addAccountHeadAndDetail'> = { info: toJsonText({ billNo: 'SR001' }), rows: toJsonText([]) };
    expect(JSON.parse(save.info as string)).toEqual({ type: '入库', subType: '采购', number: 'CGRK001' });
    expect([noQuantity, finance]).toHaveLength(2);
  });
});
