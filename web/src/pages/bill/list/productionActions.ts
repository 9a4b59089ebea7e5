import { messages } from '../../../app/i18n';
import type { BatchAction } from '../../../platform/list/useBatchAction';
import { billApi } from '../billApi';

const m = messages.bill.msg;
const said = (result: unknown) => (result as { message?: string } | undefined)?.message ?? messages.list.operationOk;

/** 关闭 of production orders (物料计划 is its dialog), 以销定产 of sales orders, 生成复盘单 of a count (docs/manufacturing.md). */
export const PRODUCTION_ACTIONS = {
  close: { title: m.confirmCloseOrdersTitle, content: m.confirmCloseOrders, call: billApi.closeProductionOrders },
  fromSaleOrder: { title: m.confirmFromSaleOrderTitle, content: m.confirmFromSaleOrder, call: billApi.fromSaleOrder, done: said },
  adjustCount: { title: m.confirmAdjustCountTitle, content: m.confirmAdjustCount, call: billApi.adjustCount },
} satisfies Record<string, BatchAction>;
