import type { ModuleDescriptor } from '../app/module-descriptor.js';
import { basicModule } from './basic/index.js';
import { financeModule } from './finance/index.js';
import { materialModule } from './material/index.js';
import { productionModule } from './production/index.js';
import { reportsModule } from './reports/index.js';
import { stockModule } from './stock/index.js';
import { systemModule } from './system/index.js';
import { workflowModule } from './workflow/index.js';

/** Every module, in the order their routes are registered; app/compose-modules.ts puts them together. */
export const modules: readonly ModuleDescriptor[] = [
  systemModule,
  basicModule,
  materialModule,
  stockModule,
  productionModule,
  financeModule,
  reportsModule,
  workflowModule,
];
