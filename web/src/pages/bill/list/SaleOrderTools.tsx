import { purchaseForLink, theKind } from '@suanpan/contracts';

/** The kind that buys for a sales order (以销定购: 采购订单). */
const BUYER = theKind((k) => purchaseForLink(k) !== undefined);
/** The kind made for a sales order (以销定产: 生产订单). */
const MAKER = theKind((k) => k.production === 'order');
import { Button } from 'antd';
import { messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import type { Row } from '../../../platform/list/listTypes';
import type { ListPage } from '../../../platform/list/useListPage';
import type { EditorRequest } from '../editor/editorTypes';
import { PRODUCTION_ACTIONS } from './productionActions';
import { SALE_ORDER_ACTIONS } from './saleOrderActions';
import { useBatchAction } from '../../../platform/list/useBatchAction';

const a = messages.bill.action;

interface Props {
  list: ListPage;
  has: (code: string) => boolean;
  purchaseBySale: boolean;
  /** The selected order, when exactly one in a status that may be followed (else the reason was shown). */
  single: (action: string) => Row | undefined;
  open: (req: EditorRequest) => void;
}

/**
 * The sales-order list's own buttons: 完成订单 / 取消订单 (batch, edit button), and under 以销定购 the
 * 转采购订单-以销定购 (for users who may add purchase orders); 强制结单-以销定购 is under 更多操作.
 */
export function SaleOrderTools({ list, has, purchaseBySale, single, open }: Props) {
  const run = useBatchAction(list);
  const purchase = usePermissions(BUYER.page);
  const production = usePermissions(MAKER.page);
  const toPurchase = () => {
    const source = single(a.transferBySale);
    if (source) open({ kind: BUYER, mode: 'link', source });
  };
  return (
    <>
      {purchaseBySale && purchase.has(BTN.edit) && (
        <Button type="primary" ghost onClick={toPurchase}>
          {a.transferBySale}
        </Button>
      )}
      {production.has(BTN.edit) && <Button onClick={() => run(PRODUCTION_ACTIONS.fromSaleOrder)}>{a.fromSaleOrder}</Button>}
      {has(BTN.edit) && (
        <>
          <Button onClick={() => run(SALE_ORDER_ACTIONS.finish)}>{a.finishOrders}</Button>
          <Button onClick={() => run(SALE_ORDER_ACTIONS.cancel)}>{a.cancelOrders}</Button>
        </>
      )}
    </>
  );
}
