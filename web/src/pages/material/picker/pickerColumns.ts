import type { ColumnsType } from 'antd/es/table';
import { messages } from '../../../app/i18n';
import type { PickedMaterial } from './pickerApi';

const f = messages.material.fields;

/** The picker's columns: what a clerk needs to tell two barcodes apart, and the stock in the chosen depot. */
export const pickerColumns: ColumnsType<PickedMaterial> = [
  { title: f.barCode, dataIndex: 'barCode', width: 120 },
  { title: f.name, dataIndex: 'name', width: 150, ellipsis: true },
  { title: f.standard, dataIndex: 'standard', width: 90, ellipsis: true },
  { title: f.model, dataIndex: 'model', width: 90, ellipsis: true },
  { title: f.sku, dataIndex: 'sku', width: 90, ellipsis: true },
  { title: f.category, dataIndex: 'categoryName', width: 90, ellipsis: true },
  { title: f.unit, dataIndex: 'unit', width: 90 },
  { title: messages.material.picker.stock, dataIndex: 'stock', width: 80, align: 'right' },
  { title: f.retail, dataIndex: 'commodityDecimal', width: 80, align: 'right' },
  { title: f.mnemonic, dataIndex: 'mnemonic', width: 90, ellipsis: true },
];
