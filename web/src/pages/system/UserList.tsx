import { loginNameSchema, userContract } from '@suanpan/contracts';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { messages } from '../../app/i18n';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { schemaRule } from '../../platform/resource/fieldRules';
import { ResourcePageView } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { useResourcePage } from '../../platform/resource/useResourcePage';
import { OrganizationTreeSelect } from './OrganizationTreeSelect';
import { passwordRules, ResetPasswordModal } from './ResetPasswordModal';
import { RoleSelect } from './RoleSelect';
import { UserGrantModal } from './UserGrantModal';
import { useScopeFlags } from './useScopeFlags';

const t = messages.system.user;
type Dialog = { kind: 'password' | 'UserDepot' | 'UserCustomer'; id: number } | null;

/** Form values the generic contract does not write but `/user/addUser|updateUser` take. */
const EXTRA_KEYS = ['loginName', 'password', 'roleId', 'orgaId', 'userBlngOrgaDsplSeq'];

/**
 * 用户管理: role, department, leader flag, position; the user limit, reserved and duplicate names are refused by
 * the server and shown on their field. Row actions assign the depots and customers the user may work with (while
 * 分配仓库权限 / 分配客户权限 are on).
 */
export function UserList() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const { depot, customer } = useScopeFlags();
  const screen = useMemo<ResourceScreen>(
    () => ({
      contract: userContract,
      columns: [
        'loginName',
        'username',
        { key: 'userType', title: t.userType, dataIndex: 'userType' },
        { key: 'roleName', title: t.roleName, dataIndex: 'roleName' },
        { key: 'orgAbr', title: t.orgAbr, dataIndex: 'orgAbr' },
        { key: 'leaderFlagStr', title: userContract.fields.leaderFlag.label, dataIndex: 'leaderFlagStr' },
        'phonenum',
        { key: 'userBlngOrgaDsplSeq', title: t.sort, dataIndex: 'userBlngOrgaDsplSeq' },
        'status',
      ],
      search: ['loginName', 'username'],
      urls: { add: '/user/addUser', update: '/user/updateUser' },
      form: [
        { key: 'loginName', rules: [schemaRule(loginNameSchema)], required: true },
        { key: 'password', label: t.password, addOnly: true, rules: passwordRules(t.password), widget: <Input.Password autoComplete="new-password" /> },
        'username',
        { key: 'roleId', label: t.role, required: true, widget: <RoleSelect /> },
        { key: 'orgaId', label: t.department, widget: <OrganizationTreeSelect /> },
        'position',
        'leaderFlag',
        'phonenum',
        'email',
        { key: 'userBlngOrgaDsplSeq', label: t.sort },
        'description',
      ],
      toBody: (body, editing, values) => {
        const extra = Object.fromEntries(EXTRA_KEYS.filter((k) => values[k] !== undefined && values[k] !== '').map((k) => [k, values[k]]));
        return { ...body, ...extra, ...(editing ? { orgaUserRelId: editing.orgaUserRelId ?? undefined } : {}) };
      },
      scrollX: 1400,
      // 分配仓库 | 分配客户 | 重置密码 | 编辑 | 删除 on one line.
      actionWidth: 340,
      rowActions: (row: Row, ctx) =>
        ctx.can(BTN.edit)
          ? [
              ...(depot
                ? [
                    <a key="depot" onClick={() => setDialog({ kind: 'UserDepot', id: Number(row.id) })}>
                      {t.assignDepots}
                    </a>,
                  ]
                : []),
              ...(customer
                ? [
                    <a key="customer" onClick={() => setDialog({ kind: 'UserCustomer', id: Number(row.id) })}>
                      {t.assignCustomers}
                    </a>,
                  ]
                : []),
              <a key="password" onClick={() => setDialog({ kind: 'password', id: Number(row.id) })}>
                {t.resetPassword}
              </a>,
            ]
          : [],
    }),
    [depot, customer],
  );
  const state = useResourcePage(screen);
  const close = (): void => setDialog(null);
  const idFor = (kind: NonNullable<Dialog>['kind']): number | null => (dialog?.kind === kind ? dialog.id : null);
  return (
    <>
      <ResourcePageView state={state} />
      <ResetPasswordModal userId={idFor('password')} onClose={close} />
      {dialog && dialog.kind !== 'password' && <UserGrantModal key={`${dialog.kind}-${dialog.id}`} kind={dialog.kind} userId={dialog.id} onClose={close} />}
    </>
  );
}
