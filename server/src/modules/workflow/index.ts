import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { workflowRoutes } from './workflow.routes.js';

/** 流程管理: multi-level approval's 待办流程 across goods bills and finance (the steps are the families' own routes). */
export const workflowModule: ModuleDescriptor = {
  name: 'workflow',
  routes: workflowRoutes,
};
