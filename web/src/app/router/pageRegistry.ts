import { createElement, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { billPages } from '../../pages/bill/registry';
import { financialPages } from '../../pages/financial/registry';
import { materialPages } from '../../pages/material/registry';
import { reportPages } from '../../pages/report/registry';
import { systemPages } from '../../pages/system/registry';
import { workflowPages } from '../../pages/workflow/registry';
import { lazyPage, type PageProps } from './lazyPage';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Menu `component` strings → page modules. A component missing here is a screen not built yet and shows the
 * 功能建设中 page inside the shell. Adding a screen = one line in its area's registry.
 */
const byComponent: Record<string, Page> = {
  '/dashboard/Analysis': lazyPage(() => import('../../pages/dashboard/Analysis'), 'Analysis'),
  '/dashboard/IndexChart': lazyPage(() => import('../../pages/dashboard/Analysis'), 'Analysis'),
  ...systemPages,
  ...materialPages,
  ...billPages,
  ...financialPages,
  ...reportPages,
  ...workflowPages,
};

/** Entries whose component is a layout (the 首页 node) resolve by url instead. */
const byUrl: Record<string, Page> = {
  '/dashboard/analysis': byComponent['/dashboard/Analysis'] as Page,
};

export function resolvePage(component: string, url: string): Page | undefined {
  const normalised = component.startsWith('/') ? component : `/${component}`;
  return byComponent[normalised] ?? byUrl[url];
}

/** The page element for a menu entry, or undefined when the screen is not built yet. */
export function renderPage(component: string, url: string, props: PageProps = {}): ReactElement | undefined {
  const page = resolvePage(component, url);
  return page ? createElement(page, props) : undefined;
}
