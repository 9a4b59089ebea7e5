import { FINANCE_KINDS } from '@suanpan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Pagination, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/api';
import { format, messages } from '../../app/i18n';
import { FinanceDetailModal } from '../financial/FinanceDetailModal';

type Row = Record<string, unknown>;
type Filters = { billNo?: string; status?: string; remark?: string; number?: string };

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
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [open, setOpen] = useState<Row>();
  const search = JSON.stringify({ type: kind.type, organId: String(partner.id), beginTime, endTime, ...filters });
  const list = useQuery({
    queryKey: ['report', 'history', search, page],
    placeholderData: keepPreviousData,
    queryFn: () => api.get('/accountHead/list', { search, currentPage: page.current, pageSize: page.size }),
  });
  const money = supplierType === '客户' ? ['合计收款', '实际收款'] : ['合计付款', '实际付款'];
  const text = (key: keyof Filters, label: string) => (
    <Form.Item label={label}>
      <Input allowClear value={draft[key] ?? ''} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} style={{ width: 140 }} />
    </Form.Item>
  );
  return (
    <Modal open title={`历史${kind.type} - ${partner.name}`} width={1100} footer={null} onCancel={onClose}>
      <Form
        layout="inline"
        className="list-query-bar"
        onFinish={() => {
          setFilters(draft);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      >
        {text('billNo', '单据编号')}
        <Form.Item label="单据状态">
          <Select
            allowClear
            style={{ width: 110 }}
            value={draft.status}
            onChange={(status?: string) => setDraft({ ...draft, status })}
            options={[
              { value: '0', label: '未审核' },
              { value: '1', label: '已审核' },
            ]}
          />
        </Form.Item>
        {text('remark', '单据备注')}
        {text('number', supplierType === '客户' ? '销售单号' : '采购单号')}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {messages.common.search}
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                setFilters({});
              }}
            >
              {messages.common.reset}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey={(r) => String(r.id)}
        size="middle"
        loading={list.isFetching}
        dataSource={(list.data?.rows ?? []) as Row[]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
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
        ]}
      />
      <Pagination
        className="list-pagination"
        current={page.current}
        pageSize={page.size}
        total={list.data?.total ?? 0}
        showTotal={(total, range) => format(messages.list.total, { from: range[0], to: range[1], total })}
        onChange={(current, size) => setPage({ current, size })}
      />
      {open && <FinanceDetailModal kind={kind} head={open} canUnaudit={false} onClose={() => setOpen(undefined)} onChanged={() => setOpen(undefined)} />}
    </Modal>
  );
}
