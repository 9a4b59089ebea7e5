import { http } from '../../app/api/http';
import type { Row } from '../../platform/list/listTypes';
import type { Option } from '../bill/billApi';

/** The finance screens' calls (api.md §2.11 and the pickers they use). */
export const financeApi = {
  lines: (headerId: number) => http.get<{ rows: Row[]; total: number }>('/accountItem/getDetailList', { headerId }),
  save: (body: { info: string; rows: string }, update: boolean) =>
    update
      ? http.put<{ id: number; billNo: string }>('/accountHead/updateAccountHeadAndDetail', body)
      : http.post<{ id: number; billNo: string }>('/accountHead/addAccountHeadAndDetail', body),
  setStatus: (ids: string, status: '0' | '1') => http.post<unknown>('/accountHead/batchSetStatus', { ids, status }),
  debtBills: (type: string, organId: number) =>
    http.get<{ rows: Row[]; total: number }>('/accountHead/debtBills', { type, organId, currentPage: 1, pageSize: 1000 }),
  opening: (organId: number) => http.get<{ needDebt: string; finishDebt: string; eachAmount: string }>('/supplier/getBeginNeedByOrganId', { organId }),
  persons: async (): Promise<Option[]> =>
    (await http.get<Array<{ id: number; name: string }>>('/person/getPersonByNumType', { type: '3' })).map((p) => ({ value: Number(p.id), label: p.name })),
  items: async (type: string): Promise<Option[]> =>
    (await http.get<Array<{ id: number; name: string }>>('/inOutItem/findBySelect', { type })).map((p) => ({ value: Number(p.id), label: p.name })),
};
