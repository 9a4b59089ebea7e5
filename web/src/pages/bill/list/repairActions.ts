import { format, messages } from '../../../app/i18n';
import { billApi, type Repaired } from '../billApi';
import type { BatchAction } from '../../../platform/list/useBatchAction';

const m = messages.bill.msg;

/** The reference's message, plus how many bills the server found wrong and corrected. */
export const repairedMessage =
  (done: string) =>
  (result: unknown): string => {
    const n = (result as Partial<Repaired> | undefined)?.corrected ?? 0;
    return n > 0 ? format(m.fixedBills, { done, n }) : done;
  };

/** 修正欠款 / 修正剩余订金 on the selected bills, with the reference's confirmations (screens §3.1). */
export const REPAIR_ACTIONS = {
  fixDebt: { title: m.confirmFixDebtTitle, content: m.confirmFixDebt, call: billApi.fixLastDebt, done: repairedMessage(m.fixDebtDone) },
  fixDeposit: { title: m.confirmFixDepositTitle, content: m.confirmFixDeposit, call: billApi.fixLastDeposit, done: repairedMessage(m.fixDepositDone) },
} satisfies Record<string, BatchAction>;
