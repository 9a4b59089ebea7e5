import { accountDayTriggerFunctions } from './0028-account-day.js';

/**
 * The account days' triggers (migration 0028) upserted every key a statement's rows named, also when the statement
 * moved no money there: a bill's head updated for its stock flag, its remark or a re-post of the same figures locked
 * and rewrote its account's day. They now leave out the keys whose figures do not change, as the bill days' and line
 * days' triggers do (migration 0041): fewer rows written and locked by every edit and 审核 that moves no money. Writers
 * that must hold an account's day before their first write lock it themselves (`lockAccountDays`).
 */
export const up = accountDayTriggerFunctions(true);
