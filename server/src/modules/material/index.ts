import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { batchSetRoutes } from './batch-set.routes.js';
import { colorYarnExportRoutes } from './color-yarn-export.routes.js';
import { colorYarnRatioRoutes } from './color-yarn-ratio.routes.js';
import { materialAttributeResource, materialAttributeRoutes } from './attribute.resource.js';
import { materialCategoryResource } from './category.resource.js';
import { categoryTreeRoutes } from './category-tree.routes.js';
import { materialImportRoutes } from './material-import.routes.js';
import { materialLookupRoutes } from './material-lookup.routes.js';
import { materialRepairRoutes } from './material-repair.routes.js';
import { materialResource } from './material.resource.js';
import { materialRoutes } from './material.routes.js';
import { materialsExtendRoutes } from './materials-extend.routes.js';
import { materialPropertyResource, materialPropertyRoutes } from './property.resource.js';
import { stockLookupRoutes } from './stock-lookup.routes.js';

/** The material area (商品管理). */
export const materialModule: ModuleDescriptor = {
  name: 'material',
  // Products make a unit undeletable.
  references: { unit: [{ table: 'material', column: 'unit_id', softDelete: true }] },
  resources: [materialCategoryResource, materialResource, materialAttributeResource, materialPropertyResource],
  routes: [
    ...categoryTreeRoutes,
    ...materialRoutes,
    ...materialLookupRoutes,
    ...materialsExtendRoutes,
    ...materialAttributeRoutes,
    ...materialPropertyRoutes,
    ...stockLookupRoutes,
    ...batchSetRoutes,
    ...colorYarnRatioRoutes,
    ...colorYarnExportRoutes,
    ...materialImportRoutes,
    ...materialRepairRoutes,
  ],
};
