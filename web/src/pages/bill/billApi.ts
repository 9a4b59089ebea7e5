import type { BillPrefix } from '@suanpan/contracts';
import { http } from '../../app/api/http';
import type { Row } from '../../platform/list/listTypes';
import type { MaterialRow } from './lines/lineTypes';

export interface Option {
  value: number;
  label: string;
}

export interface PrintData {
  title: string;
  bill: Row;
  rows: Row[];
  footer: Row;
  company: Row | null;
}

/** What 修正欠款 / 修正剩余订金 corrected. */
export interface Repaired {
  message: string;
  corrected: number;
  numbers: string[];
}

/** The bill screens' calls (api.md §2.10 and the pickers they use). */
export const billApi = {
  buildNumber: (prefix: BillPrefix) => http.get<{ number: string; defaultNumber: string }>('/sequence/buildNumber', { prefix }),
  detailByNumber: (number: string) => http.get<Row>('/depotHead/getDetailByNumber', { number }),
  lines: (headerId: number, opts: { forPrefix?: BillPrefix | undefined; readOnly?: boolean } = {}) =>
    http.get<{ rows: Row[] }>('/depotItem/getDetailList', {
      headerId,
      linkType: 'basic',
      forPrefix: opts.forPrefix,
      isReadOnly: opts.readOnly ? '1' : undefined,
    }),
  list: (search: Row, pageSize = 50) =>
    http.get<{ rows: Row[]; total: number }>('/depotHead/list', { search: JSON.stringify(search), currentPage: 1, pageSize }),
  save: (body: { info: string; rows: string }, update: boolean) =>
    update ? http.put<unknown>('/depotHead/updateDepotHeadAndDetail', body) : http.post<unknown>('/depotHead/addDepotHeadAndDetail', body),
  setStatus: (ids: string, status: '0' | '1') => http.post<unknown>('/depotHead/batchSetStatus', { ids, status }),
  forceClose: (ids: string) => http.post<unknown>('/depotHead/forceCloseBatch', { ids }),
  forceClosePurchase: (ids: string) => http.post<unknown>('/depotHead/forceClosePurchaseBatch', { ids }),
  finishSaleOrder: (ids: string) => http.post<unknown>('/depotHead/finishSaleOrder', { ids }),
  cancelSaleOrder: (ids: string) => http.post<unknown>('/depotHead/cancelSaleOrder', { ids }),
  quickEdit: (id: number, remark: string) => http.put<unknown>('/depotHead/quickEdit', { id, remark }),
  fixLastDebt: (ids: string) => http.post<Repaired>('/depotHead/batchSetLastDebt', { ids }),
  fixLastDeposit: (ids: string) => http.post<Repaired>('/depotHead/batchSetLastDeposit', { ids }),
  waitBills: (search: Row, currentPage: number, pageSize: number) =>
    http.get<{ rows: Row[]; total: number }>('/depotHead/waitBillList', { search: JSON.stringify(search), currentPage, pageSize }),
  waitBillCount: (search: Row) => http.get<{ total: number }>('/depotHead/waitBillCount', { search: JSON.stringify(search) }),
  batchAddInOut: (ids: string) => http.post<{ bills: Array<{ id: number; number: string }> }>('/depotHead/batchAddDepotHeadAndDetail', { ids }),
  printData: (id: number) => http.get<PrintData>('/depotHead/printData', { id }),
  byBarCode: (barCode: string, opts: { organId?: number | undefined; depotId?: number | undefined; prefixNo: BillPrefix }) =>
    http.get<MaterialRow[]>('/material/getMaterialByBarCode', { barCode, organId: opts.organId, depotId: opts.depotId, prefixNo: opts.prefixNo }),
  unitsOf: (materialId: number, depotId?: number) => http.get<MaterialRow[]>('/material/findById', { id: materialId, depotId }),
  stock: (barCode: string, depotId?: number) => http.get<{ stock: string }>('/depotItem/findStockByDepotAndBarCode', { barCode, depotId }),
  batches: (barCode: string, depotId?: number) =>
    http.get<{ rows: Array<{ batchNumber: string; expirationDateStr?: string; totalNum: string }> }>('/depotItem/getBatchNumberList', { barCode, depotId }),
  serials: (barCode: string, depotId?: number) =>
    http.post<{ rows: Array<{ serialNumber: string }> }>('/serialNumber/getEnableSerialNumberList', { barCode, depotId, page: 1, rows: 200 }),
  partners: async (type: string, key?: string): Promise<Option[]> => {
    const url = type === '供应商' ? '/supplier/findBySelect_sup' : type === '客户' ? '/supplier/findBySelect_cus' : '/supplier/findBySelect_retail';
    const rows = await http.post<Array<{ id: number; supplier: string }>>(url, { key, limit: 100 });
    return rows.map((r) => ({ value: Number(r.id), label: r.supplier }));
  },
  depots: async (): Promise<Array<Option & { isDefault: boolean }>> =>
    (await http.get<Array<{ id: number; depotName: string; isDefault: boolean }>>('/depot/findDepotByCurrentUser')).map((d) => ({
      value: d.id,
      label: d.depotName,
      isDefault: d.isDefault,
    })),
  accounts: async (): Promise<Array<Option & { isDefault: boolean }>> =>
    (await http.get<{ accountList: Array<{ id: number; name: string; isDefault?: boolean }> }>('/account/getAccount')).accountList.map((a) => ({
      value: Number(a.id),
      label: a.name,
      isDefault: Boolean(a.isDefault),
    })),
  users: async (): Promise<Option[]> =>
    (await http.get<Array<{ id: number; userName: string }>>('/user/getUserList')).map((u) => ({ value: u.id, label: u.userName })),
  salesmen: async (): Promise<Option[]> =>
    (await http.get<Array<{ id: number; name: string }>>('/person/getPersonByNumType', { type: '1' })).map((p) => ({ value: Number(p.id), label: p.name })),
  config: () => http.get<Record<string, string> | null>('/systemConfig/getCurrentInfo'),
};
