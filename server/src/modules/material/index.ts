import type { RouteSpec } from '../../app/route.js';

/** Routes of the material area (商品管理). */
export const materialModuleRoutes: RouteSpec[] = [];
