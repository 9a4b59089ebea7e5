import { FINANCE_KINDS } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ListPageView } from '../../platform/list/ListPageView';
import type { Row } from '../../platform/list/listTypes';
import { useListPage } from '../../platform/list/useListPage';
import { billApi, type Option } from '../bill/billApi';
import { FinanceDetailModal } from '../financial/FinanceDetailModal';
import { financeApi } from '../financial/financeApi';

const pick = (label: string, options: Option[]) => (
  <Select allowClear showSearch optionFilterProp="label" style={{ width: 140 }} options={options} aria-label={label} />
);

/**
 * 历史收付款 (screens §6 HistoryFinancialList): the partner's 收款单 (customers) or 付款单 (suppliers) of the statement's
 * period from the finance list, with its filters; a number opens the document.
 */
export function HistoryFinanceModal({
  partner,
  supplierType,
  beginTime,
  endTime,
  onClose,
}: {
  partner: { id: number; name: string };
  supplierType: '客户' | '供应商';
  beginTime?: string | undefined;
  endTime?: string | undefined;
  onClose: () => void;
}) {
  // The kind settling the statement's trade: a customer's receipts, a supplier's payments.
  const trade = supplierType === '客户' ? 'sale' : 'buy';
  const kind = Object.values(FINANCE_KINDS).find((k) => k.settlesReport === trade)!;
  const [open, setOpen] = useState<Row>();
  const users = useQuery({ queryKey: ['bill', 'users'], queryFn: billApi.users, staleTime: 60_000 });
  const persons = useQuery({ queryKey: ['finance', 'persons'], queryFn: financeApi.persons, staleTime: 60_000 });
  const accounts = useQuery({ queryKey: ['bill', 'accounts'], queryFn: billApi.accounts, staleTime: 60_000 });
  // The partner and period stay in the query whatever the user searches or resets.
  const list = useListPage({ urls: { list: '/accountHead/list' }, defaultQuery: { type: kind.type, organId: String(partner.id), beginTime, endTime } });
  const money = supplierType === '客户' ? ['合计收款', '实际收款'] : ['合计付款', '实际付款'];
  const columns: ColumnsType<Row> = [
    { key: 'billNo', title: '单据编号', render: (_v, r) => <a onClick={() => setOpen(r)}>{String(r.billNo)}</a> },
    { key: 'organName', dataIndex: 'organName', title: supplierType },
    { key: 'billTimeStr', dataIndex: 'billTimeStr', title: '单据日期' },
    { key: 'userName', dataIndex: 'userName', title: '操作员' },
    { key: 'handsPersonName', dataIndex: 'handsPersonName', title: '财务人员' },
    { key: 'totalPrice', dataIndex: 'totalPrice', title: money[0], align: 'right' },
    { key: 'discountMoney', dataIndex: 'discountMoney', title: '优惠金额', align: 'right' },
    { key: 'changeAmount', dataIndex: 'changeAmount', title: money[1], align: 'right' },
    { key: 'remark', dataIndex: 'remark', title: '备注' },
    { key: 'status', title: '状态', render: (_v, r) => (r.status === '1' ? '已审核' : r.status === '9' ? '审核中' : '未审核') },
  ];
  return (
    <Modal open title={`历史${kind.type} - ${partner.name}`} width={1100} footer={null} onCancel={onClose}>
      <ListPageView
        list={list}
        columns={columns}
        selectable={false}
        scrollX="max-content"
        queryFields={
          <>
            <Form.Item label="单据编号" name="billNo">
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="操作员" name="creator">
              {pick('操作员', users.data ?? [])}
            </Form.Item>
            <Form.Item label="单据状态" name="status">
              <Select
                allowClear
                style={{ width: 110 }}
                options={[
                  { value: '0', label: '未审核' },
                  { value: '1', label: '已审核' },
                ]}
              />
            </Form.Item>
            <Form.Item label="财务人员" name="handsPersonId">
              {pick('财务人员', persons.data ?? [])}
            </Form.Item>
            <Form.Item label="账户信息" name="accountId">
              {pick('账户信息', accounts.data ?? [])}
            </Form.Item>
            <Form.Item label="单据备注" name="remark">
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label={supplierType === '客户' ? '销售单号' : '采购单号'} name="number">
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
          </>
        }
      />
      {open && <FinanceDetailModal kind={kind} head={open} canUnaudit={false} onClose={() => setOpen(undefined)} onChanged={() => setOpen(undefined)} />}
    </Modal>
  );
}
