import { lazyPage, type PageRegistry } from '../../app/router/lazyPage';

/** Screens of the material menus: menu `component` string → lazy page module. */
export const materialPages: PageRegistry = {
  '/material/MaterialList': lazyPage(() => import('./MaterialList'), 'MaterialList'),
  '/material/MaterialCategoryList': lazyPage(() => import('./category/MaterialCategoryList'), 'MaterialCategoryList'),
  '/material/MaterialAttributeList': lazyPage(() => import('./attribute/MaterialAttributeList'), 'MaterialAttributeList'),
  '/material/MaterialPropertyList': lazyPage(() => import('./property/MaterialPropertyList'), 'MaterialPropertyList'),
  '/material/BatchSetInfo': lazyPage(() => import('./batch/BatchSetInfo'), 'BatchSetInfo'),
  '/material/BatchSetPrice': lazyPage(() => import('./batch/BatchSetPrice'), 'BatchSetPrice'),
  '/material/BatchSetStock': lazyPage(() => import('./batch/BatchSetStock'), 'BatchSetStock'),
  '/material/ColorYarnRatioList': lazyPage(() => import('./yarn/ColorYarnRatioList'), 'ColorYarnRatioList'),
};
