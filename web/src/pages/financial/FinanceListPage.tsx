import type { FinanceKind, FinancePrefix } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Popconfirm, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { format, messages } from '../../app/i18n';
import { DayRangePicker } from '../../platform/components/DayRangePicker';
import { BTN } from '../../platform/hooks/permissions';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { usePermissions } from '../../platform/hooks/usePermissions';
import type { Row } from '../../platform/list/listTypes';
import { ListPageView } from '../../platform/list/ListPageView';
import { useListPage } from '../../platform/list/useListPage';
import { useBatchAction } from '../../platform/list/useBatchAction';
import { useDocumentFlags } from '../bill/useDocumentFlags';
import { submitAction } from '../../platform/document/approvalApi';
import { billApi } from '../bill/billApi';
import { PartnerSelect } from '../bill/PartnerSelect';
import { defaultRange } from '../../platform/document/DateRangeFilter';
import { financeApi } from './financeApi';
import { accountLabel, financeKindOf, moneyColumns, partnerOf } from './financeCatalogue';
import { FinanceDetailModal } from './FinanceDetailModal';
import { FinanceEditor } from './FinanceEditor';
import { FinanceStatusTag, type FinanceEditorRequest } from './FinanceStatusTag';
import { WaitNeedButton } from './WaitNeedButton';

const f = messages.finance.field;
const a = messages.finance.action;
const URLS = {
  list: '/accountHead/list',
  delete: '/accountHead/delete',
  deleteBatch: '/accountHead/deleteBatch',
  batchSetStatus: '/accountHead/batchSetStatus',
  exportXls: '/accountHead/exportExcel',
};
const W = { width: 160 };

/** The one finance list screen (screens §4.1); `prefix` picks the kind from the catalogue. */
export function FinanceListPage({ prefix }: { prefix: FinancePrefix }) {
  const kind: FinanceKind = financeKindOf(prefix);
  const { message } = useFeedback();
  const { has } = usePermissions(kind.page);
  const defaultQuery = useMemo(() => ({ type: kind.type, ...defaultRange() }), [kind]);
  const money = moneyColumns(kind);
  const list = useListPage({ urls: URLS, defaultQuery, sumColumns: money.map((m) => m.key), exportFileName: kind.label });
  const [editor, setEditor] = useState<FinanceEditorRequest | undefined>();
  const [viewing, setViewing] = useState<Row | undefined>();
  const run = useBatchAction(list);
  const underApproval = useDocumentFlags().approvalPrefixes.includes(prefix);
  const accounts = useQuery({ queryKey: ['bill', 'accounts'], queryFn: billApi.accounts, staleTime: 60_000 });
  const users = useQuery({ queryKey: ['bill', 'users'], queryFn: billApi.users, staleTime: 60_000 });
  const persons = useQuery({ queryKey: ['finance', 'persons'], queryFn: financeApi.persons, staleTime: 60_000 });
  const items = useQuery({
    queryKey: ['finance', 'items', kind.inOutItem],
    queryFn: () => financeApi.items(kind.inOutItem ?? ''),
    enabled: Boolean(kind.inOutItem),
  });
  const partner = partnerOf(kind);
  const draft = (row: Row) => String(row.status) === '0';

  const columns: ColumnsType<Row> = [
    {
      title: messages.common.action,
      key: 'action',
      width: 160,
      render: (_: unknown, row: Row) => (
        <span>
          <a onClick={() => setViewing(row)}>{a.view}</a>
          {has(BTN.edit) && (
            <>
              <Divider orientation="vertical" />
              <a onClick={() => (draft(row) ? setEditor({ mode: 'edit', head: row }) : void message.warning(messages.finance.msg.onlyDraftEdit))}>{a.edit}</a>
              <Divider orientation="vertical" />
              {draft(row) ? (
                <Popconfirm
                  title={format(messages.list.confirmBillAction, { action: a.delete, number: String(row.billNo ?? '') })}
                  onConfirm={() => list.deleteOne(row.id as number)}
                >
                  <a>{a.delete}</a>
                </Popconfirm>
              ) : (
                <a onClick={() => void message.warning(messages.finance.msg.onlyDraftDelete)}>{a.delete}</a>
              )}
            </>
          )}
        </span>
      ),
    },
    ...(partner ? [{ title: partner.label, dataIndex: 'organName', width: 140 }] : []),
    { title: f.billNo, dataIndex: 'billNo', width: 160 },
    { title: f.billTime, dataIndex: 'billTimeStr', width: 150 },
    { title: f.creator, dataIndex: 'userName', width: 90 },
    { title: f.handsPerson, dataIndex: 'handsPersonName', width: 90 },
    kind.headAccount ? { title: accountLabel(kind), dataIndex: 'accountName', width: 120 } : { title: f.lineAccount, dataIndex: 'itemAccountName', width: 120 },
    ...money.map((m) => ({ title: m.title, dataIndex: m.key, width: 100 })),
    { title: f.remark, dataIndex: 'remark', width: 160 },
    { title: f.status, dataIndex: 'status', width: 80, render: (v: unknown) => <FinanceStatusTag status={v} /> },
  ];
  const pick = (options: ReadonlyArray<{ value: number | string; label: string }>) => (
    <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={[...options]} style={W} />
  );
  const begin = list.queryParam.beginTime as string | undefined;
  const end = list.queryParam.endTime as string | undefined;
  const queryFields = (
    <>
      <Form.Item label={f.billNo} name="billNo">
        <Input style={W} allowClear />
      </Form.Item>
      <Form.Item label={f.billTime}>
        <DayRangePicker
          value={{ beginTime: begin, endTime: end }}
          onChange={(range) => list.setQueryParam({ beginTime: range.beginTime ?? '', endTime: range.endTime ?? '' })}
        />
      </Form.Item>
      {partner && (
        <Form.Item label={partner.label} name="organId">
          <PartnerSelect type={partner.type} style={W} />
        </Form.Item>
      )}
      <Form.Item label={f.creator} name="creator">
        {pick(users.data ?? [])}
      </Form.Item>
      <Form.Item label={f.handsPerson} name="handsPersonId">
        {pick(persons.data ?? [])}
      </Form.Item>
      {kind.headAccount && (
        <Form.Item label={accountLabel(kind)} name="accountId">
          {pick(accounts.data ?? [])}
        </Form.Item>
      )}
      <Form.Item label={f.status} name="status">
        {pick([
          { value: '0', label: messages.bill.status['0'] },
          { value: '1', label: messages.bill.status['1'] },
        ])}
      </Form.Item>
      {kind.inOutItem && (
        <Form.Item label={`${kind.inOutItem}${f.inOutItem}`} name="inOutItemId">
          {pick(items.data ?? [])}
        </Form.Item>
      )}
      {kind.settles && (
        <Form.Item label={f.number} name="number">
          <Input style={W} allowClear />
        </Form.Item>
      )}
      <Form.Item label={f.remark} name="remark">
        <Input style={W} allowClear />
      </Form.Item>
    </>
  );
  const done = () => {
    setEditor(undefined);
    void list.reload();
  };
  return (
    <div className="finance-list" data-prefix={prefix}>
      <ListPageView
        list={list}
        columns={columns}
        permissionPath={kind.page}
        queryFields={queryFields}
        toolbar={{
          onAdd: () => setEditor({ mode: 'add' }),
          batchDelete: true,
          exportFile: true,
          extra: (
            <>
              {kind.settles && has(BTN.edit) && (
                <WaitNeedButton kind={kind} refreshKey={list.total} onPick={(organId) => setEditor({ mode: 'add', organId })} />
              )}
              {underApproval
                ? has(BTN.edit) && <Button onClick={() => run(submitAction('accountHead'))}>{messages.workflow.submit}</Button>
                : has(BTN.audit) && <Button onClick={() => list.batchSetStatus('1', a.audit)}>{a.audit}</Button>}
              {has(BTN.unaudit) && <Button onClick={() => list.batchSetStatus('0', a.unaudit)}>{a.unaudit}</Button>}
            </>
          ),
        }}
      />
      {editor && <FinanceEditor kind={kind} request={editor} onClose={() => setEditor(undefined)} onSaved={done} />}
      {viewing && (
        <FinanceDetailModal
          kind={kind}
          head={viewing}
          canUnaudit={has(BTN.unaudit)}
          canAudit={has(BTN.audit)}
          onClose={() => setViewing(undefined)}
          onChanged={() => {
            setViewing(undefined);
            void list.reload();
          }}
        />
      )}
    </div>
  );
}
