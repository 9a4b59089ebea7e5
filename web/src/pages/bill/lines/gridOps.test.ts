import { describe, expect, it } from 'vitest';
import { addOrIncrement, editLine, emptyLine, lineFromMaterial, serialAlreadyScanned, switchUnit } from './gridOps';
import { fromAmount, fromPrice, fromTaxTotal, headMoney } from './lineMath';
import type { MaterialRow } from './lineTypes';

const cola: MaterialRow = { id: 1, materialId: 10, barCode: 'A001', name: '可乐', commodityUnit: '瓶', billPrice: '3.5', taxRate: '13', depotId: 7 };
const box: MaterialRow = { id: 2, materialId: 10, barCode: 'A001X', name: '可乐', commodityUnit: '箱', billPrice: '40', taxRate: '13' };

describe('line grid: scanning', () => {
  it('fills the empty line first, then increments the same barcode and recomputes money', () => {
    let lines = [emptyLine(5)];
    lines = addOrIncrement(lines, cola, 5, false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ barCode: 'A001', operNumber: '1', allPrice: '3.5', taxMoney: '0.46', taxLastMoney: '3.96', depotId: 7 });
    lines = addOrIncrement(lines, cola, 5, false);
    lines = addOrIncrement(lines, cola, 5, false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ operNumber: '3', allPrice: '10.5', taxMoney: '1.37', taxLastMoney: '11.87' });
  });

  it('adds a new line for another barcode and never merges into a linked line', () => {
    let lines = addOrIncrement([], cola, 5, false);
    lines = addOrIncrement(lines, box, 5, false);
    expect(lines.map((l) => l.barCode)).toEqual(['A001', 'A001X']);
    const linked = [{ ...lineFromMaterial(cola, 5, false), linkId: 99 }];
    expect(addOrIncrement(linked, cola, 5, false)).toHaveLength(2);
  });

  it('appends a scanned serial to the line and refuses the same serial twice', () => {
    let lines = addOrIncrement([], { ...cola, scannedSerial: 'SN1' }, 5, false);
    lines = addOrIncrement(lines, { ...cola, scannedSerial: 'SN2' }, 5, false);
    expect(lines[0]).toMatchObject({ snList: 'SN1,SN2', operNumber: '2' });
    expect(serialAlreadyScanned(lines, 'SN2')).toBe(true);
    expect(serialAlreadyScanned(lines, 'SN3')).toBe(false);
  });
});

describe('line grid: unit switch and edits', () => {
  it('switching unit takes the unit barcode, its price, and recomputes the amounts', () => {
    const line = editLine(lineFromMaterial(cola, 5, false), 'operNumber', '2', false);
    const boxed = switchUnit(line, box, false);
    expect(boxed).toMatchObject({ barCode: 'A001X', unit: '箱', unitPrice: '40', operNumber: '2', allPrice: '80', taxMoney: '10.4', taxLastMoney: '90.4' });
  });

  it('serial entry sets the quantity to the number of serials', () => {
    const line = editLine(lineFromMaterial(cola, 5, false), 'snList', 'S1, S2，S3', false);
    expect(line.operNumber).toBe('3');
    expect(line.allPrice).toBe('10.5');
  });
});

describe('money formulas (business-rules §8)', () => {
  const base = { operNumber: '3', unitPrice: '3.333', allPrice: '0', taxRate: '13', taxMoney: '0', taxLastMoney: '0' };

  it('price excluding tax: amount = round2(price × qty), tax on top', () => {
    expect(fromPrice(base, false)).toMatchObject({ allPrice: '10', taxMoney: '1.3', taxLastMoney: '11.3' });
  });

  it('price including tax: total = amount, tax = round2(round2(amount ÷ 1.13) × 13%)', () => {
    expect(fromPrice({ ...base, unitPrice: '10' }, true)).toMatchObject({ allPrice: '30', taxMoney: '3.45', taxLastMoney: '30' });
  });

  it('editing the amount back-computes a 4-dp price; editing the total back-computes price, amount and tax', () => {
    expect(fromAmount(base, '10', false).unitPrice).toBe('3.3333');
    expect(fromTaxTotal(base, '113', false)).toMatchObject({ unitPrice: '33.3333', allPrice: '100', taxMoney: '13', taxLastMoney: '113' });
  });

  it('header: discount from the rate or the rate from an edited discount amount, owed after other money and deposit', () => {
    const lines = [
      { ...base, allPrice: '100', taxLastMoney: '113' },
      { ...base, allPrice: '50', taxLastMoney: '56.5' },
    ];
    expect(headMoney(lines, { discount: '10', otherMoney: '5', deposit: '20' })).toMatchObject({
      totalPrice: '150',
      taxTotal: '169.5',
      discountMoney: '16.95',
      discountLastMoney: '152.55',
      owed: '137.55',
    });
    expect(headMoney(lines, { discount: '0', discountMoney: '33.9', otherMoney: '0', deposit: '0' }).discount).toBe('20');
  });
});
