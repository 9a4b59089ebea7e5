import type { ApprovalTodoRow, BillPrefix, FinanceKind, FinancePrefix } from '@suanpan/contracts';
import { Divider, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { ListPageView } from '../../platform/list/ListPageView';
import { useListPage } from '../../platform/list/useListPage';
import { kindOf } from '../bill/billCatalogue';
import { BillDetailModal } from '../bill/view/BillDetailModal';
import { financeKindOf } from '../financial/financeCatalogue';
import { TodoFinanceDetail } from './TodoFinanceDetail';
import { ApprovalDecision } from '../../platform/document/ApprovalDecision';

const t = messages.workflow;
const c = t.columns;
const URLS = { list: '/workflow/todo' };

/**
 * 待办流程: the documents 审核中 the user may decide, goods bills and finance alike (the server lists only kinds whose
 * 审核 button the user holds). Each row opens the document (查看, with its 审核记录) or is decided at once.
 */
export function TodoList() {
  const list = useListPage({ urls: URLS });
  const [viewing, setViewing] = useState<ApprovalTodoRow | undefined>();
  const reload = () => void list.reload();
  const columns: ColumnsType<Row> = [
    {
      title: c.action,
      key: 'action',
      width: 230,
      render: (_: unknown, row: Row) => {
        const r = row as unknown as ApprovalTodoRow;
        return (
          <Space size={4}>
            <a onClick={() => setViewing(r)}>{messages.bill.action.view}</a>
            <Divider orientation="vertical" />
            <ApprovalDecision family={r.family} id={r.id} number={r.number} size="small" onDone={reload} />
          </Space>
        );
      },
    },
    { title: c.kindName, dataIndex: 'kindName', width: 100 },
    { title: c.number, dataIndex: 'number', width: 170 },
    { title: c.billTime, dataIndex: 'billTime', width: 160 },
    { title: c.organName, dataIndex: 'organName', width: 160 },
    { title: c.userName, dataIndex: 'userName', width: 100 },
    { title: c.totalPrice, dataIndex: 'totalPrice', width: 110, align: 'right' },
    { title: c.submitTime, dataIndex: 'submitTime', width: 160 },
  ];
  const done = () => {
    setViewing(undefined);
    reload();
  };
  return (
    <div className="workflow-todo">
      <ListPageView list={list} columns={columns} selectable={false} />
      {viewing?.family === 'depotHead' && (
        <BillDetailModal
          kind={kindOf(viewing.prefix as BillPrefix)}
          bill={{ ...viewing, status: '9' }}
          // The server lists only documents whose 审核 button the user holds; the detail offers nothing else here.
          has={(code) => code === BTN.audit}
          onClose={() => setViewing(undefined)}
          onChanged={done}
        />
      )}
      {viewing?.family === 'accountHead' && (
        <TodoFinanceDetail
          kind={financeKindOf(viewing.prefix as FinancePrefix) as FinanceKind}
          id={viewing.id}
          onClose={() => setViewing(undefined)}
          onChanged={done}
        />
      )}
    </div>
  );
}
