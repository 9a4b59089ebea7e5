import { api } from '../../../app/api/api';

/** The production and stock-count calls of the bill screens (docs/manufacturing.md). */
export const productionApi = {
  bom: (materialId: number, color: string | undefined, quantity: string) => api.get('/productionOrder/bom', { materialId, color, quantity }),
  /** A receipt's lines priced as posting would price them now (the components' running cost). */
  receiptCost: (rows: Array<{ barCode: string; unit: string; operNumber: string; mType: string | undefined }>) => api.post('/productionIn/cost', { rows }),
  loadStock: (depotId: number, categoryId?: number) => api.get('/stockCheck/loadStock', { depotId, categoryId }),
  materialPlan: (ids: string) => api.get('/productionOrder/materialPlan', { ids }),
  purchaseOrders: (ids: string, suppliers: Array<{ materialId: number; supplierId: number }>) =>
    api.post('/productionOrder/purchaseOrders', { ids, suppliers }),
};
