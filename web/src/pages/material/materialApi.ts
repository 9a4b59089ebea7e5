import { http } from '../../app/api/http';
import { api, type ApiQuery } from '../../app/api/api';
import type { BarcodeRow, Change, Depot, MaterialSaveBody, StockRow } from './materialTypes';

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
  categoryTree: (excludeId?: number) => api.get('/materialCategory/getMaterialCategoryTree', { id: excludeId }),
  /** Unit groups with their names and ratios as text ('' where a group has no second or third unit). */
  units: async () =>
    (await api.get('/unit/getAllList')).map((u) => ({
      ...u,
      basicUnit: u.basicUnit ?? '',
      otherUnit: u.otherUnit ?? '',
      ratio: u.ratio ?? '',
    })),
  /** The depots the user may use (分配仓库权限): the product list's and the picker's stock filters offer these. */
  depots: async () => (await api.get('/depot/findDepotByCurrentUser')).map((d): Depot => ({ id: d.id, name: d.depotName })),
  properties: () => api.get('/materialProperty/getAllList'),
  attributeNames: () => api.get('/materialAttribute/getNameList'),
  attributeValues: (id: string) => api.get('/materialAttribute/getValueListById', { id }),
  maxBarCode: () => api.get('/material/getMaxBarCode'),
  barCodeExists: async (barCode: string, rowId?: number) => (await api.get('/materialsExtend/checkIsBarCodeExist', { barCode, id: rowId ?? 0 })).status,
  materialExists: async (params: ApiQuery<'GET', '/material/checkIsExist'>) => (await api.get('/material/checkIsExist', params)).status,
  mnemonic: (name: string) => api.post('/material/changeNameToPinYin', { name }),
  barcodeRows: async (materialId: number) => toFormRows((await api.get('/materialsExtend/getDetailList', { materialId })).rows, true),
  /** The form's 库存数量 tab: the depots the user may use, with the product's stock, opening stock and levels (0: a new product). */
  depotStock: async (id: number): Promise<StockRow[]> =>
    (await api.get('/depot/getAllListWithStock', { mId: id })).map((s) => ({
      depotId: s.id,
      depotName: s.name,
      currentNumber: text(s.currentStock),
      initStock: text(s.initStock),
      lowSafeStock: text(s.lowSafeStock),
      highSafeStock: text(s.highSafeStock),
    })),
  copyInfo: (id: number) => api.get('/material/copyInfo', { id }),
  add: (body: MaterialSaveBody) => api.post('/material/add', body),
  update: (body: MaterialSaveBody & { id: number }) => api.put('/material/update', body),
  batchPreview: (kind: BatchKind, body: Row) => http.post<{ changes: Change[] }>(BATCH_URLS[kind].preview, body),
  batchApply: (kind: BatchKind, body: Row) => http.post<{ changed: number }>(BATCH_URLS[kind].apply, body),
};

export type BatchKind = 'info' | 'price' | 'stock';

const BATCH_URLS: Record<BatchKind, { preview: string; apply: string }> = {
  info: { preview: '/material/batchUpdatePreview', apply: '/material/batchUpdate' },
  price: { preview: '/material/batchSetPricePreview', apply: '/material/batchSetPrice' },
  stock: { preview: '/material/batchSetStockPreview', apply: '/material/batchSetStock' },
};
