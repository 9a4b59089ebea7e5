import { messages } from '../../../app/i18n';
import { billApi } from '../billApi';

const m = messages.bill.msg;

/** 完成 / 取消 of sales orders (finishSaleOrder, cancelSaleOrder) and 强制结单-以销定购, with their confirmations. */
export const SALE_ORDER_ACTIONS = {
  finish: { title: m.confirmFinishTitle, content: m.confirmFinish, call: billApi.finishSaleOrder },
  cancel: { title: m.confirmCancelTitle, content: m.confirmCancel, call: billApi.cancelSaleOrder },
  forceClosePurchase: { title: m.confirmForceClosePurchaseTitle, content: m.confirmForceClosePurchase, call: billApi.forceClosePurchase },
};

/** Which closing a sales order offers on its row: 完成 when partly delivered, 取消 when nothing was delivered or bought for it. */
export function rowCloseAction(row: { status?: unknown; closeReason?: unknown; purchaseStatus?: unknown }): 'finish' | 'cancel' | undefined {
  if (row.closeReason) return undefined;
  if (String(row.status) === '3') return 'finish';
  if (String(row.status) === '1' && (row.purchaseStatus ?? '0') === '0') return 'cancel';
  return undefined;
}
