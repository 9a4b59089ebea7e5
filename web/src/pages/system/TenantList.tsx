import { tenantContract } from '@suanpan/contracts';
import { Input } from 'antd';
import { messages } from '../../app/i18n';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { passwordRules } from './ResetPasswordModal';
import { TenantRoleSelect } from './TenantRoleSelect';

const t = messages.system.tenant;

const screen: ResourceScreen = {
  contract: tenantContract,
  columns: [
    'loginName',
    { key: 'userCount', title: t.userCount, dataIndex: 'userCount' },
    'userNumLimit',
    { key: 'roleName', title: tenantContract.fields.roleId.label, dataIndex: 'roleName' },
    'type',
    'enabled',
    'createTime',
    'expireTime',
    'remark',
  ],
  search: ['loginName', 'type', 'enabled', 'remark'],
  valueLabels: { type: t.types },
  urls: { add: '/tenant/add' },
  nameExists: messages.system.user.loginNameExists,
  form: [
    { key: 'loginName', required: true },
    { key: 'password', label: t.password, addOnly: true, rules: passwordRules(t.password), widget: <Input.Password autoComplete="new-password" /> },
    'userNumLimit',
    { key: 'roleId', widget: <TenantRoleSelect /> },
    'type',
    'expireTime',
    { key: 'remark', widget: <Input.TextArea rows={2} placeholder={t.remarkPlaceholder} /> },
  ],
  defaults: { userNumLimit: 1000000, type: '0' },
  // The login name is fixed once the tenant exists; on add it travels with the password.
  toBody: (body, editing, values) => (editing ? body : { ...body, loginName: values.loginName, password: values.password }),
  hide: ['delete', 'export'],
  scrollX: 1300,
};

/** 租户管理 (platform administrator): user limit, package, trial/paid, expiry, enable/disable. */
export function TenantList() {
  return <ResourcePage screen={screen} />;
}
