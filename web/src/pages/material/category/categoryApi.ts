import { http } from '../../../app/api/http';
import { api } from '../../../app/api/api';

export interface CategoryValues {
  id?: number;
  name: string;
  serialNo: string;
  parentId?: number | null;
  sort?: string | null;
  remark?: string | null;
}

/** 商品类别 calls (server/src/modules/material/category*.ts). */
export const categoryApi = {
  find: async (id: number) => (await api.get('/materialCategory/findById', { id }))[0],
  add: (body: CategoryValues) => http.post<{ id: number }>('/materialCategory/add', body),
  update: (body: CategoryValues & { id: number }) => http.put<unknown>('/materialCategory/update', body),
  deleteBatch: (ids: number[]) => http.delete<unknown>('/materialCategory/deleteBatch', { ids: ids.join(',') }),
  nameTaken: async (name: string, parentId: number | null | undefined, id?: number) =>
    (await api.get('/materialCategory/checkIsNameExist', { name, parentId: parentId ?? undefined, id: id ?? 0 })).status,
  updateSort: (items: Array<{ id: number; sort: string }>) => api.post('/materialCategory/updateSort', { items }),
};
