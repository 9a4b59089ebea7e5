import type { BillPrefix } from '@suanpan/contracts';
import { http } from '../../app/api/http';
import { api, type ApiAnswer, type ApiBody } from '../../app/api/api';
import type { Row } from '../../platform/list/listTypes';
import type { StockAsk } from './lines/lineStock';

export interface Option {
  value: number;
  label: string;
}

export type PrintData = ApiAnswer<'GET', '/depotHead/printData'>;

/** What 修正欠款 / 修正剩余订金 corrected. */
export type Repaired = ApiAnswer<'POST', '/depotHead/batchSetLastDebt'>;

/** How a bill asks for products: priced for its kind and partner, stock in a depot. */
type LookupOpts = { organId?: number | undefined; depotId?: number | undefined; prefixNo: BillPrefix };

/** The server reads at most this many barcodes in one look-up. */
const CODES_PER_LOOKUP = 200;

/** The bill screens' calls (api.md §2.10 and the pickers they use). */
export const billApi = {
  /** The next number of the kind (the server answers `number` whenever a prefix is asked). */
  buildNumber: async (prefix: BillPrefix) => {
    const { number, defaultNumber } = await api.get('/sequence/buildNumber', { prefix });
    return { defaultNumber, number: number ?? `${prefix}${defaultNumber}` };
  },
  detailByNumber: (number: string) => api.get('/depotHead/getDetailByNumber', { number }),
  lines: (headerId: number, opts: { forPrefix?: BillPrefix | undefined; readOnly?: boolean } = {}) =>
    api.get('/depotItem/getDetailList', {
      headerId,
      linkType: 'basic',
      forPrefix: opts.forPrefix,
      isReadOnly: opts.readOnly ? '1' : undefined,
    }),
  list: (search: Row, pageSize = 50) => api.get('/depotHead/list', { search: JSON.stringify(search), currentPage: 1, pageSize }),
  save: (body: ApiBody<'POST', '/depotHead/addDepotHeadAndDetail'>, update: boolean) =>
    update ? api.put('/depotHead/updateDepotHeadAndDetail', body) : api.post('/depotHead/addDepotHeadAndDetail', body),
  setStatus: (ids: string, status: '0' | '1') => api.post('/depotHead/batchSetStatus', { ids, status }),
  forceClose: (ids: string) => api.post('/depotHead/forceCloseBatch', { ids }),
  forceClosePurchase: (ids: string) => api.post('/depotHead/forceClosePurchaseBatch', { ids }),
  finishSaleOrder: (ids: string) => api.post('/depotHead/finishSaleOrder', { ids }),
  cancelSaleOrder: (ids: string) => api.post('/depotHead/cancelSaleOrder', { ids }),
  closeProductionOrders: (ids: string) => api.post('/productionOrder/close', { ids }),
  fromSaleOrder: (ids: string) => api.post('/productionOrder/fromSaleOrder', { ids }),
  adjustCount: (ids: string) => api.post('/stockCheck/adjust', { id: ids }),
  countDifference: (id: number) => api.get('/stockCheck/differences', { id }),
  quickEdit: (id: number, remark: string) => api.put('/depotHead/quickEdit', { id, remark }),
  fixLastDebt: (ids: string) => api.post('/depotHead/batchSetLastDebt', { ids }),
  fixLastDeposit: (ids: string) => api.post('/depotHead/batchSetLastDeposit', { ids }),
  waitBills: (search: Row, currentPage: number, pageSize: number) =>
    api.get('/depotHead/waitBillList', { search: JSON.stringify(search), currentPage, pageSize }),
  waitBillCount: (search: Row) => api.get('/depotHead/waitBillCount', { search: JSON.stringify(search) }),
  batchAddInOut: (ids: string) => api.post('/depotHead/batchAddDepotHeadAndDetail', { ids }),
  printData: (id: number) => api.get('/depotHead/printData', { id }),
  byBarCode: (barCode: string, opts: LookupOpts) =>
    api.get('/material/getMaterialByBarCode', { barCode, organId: opts.organId, depotId: opts.depotId, prefixNo: opts.prefixNo }),
  /** Many barcodes priced at once (选择商品, a changed partner): asked in chunks of what the server reads in one look-up. */
  byBarCodes: async (codes: readonly string[], opts: LookupOpts) => {
    const chunks = Array.from({ length: Math.ceil(codes.length / CODES_PER_LOOKUP) }, (_, i) => codes.slice(i * CODES_PER_LOOKUP, (i + 1) * CODES_PER_LOOKUP));
    return (await Promise.all(chunks.map((chunk) => billApi.byBarCode(chunk.join(','), opts)))).flat();
  },
  /** The 条码 cell's dropdown: products whose barcode, name, 规格, 型号 or 助记码 contain the text, priced for the kind and partner. */
  findForBill: (q: string, opts: LookupOpts, signal?: AbortSignal) =>
    api.get('/material/findForBill', { q, organId: opts.organId, depotId: opts.depotId, prefixNo: opts.prefixNo, rows: 10 }, signal),
  unitsOf: (materialId: number, depotId?: number) => api.get('/material/findById', { id: materialId, depotId }),
  stock: (barCode: string, depotId?: number) => api.get('/depotItem/findStockByDepotAndBarCode', { barCode, depotId }),
  /** The 库存 of a grid's lines at once; answers the asks beside their figures (same order), so a late answer maps to what it answered. */
  stockOfLines: async (asks: readonly StockAsk[], headerId: number | undefined, signal?: AbortSignal) => ({
    asks,
    rows: await api.post('/depotItem/stockOfLines', { lines: [...asks], headerId }, undefined, signal),
  }),
  batches: (barCode: string, depotId?: number) => api.get('/depotItem/getBatchNumberList', { barCode, depotId }),
  serials: (barCode: string, depotId?: number) => api.post('/serialNumber/getEnableSerialNumberList', { barCode, depotId, page: 1, rows: 200 }),
  /** `null`: any trading partner (往来单位), suppliers as `名称[供应商]` then customers as `名称[客户]`. */
  partners: async (type: string | null, key?: string): Promise<Option[]> => {
    const url =
      type === null
        ? '/supplier/findBySelect_organ'
        : type === '供应商'
          ? '/supplier/findBySelect_sup'
          : type === '客户'
            ? '/supplier/findBySelect_cus'
            : '/supplier/findBySelect_retail';
    const rows = await http.post<Array<{ id: number; supplier: string }>>(url, { key, limit: 100 });
    return rows.map((r) => ({ value: Number(r.id), label: r.supplier }));
  },
  depots: async (): Promise<Array<Option & { isDefault: boolean }>> =>
    (await api.get('/depot/findDepotByCurrentUser')).map((d) => ({
      value: d.id,
      label: d.depotName,
      isDefault: d.isDefault,
    })),
  accounts: async (): Promise<Array<Option & { isDefault: boolean }>> =>
    (await api.get('/account/getAccount')).accountList.map((a) => ({
      value: Number(a.id),
      label: a.name ?? '',
      isDefault: Boolean(a.isDefault),
    })),
  users: async (): Promise<Option[]> => (await api.get('/user/getUserList')).map((u) => ({ value: u.id, label: u.userName })),
  salesmen: async (): Promise<Option[]> => (await api.get('/person/getPersonByNumType', { type: '1' })).map((p) => ({ value: Number(p.value), label: p.text })),
  config: () => api.get('/systemConfig/getCurrentInfo'),
};
