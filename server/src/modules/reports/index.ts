// Installs the server's reader of `search` JSON into the contracts' withSearchJson (欠款详情's query).
import '../../platform/list/search-json.js';
import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { billReportRoutes } from './bill-report.routes.js';
import { stockReportRoutes } from './stock-report.routes.js';

/** 报表查询: the stock reports and the bill-line reports, read-only over the stock module's tables. */
export const reportsModule: ModuleDescriptor = {
  name: 'reports',
  routes: [...stockReportRoutes, ...billReportRoutes],
};
