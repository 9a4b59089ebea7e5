import type { PageRegistry } from '../../app/router/lazyPage';

/** Screens of the financial menus: menu `component` string → lazy page module. */
export const financialPages: PageRegistry = {};
