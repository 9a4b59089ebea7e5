// Demo fixture: the demo tenant's products (seed-data.md §7) — categories, SKU attributes,
// products and their barcode/price rows. Keyed by names and barcodes.
// No current-stock rows: the reference's cached figures contradict its (empty) bill history;
// opening stock will be generated as documents so that stock always equals the ledger.

/** Decimal as a string, e.g. '12' or '0.5'. */
type Decimal = string;

export interface DemoCategorySeed {
  name: string;
  serialNo: string;
  sort: string;
  /** null = root category. */
  parentName: string | null;
  remark: string;
}

export interface DemoAttributeSeed {
  attributeName: string;
  /** Allowed values (stored '|'-joined). */
  values: readonly string[];
}

/** Single-unit products name their unit; multi-unit products name a unit group of basic.demo.ts. */
export type DemoMaterialUnit = { single: string } | { group: string };

/** One barcode row: prices are per its own unit (a 箱 row carries box prices). */
export interface DemoBarcodeSeed {
  barCode: string;
  unit: string;
  /** Comma-joined attribute values for SKU products (e.g. '橙色,M'); null otherwise. */
  sku: string | null;
  purchasePrice: Decimal;
  retailPrice: Decimal;
  salePrice: Decimal;
  /** 最低售价; null = no floor. */
  lowPrice: Decimal | null;
  isDefault: boolean;
}

export interface DemoSkuChoice {
  attributeName: string;
  values: readonly string[];
}

export interface DemoMaterialSeed {
  name: string;
  categoryName: string | null;
  model: string;
  standard: string;
  mfrs: string;
  color: string;
  remark: string;
  unit: DemoMaterialUnit;
  enableSerialNumber: boolean;
  enableBatchNumber: boolean;
  /** SKU products: the attributes and values chosen; barcode rows cover their combinations. */
  sku: readonly DemoSkuChoice[];
  barcodes: readonly DemoBarcodeSeed[];
}

export const demoCategories: readonly DemoCategorySeed[] = [
  { name: '目录1', serialNo: 'wae12', sort: '11', parentName: null, remark: '' },
  { name: '目录2', serialNo: 'ada112', sort: '22', parentName: '目录1', remark: '' },
];

export const demoAttributes: readonly DemoAttributeSeed[] = [
  { attributeName: '多颜色', values: ['红色', '橙色', '黄色', '绿色', '蓝色', '紫色'] },
  { attributeName: '多尺寸', values: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] },
  { attributeName: '自定义1', values: ['小米', '华为'] },
  { attributeName: '自定义2', values: [] },
  { attributeName: '自定义3', values: [] },
];

/** Builds a barcode row; prices in the order purchase / retail / sale / minimum. */
function barcode(
  barCode: string,
  unit: string,
  prices: readonly [Decimal, Decimal, Decimal, Decimal | null],
  isDefault: boolean,
  sku: string | null = null,
): DemoBarcodeSeed {
  const [purchasePrice, retailPrice, salePrice, lowPrice] = prices;
  return { barCode, unit, sku, purchasePrice, retailPrice, salePrice, lowPrice, isDefault };
}

const plain = { model: '', standard: '', mfrs: '', color: '', remark: '', enableSerialNumber: false, enableBatchNumber: false, sku: [] } as const;

export const demoMaterials: readonly DemoMaterialSeed[] = [
  {
    ...plain,
    name: '商品1',
    categoryName: '目录1',
    mfrs: '制1',
    model: 'sp1',
    unit: { single: '个' },
    barcodes: [barcode('1001', '个', ['11', '15', '15', '15'], true)],
  },
  { ...plain, name: '商品2', categoryName: '目录1', model: 'sp2', unit: { single: '只' }, barcodes: [barcode('1002', '只', ['10', '15', '15', '13'], true)] },
  { ...plain, name: '商品3', categoryName: '目录1', model: 'sp3', unit: { single: '个' }, barcodes: [barcode('1003', '个', ['8', '15', '14', '13'], true)] },
  {
    ...plain,
    name: '商品8',
    categoryName: null,
    model: 'sp8',
    unit: { group: '个/(箱=12个)' },
    barcodes: [barcode('1004', '个', ['10', '20', '20', '20'], true), barcode('1005', '箱', ['120', '240', '240', '240'], false)],
  },
  {
    ...plain,
    name: '商品17',
    categoryName: '目录2',
    model: 'sp17',
    unit: { group: '个/(箱=12个)' },
    barcodes: [barcode('1006', '个', ['20', '30', '30', '30'], true), barcode('1007', '箱', ['240', '360', '360', '360'], false)],
  },
  {
    ...plain,
    name: '序列号商品测试',
    categoryName: '目录1',
    model: 'xlh123',
    enableSerialNumber: true,
    unit: { single: '个' },
    barcodes: [barcode('1008', '个', ['12', '15', '15', '15'], true)],
  },
  {
    ...plain,
    name: '商品test1',
    categoryName: '目录1',
    mfrs: '南通中远',
    standard: 'test1',
    unit: { single: '个' },
    barcodes: [barcode('1000', '个', ['11', '22', '22', '22'], true)],
  },
  {
    ...plain,
    name: '商品200',
    categoryName: '目录2',
    standard: '300ml',
    color: '红色',
    remark: 'aaaabbbbb',
    unit: { single: '个' },
    barcodes: [barcode('1009', '个', ['11', '22', '22', '22'], true)],
  },
  {
    ...plain,
    name: '衣服',
    categoryName: null,
    unit: { single: '件' },
    sku: [
      { attributeName: '多颜色', values: ['橙色', '绿色'] },
      { attributeName: '多尺寸', values: ['M', 'L'] },
    ],
    barcodes: [
      barcode('1014', '件', ['12', '15', '14', null], true, '橙色,M'),
      barcode('1015', '件', ['12', '15', '14', null], false, '橙色,L'),
      barcode('1016', '件', ['12', '15', '14', null], false, '绿色,M'),
      barcode('1017', '件', ['12', '15', '14', null], false, '绿色,L'),
    ],
  },
];
