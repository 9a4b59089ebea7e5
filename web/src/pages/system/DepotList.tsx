import { depotContract } from '@suanpan/contracts';
import { BTN } from '../../platform/hooks/permissions';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { SetDefaultAction } from './SetDefaultAction';
import { UserSelect } from './UserSelect';

const screen: ResourceScreen = {
  contract: depotContract,
  columns: ['name', 'address', 'warehousing', 'truckage', 'principalName', 'remark', 'sort', 'enabled', 'isDefault'],
  search: ['name', 'remark'],
  form: ['name', 'address', 'warehousing', 'truckage', { key: 'principal', widget: <UserSelect /> }, 'sort', 'remark'],
  rowActions: (row, ctx) => (ctx.can(BTN.edit) ? [<SetDefaultAction key="default" url="/depot/updateIsDefault" row={row} ctx={ctx} />] : []),
};

/** 仓库信息: the first depot is the default; the principal is a user of the tenant. */
export function DepotList() {
  return <ResourcePage screen={screen} />;
}
