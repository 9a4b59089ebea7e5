import { BILL_PREFIXES, type BillPrefix } from '@suanpan/contracts';
import { createElement, type ComponentType } from 'react';
import { lazyPage, type PageProps, type PageRegistry } from '../../app/router/lazyPage';
import { BILL_COMPONENTS } from './billCatalogue';

/** One lazy page per kind, all the same list screen bound to the kind's prefix. */
const billPage = (prefix: BillPrefix) =>
  lazyPage(async () => {
    const { BillListPage } = await import('./list/BillListPage');
    const Page: ComponentType<PageProps> = () => createElement(BillListPage, { prefix });
    return { Page };
  }, 'Page');

/** Screens of the bill menus: menu `component` string → lazy page module, straight from the kind catalogue. */
export const billPages: PageRegistry = Object.fromEntries(BILL_PREFIXES.map((p) => [BILL_COMPONENTS[p], billPage(p)]));
