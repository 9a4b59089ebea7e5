import { api, type ApiBody } from '../../app/api/api';
import type { Option } from '../bill/billApi';

/** The finance screens' calls (api.md §2.11 and the pickers they use). */
export const financeApi = {
  lines: (headerId: number) => api.get('/accountItem/getDetailList', { headerId }),
  save: (body: ApiBody<'POST', '/accountHead/addAccountHeadAndDetail'>, update: boolean) =>
    update ? api.put('/accountHead/updateAccountHeadAndDetail', body) : api.post('/accountHead/addAccountHeadAndDetail', body),
  setStatus: (ids: string, status: '0' | '1') => api.post('/accountHead/batchSetStatus', { ids, status }),
  debtBills: (type: string, organId: number) => api.get('/accountHead/debtBills', { type, organId, currentPage: 1, pageSize: 1000 }),
  opening: (organId: number) => api.get('/supplier/getBeginNeedByOrganId', { organId }),
  persons: async (): Promise<Option[]> => (await api.get('/person/getPersonByNumType', { type: '3' })).map((p) => ({ value: Number(p.value), label: p.text })),
  /** 待收款(N) / 待付款(N): partners with a balance this year (the statement's source). */
  needCount: (type: 'customer' | 'vendor') => api.get('/depotHead/getNeedCount', { type }),
  /** The partners behind that count, with what each owes (客户对账 / 供应商对账, 有欠款 only). */
  owing: (supplierType: '客户' | '供应商', q: { beginTime: string; endTime: string; organId?: number | undefined; currentPage: number; pageSize: number }) =>
    api.get('/depotHead/getStatementAccount', { supplierType, hasDebt: '1', column: 'allNeed', order: 'desc', ...q }),
  items: async (type: string): Promise<Option[]> => (await api.get('/inOutItem/findBySelect', { type })).map((p) => ({ value: Number(p.id), label: p.name })),
};
