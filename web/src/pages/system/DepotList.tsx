import { depotContract } from '@suanpan/contracts';
import { useMemo, useState } from 'react';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { ResourcePageView } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { useResourcePage } from '../../platform/resource/useResourcePage';
import { AssignUsersAction } from './AssignUsersAction';
import { SetDefaultAction } from './SetDefaultAction';
import { UserAssignModal } from './UserAssignModal';
import { UserSelect } from './UserSelect';
import { useScopeFlags } from './useScopeFlags';

type Target = { id: number; name: string } | null;

/** 仓库信息: the first depot is the default; the principal is a user of the tenant; 分配用户 (while 分配仓库权限 is on) decides who may use it. */
export function DepotList() {
  const [assignTo, setAssignTo] = useState<Target>(null);
  const { depot } = useScopeFlags();
  const screen = useMemo<ResourceScreen>(
    () => ({
      contract: depotContract,
      columns: ['name', 'address', 'warehousing', 'truckage', 'principalName', 'remark', 'sort', 'enabled', 'isDefault'],
      search: ['name', 'remark'],
      form: ['name', 'address', 'warehousing', 'truckage', { key: 'principal', widget: <UserSelect /> }, 'sort', 'remark'],
      actionWidth: 270,
      rowActions: (row: Row, ctx) =>
        ctx.can(BTN.edit)
          ? [
              ...(depot ? [<AssignUsersAction key="users" onClick={() => setAssignTo({ id: Number(row.id), name: String(row.name ?? '') })} />] : []),
              // Not on the default row: an empty action would leave a stray divider.
              ...(row.isDefault === true ? [] : [<SetDefaultAction key="default" url="/depot/updateIsDefault" row={row} ctx={ctx} />]),
            ]
          : [],
    }),
    [depot],
  );
  const state = useResourcePage(screen);
  return (
    <>
      <ResourcePageView state={state} />
      {assignTo && <UserAssignModal key={assignTo.id} kind="UserDepot" target={assignTo} onClose={() => setAssignTo(null)} />}
    </>
  );
}
