import { BILL_KINDS, BILL_PREFIXES } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { BILL_COMPONENTS, isFulfilled, transferTargets, viewOf } from './billCatalogue';
import { buildPayload } from './editor/billPayload';
import { lineFromMaterial } from './lines/gridOps';
import { billPages } from './registry';

describe('bill kind catalogue wiring', () => {
  it('registers one page per kind under the menu component of the functions seed', () => {
    expect(Object.keys(billPages).sort()).toEqual(BILL_PREFIXES.map((p) => BILL_COMPONENTS[p]).sort());
    expect(Object.keys(billPages)).toHaveLength(19);
    expect(billPages['/bill/PurchaseInList']).toBeTruthy();
  });

  it('derives the order flows ("转…" buttons) from the contract links', () => {
    const targets = (p: keyof typeof BILL_KINDS) => transferTargets(p).map((k) => k.prefix);
    expect(targets('QGD')).toEqual(['CGDD']);
    expect(targets('CGDD')).toEqual(['CGRK']);
    expect(targets('CGRK')).toEqual(['CGTH']);
    expect(targets('XSDD')).toEqual(['XSCK']);
    expect(targets('XSCK')).toEqual(['XSTH']);
    expect(targets('LSCK')).toEqual(['LSTH']);
    expect(targets('DBCK')).toEqual([]);
    expect(targets('SCDD')).toEqual(['SCRK']);
    expect(targets('PDLR')).toEqual([]);
    expect(transferTargets('CGRK', true).map((k) => k.prefix)).toEqual(['CGTH', 'QTRK']);
    expect(isFulfilled('CGDD')).toBe(true);
    expect(isFulfilled('CGTH')).toBe(false);
    expect(isFulfilled('CGTH', true)).toBe(true);
  });

  it('shows per-kind columns: transfer target depot, assembly roles, no prices on requisitions', () => {
    expect(viewOf(BILL_KINDS.DBCK)).toMatchObject({ hasDepot: true, transfer: true, tax: false });
    expect(viewOf(BILL_KINDS.ZZD)).toMatchObject({ assembly: true, tracked: false });
    expect(viewOf(BILL_KINDS.QGD)).toMatchObject({ hasDepot: false, prices: false });
    expect(viewOf(BILL_KINDS.CGRK)).toMatchObject({ partner: { type: '供应商', required: true }, tax: true, tracked: true, linkable: true });
  });

  it('builds the save payload of a purchase receipt with server-checked figures and its type/subType', () => {
    const line = lineFromMaterial({ id: 1, materialId: 1, barCode: 'B1', name: 'x', commodityUnit: '个', billPrice: '10', taxRate: '0' }, 3, false);
    const body = buildPayload(
      BILL_KINDS.CGRK,
      { number: 'CGRK001', operTime: '2026-01-01 10:00:00', organId: 4, accountId: 2, changeAmount: '6', discount: '0' },
      [{ ...line, operNumber: '2', allPrice: '20', taxLastMoney: '20' }],
      '1',
    );
    const info = JSON.parse(body.info) as Record<string, unknown>;
    expect(info).toMatchObject({
      type: '入库',
      subType: '采购',
      status: '1',
      totalPrice: '20',
      discountLastMoney: '20',
      changeAmount: '6',
      debt: '14',
      accountId: 2,
    });
    expect(JSON.parse(body.rows)).toEqual([expect.objectContaining({ barCode: 'B1', operNumber: '2', depotId: 3, allPrice: '20' })]);
  });
});
