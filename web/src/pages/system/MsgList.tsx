import { msgContract } from '@suanpan/contracts';
import { messages } from '../../app/i18n';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { UserSelect } from './UserSelect';

const t = messages.system.msg;

const screen: ResourceScreen = {
  contract: msgContract,
  columns: [
    'msgTitle',
    { key: 'msgContent', title: msgContract.fields.msgContent.label, dataIndex: 'msgContent', ellipsis: true },
    'type',
    'status',
    'createTime',
  ],
  search: ['msgTitle', 'status'],
  valueLabels: { status: t.status },
  form: ['msgTitle', 'msgContent', 'type', { key: 'userId', label: t.receiver, widget: <UserSelect /> }],
  defaults: { type: '系统通知' },
  hide: ['edit'],
  nameExists: false,
};

/** 消息管理: the caller's own inbox (read state, delete) and sending a message to a user of the tenant. */
export function MsgList() {
  return <ResourcePage screen={screen} />;
}
