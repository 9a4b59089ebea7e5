import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { billReportRoutes } from './bill-report.routes.js';
import { stockReportRoutes } from './stock-report.routes.js';

/** 报表查询: the stock reports and the bill-line reports, read-only over the stock module's tables. */
export const reportsModule: ModuleDescriptor = {
  name: 'reports',
  routes: [...stockReportRoutes, ...billReportRoutes],
};
