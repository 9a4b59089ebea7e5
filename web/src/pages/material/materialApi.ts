import { http } from '../../app/api/http';
import type { CategoryNode } from '@suanpan/contracts';
import type { BarcodeRow, Change, Depot, MaterialSaveBody, StockRow, UnitGroup } from './materialTypes';

type Row = Record<string, unknown>;

interface StoredBarcodeRow {
  id: number;
  barCode: string;
  commodityUnit: string;
  sku: string | null;
  purchaseDecimal: string | null;
  commodityDecimal: string | null;
  wholesaleDecimal: string | null;
  lowDecimal: string | null;
  defaultFlag: string;
}

const text = (v: string | null | undefined) => v ?? undefined;

/** Stored rows (getDetailList, copyInfo) as form rows; copies get no ids so the server creates them anew. */
export function toFormRows(rows: StoredBarcodeRow[], keepIds: boolean): BarcodeRow[] {
  return rows.map((r, i) => ({
    key: keepIds ? `row-${r.id}` : `copy-${i}`,
    id: keepIds ? r.id : undefined,
    barCode: r.barCode,
    commodityUnit: r.commodityUnit,
    sku: text(r.sku),
    purchaseDecimal: text(r.purchaseDecimal),
    commodityDecimal: text(r.commodityDecimal),
    wholesaleDecimal: text(r.wholesaleDecimal),
    lowDecimal: text(r.lowDecimal),
    defaultFlag: r.defaultFlag === '1',
  }));
}

/** Every call of the 商品管理 screens, by the server's real routes (server/src/modules/material). */
export const materialApi = {
  categoryTree: (excludeId?: number) => http.get<CategoryNode[]>('/materialCategory/getMaterialCategoryTree', { id: excludeId }),
  units: () => http.get<UnitGroup[]>('/unit/getAllList'),
  depots: async () => (await http.get<Array<{ id: number; name: string }>>('/depot/getAllList')).map((d): Depot => ({ id: d.id, name: d.name })),
  properties: () => http.get<Array<{ id: number; nativeName: string; anotherName: string | null }>>('/materialProperty/getAllList'),
  attributeNames: () => http.get<Array<{ value: string; name: string }>>('/materialAttribute/getNameList'),
  attributeValues: (id: string) => http.get<Array<{ value: string; name: string }>>('/materialAttribute/getValueListById', { id }),
  maxBarCode: () => http.get<{ barCode: string | null; nextBarCode: string }>('/material/getMaxBarCode'),
  barCodeExists: async (barCode: string, rowId?: number) =>
    (await http.get<{ status: boolean }>('/materialsExtend/checkIsBarCodeExist', { barCode, id: rowId ?? 0 })).status,
  materialExists: async (params: Record<string, string | number | undefined>) => (await http.get<{ status: boolean }>('/material/checkIsExist', params)).status,
  mnemonic: (name: string) => http.post<string>('/material/changeNameToPinYin', { name }),
  barcodeRows: async (materialId: number) =>
    toFormRows((await http.get<{ rows: StoredBarcodeRow[] }>('/materialsExtend/getDetailList', { materialId })).rows, true),
  depotStock: async (id: number): Promise<StockRow[]> =>
    (await http.get<Array<Record<keyof StockRow, string | number | null>>>('/material/getMaterialDepotStock', { id })).map((s) => ({
      depotId: Number(s.depotId),
      depotName: String(s.depotName),
      currentNumber: text(s.currentNumber as string | null),
      initStock: text(s.initStock as string | null),
      lowSafeStock: text(s.lowSafeStock as string | null),
      highSafeStock: text(s.highSafeStock as string | null),
    })),
  copyInfo: (id: number) => http.get<Row & { meList: StoredBarcodeRow[] }>('/material/copyInfo', { id }),
  add: (body: MaterialSaveBody) => http.post<{ id: number }>('/material/add', body),
  update: (body: MaterialSaveBody) => http.put<unknown>('/material/update', body),
  batchPreview: (kind: BatchKind, body: Row) => http.post<{ changes: Change[] }>(BATCH_URLS[kind].preview, body),
  batchApply: (kind: BatchKind, body: Row) => http.post<{ changed: number }>(BATCH_URLS[kind].apply, body),
};

export type BatchKind = 'info' | 'price' | 'stock';

const BATCH_URLS: Record<BatchKind, { preview: string; apply: string }> = {
  info: { preview: '/material/batchUpdatePreview', apply: '/material/batchUpdate' },
  price: { preview: '/material/batchSetPricePreview', apply: '/material/batchSetPrice' },
  stock: { preview: '/material/batchSetStockPreview', apply: '/material/batchSetStock' },
};
