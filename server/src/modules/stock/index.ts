import type { RouteSpec } from '../../app/route.js';

/** Routes of the stock bills area (单据: purchasing, sales, retail, warehouse). */
export const stockModuleRoutes: RouteSpec[] = [];
