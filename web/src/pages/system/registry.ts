import type { PageRegistry } from '../../app/router/lazyPage';

/** Screens of the system menus: menu `component` string → lazy page module. */
export const systemPages: PageRegistry = {};
