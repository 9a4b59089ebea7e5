import type { Catalogue } from './catalogue';
import type { workflowZhCN } from './zh-CN.workflow';

/** English text of multi-level approval: submitting, approving or rejecting, the approval log and pending approvals. */
export const workflowEnUS: Catalogue<typeof workflowZhCN> = {
  submit: 'Submit for Approval',
  approve: 'Approve',
  reject: 'Reject',
  opinion: 'Comment',
  opinionPlaceholder: 'Optional, up to 500 characters',
  approveTitle: 'Approve {number}',
  rejectTitle: 'Reject {number}',
  saveFirst: 'Please save the document before submitting it for approval!',
  confirmSubmit: 'Submit the selected documents for approval?',
  submitted: 'Submitted for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  log: 'Approval Log',
  logEmpty: 'No approval records',
  todoTitle: 'Pending Approvals',
  empty: 'No pending approvals',
  columns: {
    kindName: 'Document Type',
    number: 'Document No.',
    billTime: 'Date',
    organName: 'Partner',
    userName: 'Prepared By',
    totalPrice: 'Amount',
    submitTime: 'Submitted',
    action: 'Actions',
    logUser: 'User',
    logTime: 'Time',
    logAction: 'Action',
  },
};
