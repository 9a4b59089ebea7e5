import { approvalRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { workflowTodo } from './workflow-todo.query.js';

/** The 待办流程 page's read: what waits for the caller's approval, across the document families. */
export const WORKFLOW_TODO_PAGE = '/workflow/todo';

export const workflowRoutes = [
  route({
    method: 'GET',
    url: '/workflow/todo',
    access: page(WORKFLOW_TODO_PAGE),
    ...approvalRequests['GET /workflow/todo'],
    summary: '待办流程',
    handler: async (ctx, { query }) => workflowTodo(ctx.db, sessionOf(ctx), query),
  }),
];
