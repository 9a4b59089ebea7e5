import { DownOutlined } from '@ant-design/icons';
import { isPurchasedFor, warehouseLink, type BillKind } from '@suanpan/contracts';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { Row } from '../../../platform/list/listTypes';
import type { ListPage } from '../../../platform/list/useListPage';
import { billApi } from '../billApi';
import { isFulfilled, TRANSFERABLE, transferTargets } from '../billCatalogue';
import type { EditorRequest } from '../editor/editorTypes';
import { BILL_TOOLS, layoutOf } from './billListLayout';
import { CountDifferenceModal } from './CountDifferenceModal';
import { MaterialPlanModal } from '../production/MaterialPlanModal';
import { BillSheetsMenu } from '../labels/BillSheetsMenu';
import type { LabelTemplate } from '../labels/labelLayouts';
import { LabelPrintModal } from '../labels/LabelPrintModal';
import { QuickEditModal } from './QuickEditModal';
import { PRODUCTION_ACTIONS } from './productionActions';
import { REPAIR_ACTIONS } from './repairActions';
import { SALE_ORDER_ACTIONS } from './saleOrderActions';
import { SaleOrderTools } from './SaleOrderTools';
import { TransferButton } from './TransferButton';
import { useBatchAction } from '../../../platform/list/useBatchAction';
import { WaitBillButton } from './WaitBillButton';
import { submitAction } from '../../../platform/document/approvalApi';

const a = messages.bill.action;
const m = messages.bill.msg;

interface Tool {
  key: string;
  label: string;
  onClick: () => void;
}

/**
 * 审核 (or 提交流程 under 多级审核) / 反审核 (buttons 2 / 7), the "转…" buttons of the order flow, and the kind's list tools of screens §3.2:
 * 强制结单, 强制结单-以销定购, 修正欠款, 修正剩余订金 and 修改备注 (edit button 1) — under 更多操作 on orders.
 */
export function BillToolbarExtras({
  kind,
  list,
  has,
  open,
  inOutManage,
  purchaseBySale,
  underApproval,
}: {
  kind: BillKind;
  list: ListPage;
  has: (code: string) => boolean;
  open: (req: EditorRequest) => void;
  inOutManage: boolean;
  purchaseBySale: boolean;
  /** The kind is under 多级审核: 提交流程 instead of 审核. */
  underApproval: boolean;
}) {
  const { message } = useFeedback();
  const run = useBatchAction(list);
  const [remarkOf, setRemarkOf] = useState<Row | undefined>();
  const [differenceOf, setDifferenceOf] = useState<number | undefined>();
  const [planOf, setPlanOf] = useState<string | undefined>();
  const [labelsOf, setLabelsOf] = useState<{ id: number; template: LabelTemplate } | undefined>();
  const oneBill = () => {
    if (list.selectedRows.length !== 1) return void message.warning(list.selectedRows.length === 0 ? m.selectOne : m.onlyOne);
    const row = list.selectedRows[0];
    return row ? { id: Number(row.id), number: String(row.number) } : undefined;
  };
  const own = layoutOf(BILL_TOOLS, kind, {});

  const single = (action: string) => {
    if (list.selectedRows.length === 0) return void message.warning(m.selectOne);
    if (list.selectedRows.length > 1) return void message.warning(m.onlyOne);
    const row = list.selectedRows[0];
    if (!row || !TRANSFERABLE.includes(String(row.status))) return void message.warning(format(m.badStatus, { action }));
    return row;
  };
  const countDifference = () => {
    if (list.selectedRows.length !== 1) return void message.warning(list.selectedRows.length === 0 ? m.selectOne : m.onlyOne);
    setDifferenceOf(Number(list.selectedRows[0]?.id));
  };
  const materialPlan = () => {
    if (list.selectedRows.length === 0) return void message.warning(m.selectOne);
    setPlanOf(list.selectedRows.map((r) => String(r.id)).join(','));
  };
  const quickEdit = () => {
    if (list.selectedRows.length === 0) return void message.warning(m.quickEditPick);
    if (list.selectedRows.length > 1) return void message.warning(m.quickEditOne);
    setRemarkOf(list.selectedRows[0]);
  };

  const tools: Tool[] = !has(BTN.edit)
    ? []
    : [
        ...(isFulfilled(kind.prefix, inOutManage)
          ? [
              {
                key: 'forceClose',
                label: a.forceClose,
                onClick: () => run({ title: m.confirmForceCloseTitle, content: m.confirmForceClose, call: billApi.forceClose }),
              },
            ]
          : []),
        ...(isPurchasedFor(kind) && purchaseBySale
          ? [{ key: 'forceClosePurchase', label: a.forceClosePurchase, onClick: () => run(SALE_ORDER_ACTIONS.forceClosePurchase) }]
          : []),
        ...(own.fixDebt ? [{ key: 'fixDebt', label: a.fixDebt, onClick: () => run(REPAIR_ACTIONS.fixDebt) }] : []),
        ...(own.fixDeposit ? [{ key: 'fixDeposit', label: a.fixDeposit, onClick: () => run(REPAIR_ACTIONS.fixDeposit) }] : []),
        ...(own.quickEdit ? [{ key: 'quickEdit', label: a.quickEdit, onClick: quickEdit }] : []),
        ...(kind.production === 'order' ? [{ key: 'closeOrders', label: a.closeOrders, onClick: () => run(PRODUCTION_ACTIONS.close) }] : []),
        ...(kind.stockCount === 'entry' ? [{ key: 'adjustCount', label: a.adjustCount, onClick: () => run(PRODUCTION_ACTIONS.adjustCount) }] : []),
      ];

  return (
    <>
      {underApproval
        ? has(BTN.edit) && <Button onClick={() => run(submitAction('depotHead'))}>{messages.workflow.submit}</Button>
        : has(BTN.audit) && <Button onClick={() => list.batchSetStatus('1', a.audit)}>{a.audit}</Button>}
      {has(BTN.unaudit) && <Button onClick={() => list.batchSetStatus('0', a.unaudit)}>{a.unaudit}</Button>}
      {transferTargets(kind.prefix, inOutManage).map((target) => (
        <TransferButton
          key={target.prefix}
          target={target}
          onClick={(label) => {
            const source = single(label);
            if (source) open({ kind: target, mode: 'link', source });
          }}
        />
      ))}
      {isPurchasedFor(kind) && <SaleOrderTools list={list} has={has} purchaseBySale={purchaseBySale} single={single} open={open} />}
      {own.moreMenu && tools.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{ items: tools.map((t) => ({ key: t.key, label: t.label })), onClick: ({ key }) => tools.find((t) => t.key === key)?.onClick() }}
        >
          <Button>
            {a.more} <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        tools.map((t) => (
          <Button key={t.key} onClick={t.onClick}>
            {t.label}
          </Button>
        ))
      )}
      {kind.stockCount === 'entry' && <Button onClick={countDifference}>{a.countDifference}</Button>}
      {kind.production === 'order' && <Button onClick={materialPlan}>{messages.bill.production.plan.open}</Button>}
      <BillSheetsMenu
        kind={kind}
        bill={oneBill}
        canExport={has(BTN.exportImport)}
        onPrintLabels={(template) => {
          const b = oneBill();
          if (b) setLabelsOf({ id: b.id, template });
        }}
      />
      {labelsOf && <LabelPrintModal kind={kind} billId={labelsOf.id} initial={labelsOf.template} onClose={() => setLabelsOf(undefined)} />}
      {inOutManage && warehouseLink(kind) !== undefined && has(BTN.edit) && <WaitBillButton kind={kind} list={list} open={open} />}
      {planOf !== undefined && (
        <MaterialPlanModal ids={planOf} canPurchase={has(BTN.edit)} canExport={has(BTN.exportImport)} onClose={() => setPlanOf(undefined)} />
      )}
      {differenceOf !== undefined && <CountDifferenceModal id={differenceOf} canExport={has(BTN.exportImport)} onClose={() => setDifferenceOf(undefined)} />}
      {remarkOf && (
        <QuickEditModal
          bill={remarkOf}
          onClose={() => setRemarkOf(undefined)}
          onSaved={() => {
            setRemarkOf(undefined);
            list.clearSelection();
            void list.reload();
          }}
        />
      )}
    </>
  );
}
