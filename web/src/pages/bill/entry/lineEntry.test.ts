import { describe, expect, it } from 'vitest';
import { emptyLine } from '../lines/gridOps';
import type { BillLine } from '../lines/lineTypes';
import { lineFromImported, repriceLines, serialsOf } from './lineEntry';

const line = (over: Partial<BillLine>): BillLine => ({
  ...emptyLine(1),
  barCode: 'A',
  unit: '个',
  operNumber: '2',
  unitPrice: '3',
  allPrice: '6',
  taxRate: '0',
  taxMoney: '0',
  taxLastMoney: '6',
  ...over,
});

describe('repriceLines (partner changed)', () => {
  it('free lines take the proposed price and tax rate with amounts recomputed; linked and unknown lines stay', () => {
    const lines = [line({ key: 'a' }), line({ key: 'b', linkId: 7 }), line({ key: 'c', barCode: 'C' }), line({ key: 'd', barCode: 'D', unitPrice: '5' })];
    const rows = [
      { id: 1, materialId: 1, barCode: 'A', name: 'a', commodityUnit: '个', billPrice: '2.8', taxRate: '13' },
      { id: 3, materialId: 3, barCode: 'D', name: 'd', commodityUnit: '个', billPrice: '5.00', taxRate: '0' },
    ];
    const { lines: next, changed } = repriceLines(lines, rows, false);
    expect(changed).toBe(1);
    expect(next[0]).toMatchObject({ unitPrice: '2.8', taxRate: '13', allPrice: '5.6', taxMoney: '0.73', taxLastMoney: '6.33' });
    expect(next[1]).toBe(lines[1]);
    expect(next[2]).toBe(lines[2]);
    expect(next[3]).toBe(lines[3]);
  });

  it('in price-includes-tax mode the total stays the amount', () => {
    const { lines: next } = repriceLines(
      [line({})],
      [{ id: 1, materialId: 1, barCode: 'A', name: 'a', commodityUnit: '个', billPrice: '10', taxRate: '13' }],
      true,
    );
    expect(next[0]).toMatchObject({ allPrice: '20', taxLastMoney: '20', taxMoney: '2.3' });
  });
});

describe('lineFromImported', () => {
  it('keeps the server figures and the barcode unit', () => {
    const l = lineFromImported({
      barCode: 'NB1',
      materialId: 9,
      name: '螺母',
      unit: '箱[12个]',
      commodityUnit: '箱',
      depotId: 3,
      operNumber: '2',
      unitPrice: '11.5',
      allPrice: '23',
      taxRate: '13',
      taxMoney: '2.99',
      taxLastMoney: '25.99',
      stock: '4',
      enableSerialNumber: '0',
      remark: null,
    });
    expect(l).toMatchObject({
      barCode: 'NB1',
      materialId: 9,
      unit: '箱',
      depotId: 3,
      operNumber: '2',
      unitPrice: '11.5',
      allPrice: '23',
      taxMoney: '2.99',
      taxLastMoney: '25.99',
      stock: '4',
    });
    expect(l.remark).toBeUndefined();
  });

  it('serialsOf splits both comma forms', () => {
    expect(serialsOf('a, b，c,,')).toEqual(['a', 'b', 'c']);
    expect(serialsOf(undefined)).toEqual([]);
  });
});
