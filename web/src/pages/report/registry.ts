import type { PageRegistry } from '../../app/router/lazyPage';

/** Screens of the report menus: menu `component` string → lazy page module. */
export const reportPages: PageRegistry = {};
