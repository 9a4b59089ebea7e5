// A tenant's goods: a category tree, unit groups (one with two extra units), SKU attributes, field labels and the
// products the bills use — multi-unit water, a plain towel, a T-shirt with SKUs, a serial-managed phone, a
// batch-managed milk, a gift box assembled from water and towels — plus a disabled product and a soft-deleted one
// whose barcode a live product re-uses (jshERP only keeps barcodes unique among live rows). Prices are per
// barcode row, in that row's unit; the bills reuse them, so jshERP's price learning (更新单价) changes nothing.
import type { Basics } from './company-basics.js';
import type { TenantRows } from './source-rows.js';

export interface Barcode {
  extendId: number;
  materialId: number;
  code: string;
  name: string;
  unit: string;
  /** Base units in one of this row's unit. */
  ratio: string;
  purchase: string;
  retail: string;
  wholesale: string;
  sku: string | null;
  tracking: 'serial' | 'batch' | null;
}

export interface Products {
  water: Barcode;
  waterBox: Barcode;
  waterCase: Barcode;
  towel: Barcode;
  shirtRedM: Barcode;
  shirtRedL: Barcode;
  shirtBlueM: Barcode;
  phone: Barcode;
  milk: Barcode;
  gift: Barcode;
}

type Prices = [purchase: string, retail: string, wholesale: string, low: string];
interface ExtendSpec {
  code: string;
  unit: string;
  ratio?: string;
  sku?: string;
  prices: Prices;
  deleted?: boolean;
}

export function addProducts(w: TenantRows, basics: Basics, scale: number): Products {
  const time = '2026-09-02 10:00:00';
  const category = (name: string, serial: string, parent: number | null, sort: string) =>
    w.add('jsh_material_category', { name, serial_no: serial, parent_id: parent, sort, create_time: time }).id;
  const food = category('食品', 'SP', null, '1');
  const drinks = category('饮料', 'SP01', food, '2');
  const daily = category('日用品', 'RY', null, '3');
  const digital = category('数码', 'SM', null, '4');

  const water = w.add('jsh_unit', {
    name: '瓶/(箱=6瓶)/(件=24瓶)',
    basic_unit: '瓶',
    other_unit: '箱',
    ratio: '6',
    other_unit_two: '件',
    ratio_two: '24',
    enabled: true,
  });
  w.add('jsh_unit', { name: '个/(箱=12个)', basic_unit: '个', other_unit: '箱', ratio: '12', enabled: true });

  w.add('jsh_material_attribute', { attribute_name: '多颜色', attribute_value: '红色|蓝色|黄色' });
  w.add('jsh_material_attribute', { attribute_name: '多尺寸', attribute_value: 'S|M|L' });
  w.add('jsh_material_attribute', { attribute_name: '自定义1', attribute_value: '' });
  for (const [native, label, sort] of [
    ['制造商', '厂家', '1'],
    ['自定义1', '产地', '2'],
    ['自定义2', '货号', '3'],
    ['自定义3', '自定义3', '4'],
  ] as const) {
    w.add('jsh_material_property', { native_name: native, another_name: label, enabled: native !== '自定义3', sort });
  }

  const product = (fields: Record<string, string | number | boolean | null>, extends_: ExtendSpec[]) => {
    const material = w.add('jsh_material', {
      enabled: true,
      enable_serial_number: '0',
      enable_batch_number: '0',
      ...fields,
    });
    const tracking = fields.enable_serial_number === '1' ? 'serial' : fields.enable_batch_number === '1' ? 'batch' : null;
    return extends_.map((e, i) => {
      const [purchase, retail, wholesale, low] = e.prices;
      const row = w.add('jsh_material_extend', {
        material_id: material.id,
        bar_code: e.code,
        commodity_unit: e.unit,
        sku: e.sku ?? null,
        purchase_decimal: purchase,
        commodity_decimal: retail,
        wholesale_decimal: wholesale,
        low_decimal: low,
        default_flag: i === 0 ? '1' : '0',
        create_time: time,
        create_serial: 'jsh',
        update_serial: 'jsh',
        update_time: 1_788_000_000_000,
        delete_Flag: e.deleted || material.delete_flag === '1' ? '1' : '0',
      });
      const name = String(fields.name);
      return {
        extendId: row.id,
        materialId: material.id,
        code: e.code,
        name,
        unit: e.unit,
        ratio: e.ratio ?? '1',
        purchase,
        retail,
        wholesale,
        sku: e.sku ?? null,
        tracking,
      } satisfies Barcode;
    });
  };

  const [waterBottle, waterBox, waterCase] = product(
    {
      name: '矿泉水',
      category_id: drinks,
      standard: '550ml',
      model: 'KS-550',
      unit_id: water.id,
      unit: null,
      mfrs: '农夫山泉',
      other_field1: '浙江',
      weight: '0.56',
      expiry_num: 365,
      position: 'A-01',
    },
    [
      { code: '6920000000011', unit: '瓶', prices: ['1', '2', '1.8', '1.5'] },
      { code: '6920000000012', unit: '箱', ratio: '6', prices: ['6', '12', '10.8', '9'] },
      { code: '6920000000013', unit: '件', ratio: '24', prices: ['24', '48', '43.2', '36'] },
      // A replaced barcode: deleted rows stay in jshERP's table.
      { code: '6920000000019', unit: '瓶', prices: ['1', '2', '1.8', '1.5'], deleted: true },
    ],
  );
  const [towel] = product({ name: '毛巾', category_id: daily, standard: '70x140', unit: '条', color: '白色', weight: '0.2' }, [
    { code: '6920000000020', unit: '条', prices: ['8', '15', '12', '10'] },
  ]);
  const shirts = product(
    {
      name: 'T恤',
      category_id: daily,
      unit: '件',
      attribute: JSON.stringify({ manySku: ['多颜色', '多尺寸'], skuOne: ['红色', '蓝色'], skuTwo: ['M', 'L'], skuThree: [] }),
    },
    [
      { code: '6920000000031', unit: '件', sku: '红色,M', prices: ['30', '59', '50', '45'] },
      { code: '6920000000032', unit: '件', sku: '红色,L', prices: ['30', '59', '50', '45'] },
      { code: '6920000000033', unit: '件', sku: '蓝色,M', prices: ['30', '59', '50', '45'] },
    ],
  );
  const [phone] = product({ name: '手机', category_id: digital, model: 'X1', unit: '台', enable_serial_number: '1', brand: '华为' }, [
    { code: '6920000000040', unit: '台', prices: ['1200', '1999', '1800', '1700'] },
  ]);
  const [milk] = product({ name: '牛奶', category_id: food, standard: '250ml', unit: '盒', enable_batch_number: '1', expiry_num: 180 }, [
    { code: '6920000000050', unit: '盒', prices: ['3', '5', '4.5', '4'] },
  ]);
  const [gift] = product({ name: '礼盒', category_id: food, unit: '套', remark: '4瓶矿泉水+1条毛巾' }, [
    { code: '6920000000060', unit: '套', prices: ['20', '40', '35', '30'] },
  ]);
  product({ name: '旧矿泉水', category_id: drinks, unit: '瓶', delete_flag: '1' }, [{ code: '6920000000070', unit: '瓶', prices: ['1', '2', '2', '2'] }]);
  product({ name: '停用商品', category_id: daily, unit: '个', enabled: false }, [{ code: '6920000000070', unit: '个', prices: ['5', '9', '8', '7'] }]);

  // Opening stock (base units) and safety levels per depot; SKU products cannot have opening stock.
  const opening = (b: Barcode, depot: number, number: number, low: string | null, high: string | null) =>
    w.add('jsh_material_initial_stock', {
      material_id: b.materialId,
      depot_id: depot,
      number: String(number * scale),
      low_safe_stock: low,
      high_safe_stock: high,
    });
  opening(waterBottle!, basics.depots.main, 120, '50', '2000');
  opening(waterBottle!, basics.depots.branch, 24, null, null);
  opening(towel!, basics.depots.main, 40, '20', '100');
  opening(towel!, basics.depots.branch, 10, null, null);
  opening(gift!, basics.depots.main, 0, '5', null);

  return {
    water: waterBottle!,
    waterBox: waterBox!,
    waterCase: waterCase!,
    towel: towel!,
    shirtRedM: shirts[0]!,
    shirtRedL: shirts[1]!,
    shirtBlueM: shirts[2]!,
    phone: phone!,
    milk: milk!,
    gift: gift!,
  };
}
