import { z } from 'zod';
import { answers, idNumber, listOf, ok, type ApiMap, type RequestMap } from './contract.js';
import { idQuerySchema, listQuerySchema } from '../list-query.js';
import { approvalDecisionSchema, approvalSubmitSchema } from '../resources/approval.js';

/** One step of a document through 多级审核, as the detail view lists it. */
export const approvalLogRowSchema = z.object({
  id: idNumber,
  action: z.enum(['submit', 'approve', 'reject']),
  /** 提交审核 / 审核通过 / 驳回. */
  actionName: z.string(),
  userId: idNumber,
  userName: z.string().nullable(),
  createTime: z.string(),
  opinion: z.string().nullable(),
});

/** A document waiting for the caller's approval (待办流程), whatever its family. */
export const approvalTodoRowSchema = z.object({
  /** The family's endpoint base: depotHead (goods bills) or accountHead (finance). */
  family: z.enum(['depotHead', 'accountHead']),
  id: idNumber,
  prefix: z.string(),
  /** The kind's name (销售出库, 收款单 …). */
  kindName: z.string(),
  /** The kind's page, where the document is opened. */
  page: z.string(),
  number: z.string(),
  billTime: z.string(),
  organName: z.string().nullable(),
  creator: idNumber,
  userName: z.string().nullable(),
  totalPrice: z.string(),
  /** When it was sent (the last 提交审核). */
  submitTime: z.string().nullable(),
});

/** 多级审核: the approval steps of goods bills and finance documents, and the 待办流程 list. */
export const approvalApi = {
  'POST /depotHead/submitApproval': ok,
  'POST /depotHead/approve': ok,
  'POST /depotHead/reject': ok,
  'GET /depotHead/approvalLog': answers(z.array(approvalLogRowSchema)),
  'POST /accountHead/submitApproval': ok,
  'POST /accountHead/approve': ok,
  'POST /accountHead/reject': ok,
  'GET /accountHead/approvalLog': answers(z.array(approvalLogRowSchema)),
  'GET /workflow/todo': answers(listOf(approvalTodoRowSchema)),
} satisfies ApiMap;

/** What the approval steps and the 待办流程 list take. */
export const approvalRequests = {
  'POST /depotHead/submitApproval': { body: approvalSubmitSchema },
  'POST /depotHead/approve': { body: approvalDecisionSchema },
  'POST /depotHead/reject': { body: approvalDecisionSchema },
  'GET /depotHead/approvalLog': { query: idQuerySchema },
  'POST /accountHead/submitApproval': { body: approvalSubmitSchema },
  'POST /accountHead/approve': { body: approvalDecisionSchema },
  'POST /accountHead/reject': { body: approvalDecisionSchema },
  'GET /accountHead/approvalLog': { query: idQuerySchema },
  'GET /workflow/todo': { query: listQuerySchema },
} satisfies RequestMap;

export type ApprovalLogRow = z.infer<typeof approvalLogRowSchema>;
export type ApprovalTodoRow = z.infer<typeof approvalTodoRowSchema>;
