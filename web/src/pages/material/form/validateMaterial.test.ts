import { describe, expect, it } from 'vitest';
import type { BarcodeRow } from '../materialTypes';
import { validateMaterial, type MaterialShape } from './validateMaterial';

const single: MaterialShape = { unit: '个', serial: false, batch: false, sku: false, imageCount: 0 };
const units = [
  { unit: '个', ratio: '1' },
  { unit: '箱', ratio: '12' },
];
const row = (barCode: string, commodityUnit = '个'): BarcodeRow => ({ key: barCode, barCode, commodityUnit, defaultFlag: false });

describe('material save checks', () => {
  it('passes a plain product', () => {
    expect(validateMaterial(single, [row('1001')], [])).toBeUndefined();
  });

  it.each([
    ['no rows', single, [], '抱歉，请输入条码信息！'],
    ['serial and batch', { ...single, serial: true, batch: true }, [row('1001')], '抱歉，序列号和批号只能选择一项！'],
    ['SKU with unit group', { ...single, sku: true, units }, [row('1001')], '抱歉，多属性商品不能勾选多单位，请切换为单个单位！'],
    ['short barcode', single, [row('100')], '长度为4到40位'],
    ['repeated barcode', { ...single, units }, [row('1001'), row('1001', '箱')], '商品条码:1001重复'],
    ['one row for a unit group', { ...single, units }, [row('1001')], '多单位的商品条码行数至少要有两行，请再新增一行条码信息！'],
    ['first row not the base unit', { ...single, units }, [row('1001', '箱'), row('1002')], '条码之后的单位填写有误，单位【箱】请修改为【个】！'],
    ['row unit differs from the unit', single, [row('1001', '只')], '条码之后的单位填写有误，单位【只】请修改为【个】！'],
    ['too many images', { ...single, imageCount: 5 }, [row('1001')], '抱歉，商品图片不能超过4张！'],
  ] as const)('refuses %s', (_name, shape, rows, expected) => {
    expect(validateMaterial(shape, [...rows], [])).toBe(expected);
  });

  it('refuses opening stock for SKU, serial and batch products, and low above high', () => {
    const stock = [{ depotId: 1, depotName: '仓库1', initStock: '5' }];
    expect(validateMaterial({ ...single, sku: true }, [row('1001')], stock)).toBe('抱歉，多属性商品不能录入期初库存，建议进行盘点录入！');
    expect(validateMaterial({ ...single, serial: true }, [row('1001')], stock)).toBe('抱歉，序列号商品不能录入期初库存，建议进行入库单据录入！');
    expect(validateMaterial({ ...single, batch: true }, [row('1001')], stock)).toBe('抱歉，批号商品不能录入期初库存，建议进行入库单据录入！');
    expect(validateMaterial(single, [row('1001')], [{ depotId: 1, depotName: '仓库1', lowSafeStock: '10', highSafeStock: '5' }])).toBe(
      '抱歉，仓库1的最低安全库存大于最高安全库存！',
    );
  });
});
