import { useQuery } from '@tanstack/react-query';
import type { BillKind, BillPrefix, LinkRule } from '@suanpan/contracts';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { Row } from '../../../platform/list/listTypes';
import { billApi } from '../billApi';
import { kindOf } from '../billCatalogue';
import { statusLabel } from '../list/BillStatusTag';

const f = messages.bill.field;
const c = messages.bill.line;
const e = messages.bill.editor;

interface Props {
  kind: BillKind;
  /** Which of the kind's links is picked (a purchase order has 关联请购单 and, under 以销定购, 关联订单). */
  rule: LinkRule;
  organId?: number | undefined;
  onPick: (bill: Row, rows: Row[]) => void;
  onClose: () => void;
}

/**
 * 选择关联单据 in two steps: an upstream bill in a linkable status, then its lines (screens §3.5 LinkBillList). Lines
 * show what is already fulfilled so a partial receipt takes only what is still open. Upstreams are narrowed to the
 * chosen partner only when they share its type; 以销定购 asks for the sales orders still to buy (purchaseStatus 0/3),
 * which the server lists for purchasing with customer and money masked (business-rules §4.7).
 */
export function LinkBillModal({ kind, rule, organId, onPick, onClose }: Props) {
  const { message } = useFeedback();
  const [bill, setBill] = useState<Row | undefined>();
  const [picked, setPicked] = useState<Row[]>([]);
  const [step, setStep] = useState<1 | 2>(1);
  const bySale = rule.drives === 'purchaseStatus';
  const upstreamPartner = kindOf(rule.upstream[0] as BillPrefix).partner;
  const partnerFilter = upstreamPartner && upstreamPartner.type === kind.partner?.type ? organId : undefined;
  const bills = useQuery({
    queryKey: ['bill', 'linkable', kind.prefix, rule.field, partnerFilter],
    queryFn: async () => {
      const lists = await Promise.all(
        rule.upstream.map((p) =>
          billApi.list({
            type: kindOf(p).type,
            subType: kindOf(p).subType,
            status: rule.statuses.join(','),
            organId: partnerFilter,
            ...(bySale ? { purchaseStatus: '0,3' } : {}),
          }),
        ),
      );
      return lists.flatMap((l) => l.rows);
    },
  });
  const lines = useQuery({
    queryKey: ['bill', 'linkLines', bill?.id, kind.prefix],
    enabled: step === 2 && bill !== undefined,
    queryFn: async () => (await billApi.lines(Number(bill?.id), { forPrefix: kind.prefix })).rows,
  });
  const next = () => {
    if (!bill) return void message.warning(messages.bill.msg.pickBill);
    setPicked([]);
    setStep(2);
  };
  const finish = () => {
    if (!bill || picked.length === 0) return void message.warning(messages.bill.msg.pickRows);
    onPick(bill, picked);
  };
  const footer =
    step === 1
      ? [
          <Button key="c" onClick={onClose}>
            {messages.common.close}
          </Button>,
          <Button key="n" type="primary" onClick={next}>
            {messages.common.ok}
          </Button>,
        ]
      : [
          <Button key="b" onClick={() => setStep(1)}>
            {e.backToBills}
          </Button>,
          <Button key="o" type="primary" onClick={finish}>
            {messages.common.ok}
          </Button>,
        ];
  return (
    <Modal open title={step === 1 ? e.linkTitle : e.linkRows} width={1000} onCancel={onClose} footer={footer} destroyOnHidden>
      {step === 1 ? (
        <Table<Row>
          size="small"
          rowKey={(r) => String(r.id)}
          loading={bills.isFetching}
          dataSource={bills.data ?? []}
          pagination={{ pageSize: 8 }}
          rowSelection={{ type: 'radio', selectedRowKeys: bill ? [String(bill.id)] : [], onChange: (_k, rows) => setBill(rows[0]) }}
          onRow={(r) => ({ onClick: () => setBill(r) })}
          columns={[
            ...(upstreamPartner ? [{ dataIndex: 'organName', title: messages.bill.partner[upstreamPartner.type] }] : []),
            { dataIndex: 'number', title: f.number },
            { dataIndex: 'materialsList', title: f.materialsList, ellipsis: true },
            { dataIndex: 'operTimeStr', title: f.operTime },
            { dataIndex: 'materialCount', title: f.materialCount },
            ...(bySale ? [] : [{ dataIndex: 'totalPrice', title: f.totalPrice }]),
            { dataIndex: 'status', title: f.statusCol, render: (s: string, r: Row) => statusLabel(kindOf(r.prefix as never), s) },
          ]}
        />
      ) : (
        <Table<Row>
          size="small"
          rowKey={(r) => String(r.id)}
          loading={lines.isFetching}
          dataSource={lines.data ?? []}
          pagination={false}
          rowSelection={{ selectedRowKeys: picked.map((r) => String(r.id)), onChange: (_k, rows) => setPicked(rows) }}
          columns={[
            { dataIndex: 'barCode', title: c.barCode },
            { dataIndex: 'name', title: c.name },
            { dataIndex: 'standard', title: c.standard },
            { dataIndex: 'unit', title: c.unit },
            { dataIndex: 'operNumber', title: c.operNumber },
            { dataIndex: 'finishNumber', title: c.finishNumber },
            // A sales order's prices are not purchasing's business: they come back zeroed, so they are not shown.
            ...(bySale
              ? []
              : [
                  { dataIndex: 'unitPrice', title: c.unitPrice },
                  { dataIndex: 'allPrice', title: c.allPrice },
                ]),
          ]}
        />
      )}
    </Modal>
  );
}
