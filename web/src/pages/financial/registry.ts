import type { FinancePrefix } from '@suanpan/contracts';
import { createElement, type ComponentType } from 'react';
import { lazyPage, type PageProps, type PageRegistry } from '../../app/router/lazyPage';
import { componentOf, financeKinds } from './financeCatalogue';

/** One lazy page per kind, all the same list screen bound to the kind's prefix. */
const financePage = (prefix: FinancePrefix) =>
  lazyPage(async () => {
    const { FinanceListPage } = await import('./FinanceListPage');
    const Page: ComponentType<PageProps> = () => createElement(FinanceListPage, { prefix });
    return { Page };
  }, 'Page');

/** Screens of the financial menus: menu `component` string → lazy page module, straight from the kind catalogue. */
export const financialPages: PageRegistry = Object.fromEntries(financeKinds.map((k) => [componentOf(k), financePage(k.prefix)]));
