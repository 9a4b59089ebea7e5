import type { RouteSpec } from '../app/route.js';
import { basicModuleRoutes } from './basic/index.js';
import { materialModuleRoutes } from './material/index.js';
import { stockModuleRoutes } from './stock/index.js';
import { systemModuleRoutes } from './system/index.js';

/** Every module's routes; build-app registers them all through one access-checking path. */
export const allRoutes: readonly RouteSpec[] = [...systemModuleRoutes, ...basicModuleRoutes, ...materialModuleRoutes, ...stockModuleRoutes];
