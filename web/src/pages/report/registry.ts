import { lazyPage, type PageRegistry } from '../../app/router/lazyPage';

const load = () => import('./ReportPages');
const names = [
  'MaterialStock',
  'InOutStockReport',
  'AccountReport',
  'BuyInReport',
  'SaleOutReport',
  'RetailOutReport',
  'InDetail',
  'OutDetail',
  'AllocationDetail',
  'InMaterialCount',
  'OutMaterialCount',
  'StockWarningReport',
  'CustomerAccount',
  'VendorAccount',
] as const;

/** Screens of the report menus: menu `component` string → lazy page module (all from one chunk). */
export const reportPages: PageRegistry = Object.fromEntries(names.map((n) => [`/report/${n}`, lazyPage(load, n)]));
