import { lazyPage, type PageRegistry } from '../../app/router/lazyPage';

/** Screens of the 流程管理 menu (多级审核). */
export const workflowPages: PageRegistry = {
  '/workflow/TodoList': lazyPage(() => import('./TodoList'), 'TodoList'),
};
