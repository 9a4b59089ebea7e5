import { api } from '../../../app/api/api';
/**
 * One barcode row of a product as the bill look-ups answer it (`id` is the barcode row, `materialId` the
 * product; `stock` is in the row's own unit, in the asked depot or all depots).
 */
export interface PickedMaterial {
  id: number;
  materialId: number;
  barCode: string;
  name: string;
  mnemonic: string | null;
  categoryName: string | null;
  standard: string | null;
  model: string | null;
  color: string | null;
  brand: string | null;
  mfrs: string | null;
  unit: string;
  commodityUnit: string;
  unitId: number | null;
  ratio: string | null;
  sku: string | null;
  enableSerialNumber: '0' | '1';
  enableBatchNumber: '0' | '1';
  expiryNum: number | null;
  purchaseDecimal: string | null;
  commodityDecimal: string | null;
  wholesaleDecimal: string | null;
  lowDecimal: string | null;
  stock: string;
}

export interface PickerQuery {
  q?: string | undefined;
  categoryId?: number | undefined;
  depotId?: number | undefined;
  page: number;
  rows: number;
}

/** The picker's page of barcode rows (`/material/findBySelect`). */
export function findMaterials(query: PickerQuery, signal?: AbortSignal) {
  return api.get('/material/findBySelect', { ...query }, signal);
}

/** A bill line's product with its default price for the bill type (business-rules §7.5). */
export type BarcodeHit = PickedMaterial & {
  depotId: number | null;
  billPrice: string | null;
  taxRate: string;
  taxMoney: string | null;
  taxLastMoney: string | null;
};

/**
 * Looks a scanned or typed barcode up (`/material/getMaterialByBarCode`): several codes may be comma-separated;
 * a serial number stands for its product. `prefixNo` is the bill type (CGRK, XSCK …) that decides the price,
 * `organId` the customer / supplier. Rejects with the server's message (商品条码…不存在) when nothing matches.
 */
export function getMaterialByBarCode(barCode: string, options: { depotId?: number; organId?: number; prefixNo?: string } = {}) {
  return api.get('/material/getMaterialByBarCode', { barCode, ...options });
}
