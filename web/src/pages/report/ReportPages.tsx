import { accountReport, customerAccountReport, vendorAccountReport } from './moneyReports';
import {
  allocationDetailReport,
  buyInReport,
  inDetailReport,
  inMaterialCountReport,
  inOutStockReport,
  materialStockReport,
  outDetailReport,
  outMaterialCountReport,
  retailOutReport,
  saleOutReport,
  stockWarningReport,
} from './reportCatalogue';
import { ReportScreen } from './ReportScreen';

/** The 报表查询 screens (screens.md §6), each a declared report on the one report screen. */
export const MaterialStock = () => <ReportScreen config={materialStockReport} />;
export const InOutStockReport = () => <ReportScreen config={inOutStockReport} />;
export const BuyInReport = () => <ReportScreen config={buyInReport} />;
export const SaleOutReport = () => <ReportScreen config={saleOutReport} />;
export const RetailOutReport = () => <ReportScreen config={retailOutReport} />;
export const InDetail = () => <ReportScreen config={inDetailReport} />;
export const OutDetail = () => <ReportScreen config={outDetailReport} />;
export const AllocationDetail = () => <ReportScreen config={allocationDetailReport} />;
export const InMaterialCount = () => <ReportScreen config={inMaterialCountReport} />;
export const OutMaterialCount = () => <ReportScreen config={outMaterialCountReport} />;
export const StockWarningReport = () => <ReportScreen config={stockWarningReport} />;
export const CustomerAccount = () => <ReportScreen config={customerAccountReport} />;
export const VendorAccount = () => <ReportScreen config={vendorAccountReport} />;
export const AccountReport = () => <ReportScreen config={accountReport} />;
