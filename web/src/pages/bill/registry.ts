import type { PageRegistry } from '../../app/router/lazyPage';

/** Screens of the bill menus: menu `component` string → lazy page module. */
export const billPages: PageRegistry = {};
