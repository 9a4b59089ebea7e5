import { useMemo, useState } from 'react';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { ResourcePageView } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { useResourcePage } from '../../platform/resource/useResourcePage';
import { AssignUsersAction } from './AssignUsersAction';
import { partnerScreen } from './partnerScreens';
import { UserAssignModal } from './UserAssignModal';
import { useScopeFlags } from './useScopeFlags';

type Target = { id: number; name: string } | null;

/** 客户信息: the partner screen with type 客户, plus 分配用户 (which users may pick and see the customer) while 分配客户权限 is on. */
export function CustomerList() {
  const [assignTo, setAssignTo] = useState<Target>(null);
  const { customer } = useScopeFlags();
  const screen = useMemo<ResourceScreen>(
    () => ({
      ...partnerScreen('客户'),
      rowActions: (row: Row, ctx) =>
        customer && ctx.can(BTN.edit)
          ? [<AssignUsersAction key="users" onClick={() => setAssignTo({ id: Number(row.id), name: String(row.supplier ?? '') })} />]
          : [],
    }),
    [customer],
  );
  const state = useResourcePage(screen);
  return (
    <>
      <ResourcePageView state={state} />
      {assignTo && <UserAssignModal key={assignTo.id} kind="UserCustomer" target={assignTo} onClose={() => setAssignTo(null)} />}
    </>
  );
}
