import { logContract } from '@suanpan/contracts';
import { Form, Input, Select } from 'antd';
import { messages } from '../../app/i18n';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { DateRangeQuery } from './DateRangeQuery';
import { isPlatformAdmin } from './isPlatformAdmin';

const t = messages.system.log;
const text = (key: string, title: string) => ({ key, title, dataIndex: key, ellipsis: true });

const screen = (admin: boolean): ResourceScreen => ({
  contract: logContract,
  columns: [
    'operation',
    { ...text('content', logContract.fields.content.label), width: 360 },
    text('loginName', t.loginName),
    text('userName', t.userName),
    'clientIp',
    'createTime',
  ],
  search: ['operation', 'content', 'clientIp'],
  queryExtra: (list) => (
    <>
      <Form.Item label={t.userInfo} name="userInfo">
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <DateRangeQuery list={list} label={t.timeRange} />
      {admin && (
        <>
          <Form.Item label={t.tenantLoginName} name="tenantLoginName">
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label={t.tenantType} name="tenantType">
            <Select allowClear style={{ width: 120 }} options={Object.entries(messages.system.tenant.types).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </>
      )}
    </>
  ),
  hide: ['add', 'delete', 'edit', 'status', 'export'],
  scrollX: 1200,
});

const tenantScreen = screen(false);
const adminScreen = screen(true);

/** 日志管理: read-only operation log; the platform administrator also filters by tenant. */
export function LogList() {
  return <ResourcePage screen={isPlatformAdmin() ? adminScreen : tenantScreen} />;
}
