import { inOutItemContract } from '@suanpan/contracts';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';

const screen: ResourceScreen = {
  contract: inOutItemContract,
  columns: ['name', 'type', 'remark', 'sort', 'enabled'],
  search: ['name', 'type', 'remark'],
  form: ['name', 'type', 'sort', 'remark'],
};

/** 收支项目: income and expense items of the finance bills; the name is unique within its type. */
export function InOutItemList() {
  return <ResourcePage screen={screen} />;
}
