import type { FinanceKind } from '@suanpan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import { BTN } from '../../platform/hooks/permissions';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { useDocumentFlags } from '../bill/useDocumentFlags';
import { approvalApi } from '../../platform/document/approvalApi';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { QuickAddSelect } from '../../platform/resource/QuickAddSelect';
import type { Row } from '../../platform/list/listTypes';
import { billApi } from '../bill/billApi';
import { DebtBillModal } from './DebtBillModal';
import { financeApi } from './financeApi';
import { partnerOf } from './financeCatalogue';
import { FinanceHeadFields, inOutItemScreen } from './FinanceHeadFields';
import { addPickedBills, financePayload, linesFromDetail, newKey, totalsOf, type FinanceLine } from './financeDraft';
import type { FinanceEditorRequest } from './FinanceStatusTag';

const f = messages.finance.field;
const a = messages.finance.action;
const m = messages.finance.msg;
const OPENING = 'QiChu';

interface HeadForm {
  billNo?: string;
  billTime?: Dayjs;
  organId?: number;
  accountId?: number;
  handsPersonId?: number;
  discountMoney?: string;
  remark?: string;
  fileName?: string;
}

/** 新增 / 编辑 of a finance document (screens §4.2): header, the kind's grid, 选择单据 / 选择期初, 保存 and 保存并审核. */
export function FinanceEditor({
  kind,
  request,
  onClose,
  onSaved,
}: {
  kind: FinanceKind;
  request: FinanceEditorRequest;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message, modal } = useFeedback();
  // 保存并审核 audits in the same request: offered only with the kind's 审核 button (the server checks it too).
  const { has } = usePermissions(kind.page);
  const [form] = Form.useForm<HeadForm>();
  const [lines, setLines] = useState<FinanceLine[]>(() => (kind.settles ? [] : [{ key: newKey(), eachAmount: '' }]));
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const queryClient = useQueryClient();
  const head = request.head;
  const partner = partnerOf(kind);
  const accounts = useQuery({ queryKey: ['bill', 'accounts'], queryFn: billApi.accounts, staleTime: 60_000 });
  const persons = useQuery({ queryKey: ['finance', 'persons'], queryFn: financeApi.persons, staleTime: 60_000 });
  const items = useQuery({
    queryKey: ['finance', 'items', kind.inOutItem],
    queryFn: () => financeApi.items(kind.inOutItem ?? ''),
    enabled: Boolean(kind.inOutItem),
  });
  const organId = Form.useWatch('organId', form);
  const discount = Form.useWatch('discountMoney', form);
  const totals = totalsOf(kind, lines, discount);

  useEffect(() => {
    if (head) {
      form.setFieldsValue({
        billNo: String(head.billNo),
        billTime: dayjs(String(head.billTime)),
        organId: head.organId ? Number(head.organId) : undefined,
        accountId: head.accountId ? Number(head.accountId) : undefined,
        handsPersonId: head.handsPersonId ? Number(head.handsPersonId) : undefined,
        discountMoney: String(head.discountMoney ?? '0'),
        remark: head.remark ? String(head.remark) : undefined,
        fileName: head.fileName ? String(head.fileName) : undefined,
      });
      void financeApi.lines(Number(head.id)).then((r) => setLines(linesFromDetail(r.rows)));
    } else {
      form.setFieldsValue({ billTime: dayjs(), discountMoney: '0', organId: request.organId, accountId: accounts.data?.find((x) => x.isDefault)?.value });
    }
  }, [head, request.organId, form, accounts.data]);

  const setLine = (key: string, patch: Partial<FinanceLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const needPartner = () => {
    if (organId) return true;
    void message.warning(format(m.pickPartner, { partner: partner?.label ?? f.organ }));
    return false;
  };
  type Opening = Awaited<ReturnType<typeof financeApi.opening>>;
  const addOpening = (rest: Opening) =>
    setLines((ls) => [
      ...ls.filter((l) => l.billNumber !== OPENING),
      { key: newKey(), billNumber: OPENING, needDebt: rest.needDebt, finishDebt: rest.finishDebt, eachAmount: rest.eachAmount },
    ]);
  const pickOpening = () => {
    if (!needPartner()) return;
    modal.confirm({
      title: a.pickOpening,
      content: m.confirmOpening,
      onOk: async () => {
        const rest = await financeApi.opening(Number(organId));
        if (Number(rest.eachAmount) === 0) return void message.warning(m.noOpening);
        addOpening(rest);
      },
    });
  };

  // Opened from 待收款/待付款 for one partner: 选择单据 when goods bills owe, else (only the opening balance owes)
  // the 期初 line at once — an empty 选择单据 would leave the user looking for 选择期初.
  const startFor = request.organId;
  useEffect(() => {
    if (!startFor) return;
    let live = true;
    const start = async () => {
      const bills = await queryClient.fetchQuery({
        queryKey: ['finance', 'debtBills', kind.type, startFor],
        queryFn: () => financeApi.debtBills(kind.type, startFor),
      });
      const rest = bills.rows.length === 0 ? await financeApi.opening(startFor) : undefined;
      if (!live) return;
      if (rest && Number(rest.eachAmount) !== 0) addOpening(rest);
      else setPicking(true);
    };
    start().catch(() => live && setPicking(true));
    return () => {
      live = false;
    };
    // Once, for the partner the editor was opened for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startFor]);

  // 多级审核: the kind is not audited here but sent for approval, once saved (screens §4 editor footer).
  const underApproval = useDocumentFlags().approvalPrefixes.includes(kind.prefix);
  const submitFlow = () => {
    if (!head) return void message.warning(messages.workflow.saveFirst);
    const id = String(head.id);
    void save('0', () => approvalApi.submit('accountHead', id));
  };

  // `then` runs after the save (提交流程 of the saved document).
  const save = async (status: '0' | '1', then?: () => Promise<unknown>) => {
    // A field the form refuses shows its own message under the field.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (lines.length === 0) return void message.warning(m.noRows);
    setSaving(true);
    try {
      const body = financePayload(
        kind,
        {
          id: head ? Number(head.id) : undefined,
          billNo: values.billNo || undefined,
          billTime: values.billTime?.format('YYYY-MM-DD HH:mm:ss'),
          organId: values.organId,
          accountId: kind.headAccount ? values.accountId : undefined,
          handsPersonId: values.handsPersonId,
          discountMoney: kind.settles ? values.discountMoney || '0' : undefined,
          remark: values.remark,
          fileName: values.fileName,
        },
        lines,
        status,
      );
      await financeApi.save(body, Boolean(head));
      if (then) await then();
      void message.success(then ? messages.workflow.submitted : m.saved);
      onSaved();
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };

  const amountCell = (l: FinanceLine) => (
    <InputNumber stringMode value={l.eachAmount} onChange={(v) => setLine(l.key, { eachAmount: v === null ? '' : String(v) })} style={{ width: 120 }} />
  );
  const columns = [
    ...(kind.settles
      ? [
          { title: f.billNumber, dataIndex: 'billNumber', width: 160 },
          { title: f.needDebt, dataIndex: 'needDebt', width: 110 },
          { title: f.finishDebt, dataIndex: 'finishDebt', width: 110 },
        ]
      : []),
    ...(kind.inOutItem
      ? [
          {
            title: `${kind.inOutItem}${f.inOutItem}`,
            key: 'item',
            width: 180,
            render: (_: unknown, l: FinanceLine) => (
              <QuickAddSelect
                screen={inOutItemScreen(kind.inOutItem ?? '')}
                options={items.data ?? []}
                value={l.inOutItemId}
                onChange={(v) => setLine(l.key, { inOutItemId: v })}
                onAdded={items.refetch}
                style={{ width: 160 }}
              />
            ),
          },
        ]
      : []),
    ...(kind.lineAccount
      ? [
          {
            title: f.lineAccount,
            key: 'account',
            width: 180,
            render: (_: unknown, l: FinanceLine) => (
              <Select value={l.accountId} options={accounts.data ?? []} onChange={(v: number) => setLine(l.key, { accountId: v })} style={{ width: 160 }} />
            ),
          },
        ]
      : []),
    { title: f.eachAmount, key: 'eachAmount', width: 140, render: (_: unknown, l: FinanceLine) => amountCell(l) },
    {
      title: f.lineRemark,
      key: 'remark',
      render: (_: unknown, l: FinanceLine) => <Input value={l.remark} onChange={(e) => setLine(l.key, { remark: e.target.value })} />,
    },
    {
      title: messages.common.action,
      key: 'op',
      width: 70,
      render: (_: unknown, l: FinanceLine) => <a onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>{a.removeLine}</a>,
    },
  ];
  return (
    <Modal
      open
      width={1100}
      title={format(head ? m.editTitle : m.addTitle, { label: kind.label })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={onClose}>{a.cancel}</Button>
          {!underApproval && has(BTN.audit) && (
            <Button loading={saving} onClick={() => void save('1')}>
              {a.saveAudit}
            </Button>
          )}
          {underApproval && (
            <Button loading={saving} onClick={submitFlow}>
              {messages.workflow.submit}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save('0')}>
            {a.save}
          </Button>
        </Space>
      }
    >
      <div
        className="finance-editor"
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
            e.preventDefault();
            void save('0');
          }
        }}
      >
        <Form form={form} layout="inline">
          <FinanceHeadFields
            kind={kind}
            accounts={accounts.data ?? []}
            persons={persons.data ?? []}
            reloadPersons={persons.refetch}
            totals={totals}
            onPartnerChange={() => kind.settles && setLines([])}
          />
        </Form>
        <Space style={{ margin: '12px 0' }}>
          {kind.settles ? (
            <>
              <Button onClick={() => needPartner() && setPicking(true)}>{a.pickBills}</Button>
              <Button onClick={pickOpening}>{a.pickOpening}</Button>
            </>
          ) : (
            <Button onClick={() => setLines((ls) => [...ls, { key: newKey(), eachAmount: '' }])}>{a.addLine}</Button>
          )}
        </Space>
        <Table<FinanceLine> rowKey="key" size="small" pagination={false} dataSource={lines} columns={columns} />
      </div>
      {picking && organId && (
        <DebtBillModal
          kind={kind}
          organId={Number(organId)}
          onClose={() => setPicking(false)}
          onPick={(rows: Row[]) => {
            setLines((ls) => addPickedBills(ls, rows));
            setPicking(false);
          }}
        />
      )}
    </Modal>
  );
}
