import { z } from 'zod';
import { idListSchema } from '../list-query.js';

/**
 * Multi-level approval (多级审核) of every document family: refusals with our own codes (the reference left
 * approval to an external plugin and has none); `%s` is the document number.
 */
export const APPROVAL_ERR = {
  useWorkflow: { code: 8500045, message: '抱歉，单据:%s已启用多级审核，不能直接审核，请提交流程' },
  notCovered: { code: 8500046, message: '抱歉，单据:%s未启用多级审核，请直接审核' },
  submitNotDraft: { code: 8500047, message: '抱歉，只有未审核的单据才能提交流程，单据:%s' },
  notInApproval: { code: 8500048, message: '抱歉，单据:%s不在审核中' },
} as const;

/** 审核意见: optional, trimmed, ≤ 500 characters (blank → none). */
export const approvalOpinionSchema = z
  .string()
  .trim()
  .max(500, '审核意见不能超过500个字符')
  .optional()
  .nullable()
  .transform((v) => v || null);

/** 提交流程: the documents to send. */
export const approvalSubmitSchema = z.object({ ids: idListSchema });

/** 审核通过 / 驳回: the documents and the approver's opinion. */
export const approvalDecisionSchema = z.object({ ids: idListSchema, opinion: approvalOpinionSchema });

export type ApprovalAction = 'submit' | 'approve' | 'reject';
