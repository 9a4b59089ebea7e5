import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { messages } from '../../app/i18n';
import { approvalApi, type ApprovalFamily } from './approvalApi';

const t = messages.workflow;
const COLORS: Record<string, string> = { submit: 'orange', approve: 'green', reject: 'red' };

/** 审核记录 of one document (detail views); nothing when it never went through 多级审核. */
export function ApprovalLog({ family, id }: { family: ApprovalFamily; id: number }) {
  const log = useQuery({ queryKey: ['approval', 'log', family, id], queryFn: () => approvalApi.log(family, id), gcTime: 0 });
  if (!log.data?.length) return null;
  return (
    <div className="approval-log" style={{ marginTop: 12 }}>
      <h4>{t.log}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={log.data}
        columns={[
          { title: t.columns.logTime, dataIndex: 'createTime', width: 170 },
          { title: t.columns.logUser, dataIndex: 'userName', width: 120 },
          { title: t.columns.logAction, dataIndex: 'actionName', width: 100, render: (v: string, r) => <Tag color={COLORS[r.action]}>{v}</Tag> },
          { title: t.opinion, dataIndex: 'opinion' },
        ]}
      />
    </div>
  );
}
