import { theKind, type MaterialBomSaveInput } from '@suanpan/contracts';
import { api } from '../../../app/api/api';

// Components are looked up as a production order's lines would be.
const ORDER = theKind((k) => k.production === 'order');

/** 物料清单 calls (server/src/modules/production/bom.routes.ts). */
export const bomApi = {
  versions: async (materialId: number, color: string) => (await api.get('/materialBom/versions', { materialId, color })).rows,
  info: (id: number) => api.get('/materialBom/info', { id }),
  save: (body: MaterialBomSaveInput) => api.post('/materialBom/save', body),
  /** A component by barcode (any kind of product may be a component). */
  component: async (barCode: string) => (await api.get('/material/getMaterialByBarCode', { barCode, prefixNo: ORDER.prefix }))[0],
};
