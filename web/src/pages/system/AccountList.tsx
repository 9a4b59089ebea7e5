import { accountContract } from '@suanpan/contracts';
import { BTN } from '../../platform/hooks/permissions';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { SetDefaultAction } from './SetDefaultAction';

const screen: ResourceScreen = {
  contract: accountContract,
  columns: ['name', 'serialNo', 'initialAmount', 'currentAmount', 'remark', 'sort', 'enabled', 'isDefault'],
  search: ['name', 'serialNo', 'remark'],
  form: ['name', 'serialNo', 'initialAmount', 'sort', 'remark'],
  sumColumns: ['initialAmount', 'currentAmount'],
  pageSizeOptions: [10, 11, 20, 21, 50, 100],
  // Not on the default row: an empty action would leave a stray divider.
  rowActions: (row, ctx) =>
    ctx.can(BTN.edit) && row.isDefault !== true ? [<SetDefaultAction key="default" url="/account/updateIsDefault" row={row} ctx={ctx} />] : [],
};

/** 结算账户: the current balance is computed by the server from the opening balance and every movement. */
export function AccountList() {
  return <ResourcePage screen={screen} />;
}
