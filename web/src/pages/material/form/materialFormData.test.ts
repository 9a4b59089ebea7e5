import { describe, expect, it } from 'vitest';
import { choicesOf, formValuesOf, imageCount, saveBody } from './materialFormData';

describe('material save body', () => {
  it('sends the unit group without the text unit, rows without client keys and blanks as null', () => {
    const body = saveBody({
      values: { name: '可乐', unit: '个', unitId: 3, multiUnit: true, weight: '', enableSerialNumber: '0', enableBatchNumber: '0' },
      rows: [
        { key: 'new-1-client-key-longer', barCode: ' 6901 ', commodityUnit: '个', commodityDecimal: '2.5', purchaseDecimal: '', defaultFlag: true },
        { key: 'row-9', id: 9, barCode: '6902', commodityUnit: '箱', commodityDecimal: '30', defaultFlag: false },
      ],
      removedIds: [4],
      stock: [{ depotId: 1, depotName: '仓库1', initStock: '24', lowSafeStock: '', highSafeStock: '100' }],
      choices: [],
      id: 7,
    });
    expect(body).toMatchObject({ id: 7, name: '可乐', unit: null, unitId: 3, weight: null, meDeleteIdList: [4], sortList: [], manySku: null });
    expect(body).not.toHaveProperty('multiUnit');
    expect(body.meList).toEqual([
      {
        id: null,
        barCode: '6901',
        commodityUnit: '个',
        sku: null,
        purchaseDecimal: null,
        commodityDecimal: '2.5',
        wholesaleDecimal: null,
        lowDecimal: null,
        defaultFlag: '1',
      },
      {
        id: 9,
        barCode: '6902',
        commodityUnit: '箱',
        sku: null,
        purchaseDecimal: null,
        commodityDecimal: '30',
        wholesaleDecimal: null,
        lowDecimal: null,
        defaultFlag: '0',
      },
    ]);
    expect(body.stock).toEqual([{ id: 1, initStock: '24', lowSafeStock: null, highSafeStock: '100' }]);
  });

  it('sends the SKU attributes by name with their values in order', () => {
    const body = saveBody({
      values: { name: '衣服', unit: '件', multiUnit: false },
      rows: [],
      removedIds: [],
      stock: [],
      choices: [
        { attributeId: '1', name: '多颜色', values: ['红色'] },
        { attributeId: '2', name: '多尺寸', values: ['S', 'M'] },
      ],
    });
    expect([body.unitId, body.manySku, body.skuOne, body.skuTwo, body.skuThree]).toEqual([null, ['多颜色', '多尺寸'], ['红色'], ['S', 'M'], null]);
  });

  it('reads a stored product back into the form and its attribute JSON into choices', () => {
    expect(formValuesOf({ name: '衣服', unitId: null, enableSerialNumber: true, enableBatchNumber: '0', stock: '5' })).toMatchObject({
      name: '衣服',
      multiUnit: false,
      enableSerialNumber: '1',
      enableBatchNumber: '0',
    });
    expect(choicesOf({ manySku: ['多颜色'], skuOne: ['橙色', '绿色'] }, [{ value: '11', name: '多颜色' }])).toEqual([
      { attributeId: '11', name: '多颜色', values: ['橙色', '绿色'] },
    ]);
    expect(imageCount('a.png, b.png,,')).toBe(2);
  });
});
