import { useQuery } from '@tanstack/react-query';
import { billApi } from './billApi';

/** The tenant's flags governing a document's buttons, goods bills and finance documents alike. */
export function useDocumentFlags() {
  const config = useQuery({ queryKey: ['bill', 'config'], queryFn: billApi.config, staleTime: 60_000 });
  const flag = (name: string): boolean => config.data?.[name] === '1';
  return {
    /** 先审核后打印: drafts and documents under approval do not print. */
    auditPrint: flag('auditPrintFlag'),
    /** Kinds under 多级审核 (their documents may be 审核中). */
    approvalPrefixes: flag('multiLevelApprovalFlag') ? (config.data?.multiBillType ?? '').split(',').filter(Boolean) : [],
    config,
  };
}

export type DocumentFlags = ReturnType<typeof useDocumentFlags>;

/** 打印 is a read (no button grants it, as in the reference); only 先审核后打印 withholds it from drafts and 审核中. */
export const mayPrint = (flags: Pick<DocumentFlags, 'auditPrint'>, status: unknown): boolean =>
  !(flags.auditPrint && (String(status) === '0' || String(status) === '9'));
