import { BILL_KINDS, BILL_PREFIXES, FINANCE_KINDS, type BillPrefix, type FinancePrefix } from '@suanpan/contracts';
import { Button, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api/api';
import { errorMessage } from '../../app/api/ApiError';
import { BTN } from '../../platform/hooks/permissions';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { BillDetailModal } from '../bill/view/BillDetailModal';
import { FinanceDetailModal } from '../financial/FinanceDetailModal';
import { DepotStockModal } from './DepotStockModal';
import { HistoryFinanceModal } from './HistoryFinanceModal';
import { accountFlowReport, debtReport } from './moneyReports';
import { materialFlowReport, stockPriceFlowReport } from './reportCatalogue';
import type { ReportColumn, ReportConfig, ReportRow } from './reportTypes';
import { ReportView } from './ReportView';
import { useReport } from './useReport';

type Open =
  | { kind: 'bill'; prefix: BillPrefix; id: unknown }
  | { kind: 'finance'; head: ReportRow }
  | { kind: 'flow' | 'costFlow' | 'debt' | 'accountFlow' | 'history'; row: ReportRow }
  | { kind: 'distribution'; row: ReportRow; atPeriod: boolean };

/** The goods-bill kind of a report row: its prefix, or the longest kind prefix its number starts with (账户流水). */
const billPrefixOf = (row: ReportRow): BillPrefix | undefined => {
  if (BILL_KINDS[row.prefix as BillPrefix]) return row.prefix as BillPrefix;
  const number = String(row.number ?? '');
  return [...BILL_PREFIXES].sort((a, b) => b.length - a.length).find((p) => number.startsWith(p));
};

/** A report in a dialog (商品流水, 成本价流水, 欠款详情, 账户流水): the same screen, its numbers opening the documents. */
function ReportModal({ title, config, onClose, extra }: { title: string; config: ReportConfig; onClose: () => void; extra?: ReactNode }) {
  return (
    <Modal open title={title} width={1100} footer={null} onCancel={onClose}>
      {extra && <div className="report-modal-extra">{extra}</div>}
      <ReportScreen config={config} />
    </Modal>
  );
}

/** A report screen with its drill-downs: numbers open the bill or finance document; 流水, 分布 and the others their dialogs. */
export function ReportScreen({ config }: { config: ReportConfig }) {
  const { message } = useFeedback();
  const report = useReport(config);
  const [open, setOpen] = useState<Open>();
  const openNumber = async (row: ReportRow) => {
    const prefix = row.fromType === 'financial' ? undefined : billPrefixOf(row);
    if (prefix) return setOpen({ kind: 'bill', prefix, id: row.headerId ?? row.headId ?? row.id });
    try {
      const head = await api.get('/accountHead/getDetailByNumber', { billNo: String(row.number) });
      if ('prefix' in head) setOpen({ kind: 'finance', head });
    } catch (e) {
      void message.warning(errorMessage(e, '单据不存在'));
    }
  };
  const renderLink = (column: ReportColumn, row: ReportRow) => {
    const value = String(row[column.key] ?? '');
    switch (column.link) {
      case 'bill':
        return <a onClick={() => void openNumber(row)}>{String(row.number ?? '')}</a>;
      case 'debt':
        return <a onClick={() => setOpen({ kind: 'debt', row })}>详情</a>;
      case 'accountFlow':
        return <a onClick={() => setOpen({ kind: 'accountFlow', row })}>流水</a>;
      case 'history':
        return <a onClick={() => setOpen({ kind: 'history', row })}>{value}</a>;
      case 'costFlow':
        return report.data?.moveAvgPriceFlag ? <a onClick={() => setOpen({ kind: 'costFlow', row })}>{value}</a> : value;
      case 'flow':
        return (
          <Space>
            <a onClick={() => setOpen({ kind: 'flow', row })}>流水</a>
            <a onClick={() => setOpen({ kind: 'distribution', row, atPeriod: false })}>分布</a>
          </Space>
        );
      default:
        return <a onClick={() => setOpen({ kind: 'distribution', row, atPeriod: true })}>分布</a>;
    }
  };
  const close = () => setOpen(undefined);
  const supplierType = config.fixed?.supplierType === '供应商' ? '供应商' : '客户';
  const { depotIds, beginTime, endTime } = report.applied;
  const material = (row: ReportRow) => ({ id: Number(row.materialId ?? row.id), name: String(row.name ?? row.materialName ?? '') });
  return (
    <>
      <ReportView config={config} report={report} renderLink={renderLink} />
      {open?.kind === 'bill' && (
        <BillDetailModal
          kind={BILL_KINDS[open.prefix]}
          bill={{ id: open.id, status: '1' }}
          has={(code) => code === BTN.print}
          onClose={close}
          onChanged={close}
        />
      )}
      {open?.kind === 'finance' && (
        <FinanceDetailModal kind={FINANCE_KINDS[open.head.prefix as FinancePrefix]} head={open.head} canUnaudit={false} onClose={close} onChanged={close} />
      )}
      {open?.kind === 'debt' && (
        <ReportModal
          title={`欠款详情 - ${String(open.row.supplier ?? '')}`}
          config={debtReport(Number(open.row.id), supplierType)}
          onClose={close}
          extra={<Button onClick={() => setOpen({ kind: 'history', row: open.row })}>{supplierType === '供应商' ? '历史付款' : '历史收款'}</Button>}
        />
      )}
      {open?.kind === 'accountFlow' && (
        <ReportModal title={`账户流水 - ${String(open.row.name ?? '')}`} config={accountFlowReport(Number(open.row.id))} onClose={close} />
      )}
      {open?.kind === 'flow' && (
        <ReportModal title={`商品流水 - ${material(open.row).name}`} config={materialFlowReport(material(open.row).id, depotIds)} onClose={close} />
      )}
      {open?.kind === 'costFlow' && (
        <ReportModal title={`成本价流水 - ${material(open.row).name}`} config={stockPriceFlowReport(material(open.row).id, depotIds)} onClose={close} />
      )}
      {open?.kind === 'history' && (
        <HistoryFinanceModal
          partner={{ id: Number(open.row.id), name: String(open.row.supplier ?? '') }}
          supplierType={supplierType}
          beginTime={beginTime}
          endTime={endTime}
          onClose={close}
        />
      )}
      {open?.kind === 'distribution' && (
        <DepotStockModal
          materialId={material(open.row).id}
          name={material(open.row).name}
          depotIds={depotIds}
          beginTime={open.atPeriod ? beginTime : undefined}
          endTime={open.atPeriod ? endTime : undefined}
          onClose={close}
        />
      )}
    </>
  );
}
