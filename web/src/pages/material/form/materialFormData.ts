import type { BarcodeRow, MaterialSaveBody, SkuChoice, StockRow } from '../materialTypes';

type Row = Record<string, unknown>;

/** The product's own fields the save body carries (the contract's writable fields). */
export const FORM_FIELDS = [
  'name',
  'standard',
  'model',
  'color',
  'brand',
  'mnemonic',
  'categoryId',
  'unit',
  'unitId',
  'expiryNum',
  'weight',
  'position',
  'mfrs',
  'otherField1',
  'otherField2',
  'otherField3',
  'enableSerialNumber',
  'enableBatchNumber',
  'remark',
  'imgName',
] as const;

const blankToNull = (v: unknown): unknown => (v === '' || v === undefined ? null : v);

/** Form values of a stored product (list row or copyInfo answer). */
export function formValuesOf(source: Row): Row {
  const values: Row = Object.fromEntries(FORM_FIELDS.map((k) => [k, source[k] ?? undefined]));
  values.multiUnit = source.unitId !== null && source.unitId !== undefined;
  values.enableSerialNumber = source.enableSerialNumber === '1' || source.enableSerialNumber === true ? '1' : '0';
  values.enableBatchNumber = source.enableBatchNumber === '1' || source.enableBatchNumber === true ? '1' : '0';
  return values;
}

/** The stored attribute JSON ({manySku, skuOne…}) as picker choices; names resolve to attribute ids. */
export function choicesOf(attribute: unknown, names: Array<{ value: string; name: string }>): SkuChoice[] {
  // Stored as JSON; some answers carry it as text.
  const parsed: unknown = typeof attribute === 'string' && attribute.trim().startsWith('{') ? JSON.parse(attribute) : attribute;
  const a = (parsed ?? {}) as { manySku?: string[]; skuOne?: string[]; skuTwo?: string[]; skuThree?: string[] };
  const lists = [a.skuOne, a.skuTwo, a.skuThree];
  return (a.manySku ?? []).map((name, i) => ({ attributeId: names.find((n) => n.name === name)?.value ?? name, name, values: lists[i] ?? [] }));
}

export function imageCount(imgName: unknown): number {
  return typeof imgName === 'string' ? imgName.split(',').filter((s) => s.trim() !== '').length : 0;
}

interface Parts {
  values: Row;
  rows: BarcodeRow[];
  removedIds: number[];
  stock: StockRow[];
  choices: SkuChoice[];
  id?: number | undefined;
}

/** The `/material/add` / `/material/update` body: blanks become null, client keys and the 多单位 switch stay behind. */
export function saveBody({ values, rows, removedIds, stock, choices, id }: Parts): MaterialSaveBody {
  const fields = Object.fromEntries(FORM_FIELDS.map((k) => [k, blankToNull(values[k])]));
  if (values.multiUnit) fields.unit = null;
  else fields.unitId = null;
  const [one, two, three] = choices.map((c) => c.values);
  return {
    ...(fields as unknown as MaterialSaveBody),
    ...(id ? { id } : {}),
    meList: rows.map((r) => ({
      id: r.id ?? null,
      barCode: r.barCode.trim(),
      commodityUnit: r.commodityUnit,
      sku: r.sku ?? null,
      purchaseDecimal: blankToNull(r.purchaseDecimal) as string | null,
      commodityDecimal: blankToNull(r.commodityDecimal) as string | null,
      wholesaleDecimal: blankToNull(r.wholesaleDecimal) as string | null,
      lowDecimal: blankToNull(r.lowDecimal) as string | null,
      defaultFlag: r.defaultFlag ? '1' : '0',
    })),
    meDeleteIdList: removedIds,
    sortList: [],
    stock: stock.map((s) => ({
      id: s.depotId,
      initStock: blankToNull(s.initStock) as string | null,
      lowSafeStock: blankToNull(s.lowSafeStock) as string | null,
      highSafeStock: blankToNull(s.highSafeStock) as string | null,
    })),
    manySku: choices.length ? choices.map((c) => c.name) : null,
    skuOne: one ?? null,
    skuTwo: two ?? null,
    skuThree: three ?? null,
  };
}
