import type { LineRole } from '@suanpan/contracts';
import type { LineMoney } from './lineMath';

/** A material row as `/material/getMaterialByBarCode`, `/material/findById` and the picker return it. */
export interface MaterialRow {
  id: number;
  materialId: number;
  barCode: string;
  name: string;
  standard?: string | null;
  model?: string | null;
  color?: string | null;
  commodityUnit: string;
  unit?: string | null;
  unitId?: number | null;
  sku?: string | null;
  enableSerialNumber?: string;
  enableBatchNumber?: string;
  stock?: string | null;
  depotId?: number | null;
  billPrice?: string | null;
  taxRate?: string | null;
  purchaseDecimal?: string | null;
  commodityDecimal?: string | null;
  wholesaleDecimal?: string | null;
  /** The partner's last unit price of this row on bills of this kind (the 条码 cell's dropdown shows it). */
  lastPrice?: string | null;
  /** The serial number that was scanned, when the barcode resolved through a serial. */
  scannedSerial?: string;
}

/** One line of the bill grid. Money fields are decimal text; `key` is local only. */
export interface BillLine extends LineMoney {
  key: string;
  barCode: string;
  materialId?: number | undefined;
  name?: string | null | undefined;
  standard?: string | null | undefined;
  model?: string | null | undefined;
  color?: string | null | undefined;
  unit: string;
  sku?: string | null | undefined;
  stock?: string | null | undefined;
  depotId?: number | undefined;
  anotherDepotId?: number | undefined;
  snList?: string | undefined;
  batchNumber?: string | undefined;
  expirationDate?: string | undefined;
  enableSerialNumber?: string | undefined;
  enableBatchNumber?: string | undefined;
  mType?: LineRole | undefined;
  /** A production order's component: quantity per unit of the product and loss % (sent, kept by the server). */
  unitUsage?: string | undefined;
  lossRate?: string | undefined;
  /** A receipt's component: planned quantity per unit of the product made (local: rescales with the 成品 quantity). */
  perUnit?: string | undefined;
  remark?: string | undefined;
  linkId?: number | undefined;
  preNumber?: string | undefined;
  finishNumber?: string | undefined;
}

export type LineField = keyof BillLine;
