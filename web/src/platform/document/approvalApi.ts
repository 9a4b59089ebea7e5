import { api } from '../../app/api/api';
import { messages } from '../../app/i18n';

/** The endpoint base of a document family: goods bills or finance documents. */
export type ApprovalFamily = 'depotHead' | 'accountHead';

const paths = {
  depotHead: { submit: '/depotHead/submitApproval', approve: '/depotHead/approve', reject: '/depotHead/reject', log: '/depotHead/approvalLog' },
  accountHead: { submit: '/accountHead/submitApproval', approve: '/accountHead/approve', reject: '/accountHead/reject', log: '/accountHead/approvalLog' },
} as const;

/** 多级审核 calls of both families, and 待办流程. */
export const approvalApi = {
  submit: (family: ApprovalFamily, ids: string) => api.post(paths[family].submit, { ids }),
  decide: (family: ApprovalFamily, decision: 'approve' | 'reject', ids: string, opinion: string) => api.post(paths[family][decision], { ids, opinion }),
  log: (family: ApprovalFamily, id: number) => api.get(paths[family].log, { id }),
  todo: (currentPage: number, pageSize: number) => api.get('/workflow/todo', { currentPage, pageSize }),
};

/** 提交流程 of the list's ticked documents, as a confirmed batch action. */
export const submitAction = (family: ApprovalFamily) => ({
  title: messages.workflow.submit,
  content: messages.workflow.confirmSubmit,
  call: (ids: string) => approvalApi.submit(family, ids),
  done: () => messages.workflow.submitted,
});
