import { BILL_KINDS, type BillPrefix } from '@suanpan/contracts';
import { Modal, Space } from 'antd';
import { useState } from 'react';
import { BTN } from '../../platform/hooks/permissions';
import { BillDetailModal } from '../bill/view/BillDetailModal';
import { DepotStockModal } from './DepotStockModal';
import { debtReport, materialFlowReport } from './reportCatalogue';
import type { ReportColumn, ReportConfig, ReportRow } from './reportTypes';
import { ReportView } from './ReportView';
import { useReport } from './useReport';

type Open =
  | { kind: 'bill'; row: ReportRow }
  | { kind: 'flow'; row: ReportRow }
  | { kind: 'debt'; row: ReportRow }
  | { kind: 'distribution'; row: ReportRow; atPeriod: boolean };

/** 商品流水 as a dialog: the same report view over one product's movements, whose bill numbers open the bill. */
function FlowModal({ row, depotIds, onClose }: { row: ReportRow; depotIds?: string | undefined; onClose: () => void }) {
  const config = materialFlowReport(Number(row.materialId ?? row.id), depotIds);
  return (
    <Modal open title={`商品流水 - ${String(row.name ?? row.materialName ?? '')}`} width={1100} footer={null} onCancel={onClose}>
      <ReportScreen config={config} />
    </Modal>
  );
}

/** A report screen with its drill-downs: bill numbers open the bill; 流水 and 分布 open their dialogs. */
export function ReportScreen({ config }: { config: ReportConfig }) {
  const report = useReport(config);
  const [open, setOpen] = useState<Open>();
  const renderLink = (column: ReportColumn, row: ReportRow) => {
    switch (column.link) {
      case 'bill':
        return <a onClick={() => setOpen({ kind: 'bill', row })}>{String(row.number ?? '')}</a>;
      case 'debt':
        return <a onClick={() => setOpen({ kind: 'debt', row })}>详情</a>;
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
  const depotIds = report.applied.depotIds;
  return (
    <>
      <ReportView config={config} report={report} renderLink={renderLink} />
      {open?.kind === 'bill' && BILL_KINDS[open.row.prefix as BillPrefix] && (
        <BillDetailModal
          kind={BILL_KINDS[open.row.prefix as BillPrefix]}
          bill={{ id: open.row.headerId ?? open.row.id, status: '1' }}
          has={(code) => code === BTN.print}
          onClose={close}
          onChanged={close}
        />
      )}
      {open?.kind === 'debt' && (
        <Modal open title={`欠款详情 - ${String(open.row.supplier ?? '')}`} width={1100} footer={null} onCancel={close}>
          <ReportScreen config={debtReport(Number(open.row.id))} />
        </Modal>
      )}
      {open?.kind === 'flow' && <FlowModal row={open.row} depotIds={depotIds} onClose={close} />}
      {open?.kind === 'distribution' && (
        <DepotStockModal
          materialId={Number(open.row.materialId ?? open.row.id)}
          name={String(open.row.name ?? open.row.materialName ?? '')}
          depotIds={depotIds}
          beginTime={open.atPeriod ? report.applied.beginTime : undefined}
          endTime={open.atPeriod ? report.applied.endTime : undefined}
          onClose={close}
        />
      )}
    </>
  );
}
