import { unitsOfGroup } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import type { BarcodeRow } from '../materialTypes';
import { nextFreeBarCode, rowsForSkus, rowsForUnits, setPriceForAll, skuCombinations, spreadBasePrice, withDefault } from './barcodeRows';

const group = { id: 1, name: '个/(箱=12个)', basicUnit: '个', otherUnit: '箱', ratio: '12', otherUnitTwo: '托', ratioTwo: '480' };
const row = (key: string, patch: Partial<BarcodeRow> = {}): BarcodeRow => ({ key, barCode: key, commodityUnit: '个', defaultFlag: false, ...patch });

describe('unit rows', () => {
  it('lists the units of a group base first with their ratios', () => {
    expect(unitsOfGroup(group)).toEqual([
      { unit: '个', ratio: '1' },
      { unit: '箱', ratio: '12' },
      { unit: '托', ratio: '480' },
    ]);
  });

  it('makes one row per unit with fresh consecutive barcodes and the base row as default', () => {
    const rows = rowsForUnits(unitsOfGroup(group), [], '2001');
    expect(rows.map((r) => [r.commodityUnit, r.barCode, r.defaultFlag])).toEqual([
      ['个', '2001', true],
      ['箱', '2002', false],
      ['托', '2003', false],
    ]);
  });

  it('keeps what was typed for a unit that is still in the group', () => {
    const typed = row('a', { barCode: 'A-1', commodityUnit: '箱', commodityDecimal: '30' });
    const rows = rowsForUnits(unitsOfGroup(group), [typed], '2001');
    expect(rows[1]).toMatchObject({ barCode: 'A-1', commodityDecimal: '30' });
    expect(rows[0]?.barCode).toBe('2001');
  });

  it('fills bigger units from a base-row price times their ratio', () => {
    const rows = rowsForUnits(unitsOfGroup(group), [], '1');
    const priced = spreadBasePrice(rows, unitsOfGroup(group), 'commodityDecimal', '2.5');
    expect(priced.map((r) => r.commodityDecimal)).toEqual(['2.5', '30', '1200']);
    expect(setPriceForAll(rows, undefined, 'lowDecimal', '3').map((r) => r.lowDecimal)).toEqual(['3', '3', '3']);
  });
});

describe('SKU rows', () => {
  it('combines the chosen values in attribute order', () => {
    const choices = [
      { attributeId: '1', name: '多颜色', values: ['红色', '蓝色'] },
      { attributeId: '2', name: '多尺寸', values: ['S', 'M'] },
    ];
    expect(skuCombinations(choices)).toEqual(['红色,S', '红色,M', '蓝色,S', '蓝色,M']);
  });

  it('has no combination while an attribute has no value yet', () => {
    expect(
      skuCombinations([
        { attributeId: '1', name: '多颜色', values: ['红色'] },
        { attributeId: '2', name: '多尺寸', values: [] },
      ]),
    ).toEqual([]);
  });

  it('keeps the barcode and prices of combinations still chosen and drops the others', () => {
    const old = [row('r', { sku: '红色,S', barCode: 'RED-S', purchaseDecimal: '9', defaultFlag: true }), row('b', { sku: '蓝色,S', barCode: 'BLUE-S' })];
    const rows = rowsForSkus(['红色,S', '红色,M'], '件', old, '3000');
    expect(rows.map((r) => [r.sku, r.barCode, r.commodityUnit, r.defaultFlag])).toEqual([
      ['红色,S', 'RED-S', '件', true],
      ['红色,M', '3000', '件', false],
    ]);
    expect(rows[0]?.purchaseDecimal).toBe('9');
  });
});

describe('default row and barcode suggestion', () => {
  it('keeps exactly one default row', () => {
    const rows = withDefault([row('a', { defaultFlag: true }), row('b'), row('c')], 'c');
    expect(rows.map((r) => r.defaultFlag)).toEqual([false, false, true]);
    expect(withDefault([row('a'), row('b')]).map((r) => r.defaultFlag)).toEqual([true, false]);
  });

  it('suggests a barcode above the server suggestion and every numeric barcode in the form', () => {
    expect(nextFreeBarCode('1005', [{ barCode: '1007' }, { barCode: 'ABC' }])).toBe('1008');
    expect(nextFreeBarCode('6901234567890', [])).toBe('6901234567890');
    expect(nextFreeBarCode(undefined, [])).toBe('1001');
  });
});
