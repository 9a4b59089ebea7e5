import { lazyPage, type PageRegistry } from '../../app/router/lazyPage';

/** Screens of the material menus: menu `component` string → lazy page module. */
export const materialPages: PageRegistry = {
  '/material/MaterialList': lazyPage(() => import('./MaterialList'), 'MaterialList'),
};
