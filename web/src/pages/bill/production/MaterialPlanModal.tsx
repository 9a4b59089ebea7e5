import type { MaterialPlanRow } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { useDownload } from '../../../platform/list/useDownload';
import { dec } from '../lines/lineMath';
import { PartnerSelect } from '../PartnerSelect';
import { productionApi } from './productionApi';

const t = messages.bill.production.plan;

/**
 * 物料计划 of the ticked production orders: per component the open requirement, stock, on order and shortfall;
 * 生成采购订单 for the shortfalls (a supplier chosen here overrides the last one bought from) and 导出 (WuLiao,
 * only the ticked materials when some are ticked).
 */
export function MaterialPlanModal({ ids, canPurchase, canExport, onClose }: { ids: string; canPurchase: boolean; canExport: boolean; onClose: () => void }) {
  const { message, modal } = useFeedback();
  const download = useDownload();
  const plan = useQuery({ queryKey: ['materialPlan', ids], queryFn: () => productionApi.materialPlan(ids), gcTime: 0, retry: false });
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const [ticked, setTicked] = useState<number[]>([]);
  const rows = plan.data?.rows ?? [];
  const short = rows.filter((r) => dec(r.shortfall).greaterThan(0));

  const purchase = () => {
    if (short.length === 0) return void message.warning(t.noShortfall);
    modal.confirm({
      title: t.purchase,
      content: format(t.purchaseConfirm, { n: short.length }),
      onOk: async () => {
        const suppliers = short.flatMap((r) => {
          const supplierId = chosen[r.materialId];
          return supplierId ? [{ materialId: r.materialId, supplierId }] : [];
        });
        try {
          const done = await productionApi.purchaseOrders(ids, suppliers);
          void message.success(`${done.message}：${done.bills.map((b) => b.number).join('，')}`);
          void plan.refetch();
        } catch (e) {
          void message.warning(errorMessage(e, messages.errors.requestFailed));
        }
      },
    });
  };
  const exportPlan = () =>
    void download(
      '/systemConfig/exportWuLiao',
      {},
      '物料计划.xlsx',
      ticked.length ? { ids, selectedMaterials: ticked.map((materialId) => ({ materialId })) } : { ids },
    );

  return (
    <Modal
      open
      width={1180}
      title={format(t.title, { n: ids.split(',').length })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {messages.common.close}
        </Button>,
        canExport && (
          <Button key="export" disabled={rows.length === 0} onClick={exportPlan}>
            {t.export}
          </Button>
        ),
        canPurchase && (
          <Button key="purchase" type="primary" disabled={rows.length === 0} onClick={purchase}>
            {t.purchase}
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      {plan.error && <Alert type="error" showIcon title={errorMessage(plan.error, messages.errors.requestFailed)} />}
      <Table<MaterialPlanRow>
        size="small"
        rowKey="materialId"
        loading={plan.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420 }}
        rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys.map(Number)) }}
        columns={[
          { title: t.barCode, dataIndex: 'barCode', width: 120 },
          { title: t.name, dataIndex: 'name', width: 130, ellipsis: true },
          { title: t.standard, dataIndex: 'standard', width: 90, ellipsis: true },
          { title: t.unit, dataIndex: 'unit', width: 60 },
          { title: t.required, dataIndex: 'required', width: 90, align: 'right' },
          { title: t.stock, dataIndex: 'stock', width: 80, align: 'right' },
          { title: t.onOrder, dataIndex: 'onOrder', width: 80, align: 'right' },
          {
            title: t.shortfall,
            dataIndex: 'shortfall',
            width: 80,
            align: 'right',
            render: (v: string) => (dec(v).greaterThan(0) ? <Typography.Text type="danger">{v}</Typography.Text> : v),
          },
          {
            title: t.supplier,
            key: 'supplier',
            width: 180,
            render: (_: unknown, r) =>
              canPurchase && dec(r.shortfall).greaterThan(0) ? (
                <PartnerSelect
                  type="供应商"
                  value={chosen[r.materialId]}
                  placeholder={r.supplierName ?? t.supplierPick}
                  style={{ width: 160 }}
                  onChange={(v) => setChosen((c) => ({ ...c, [r.materialId]: v }))}
                />
              ) : (
                r.supplierName
              ),
          },
          { title: t.price, dataIndex: 'purchasePrice', width: 90, align: 'right' },
        ]}
      />
    </Modal>
  );
}
