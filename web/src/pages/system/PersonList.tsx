import { personContract } from '@suanpan/contracts';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';

const screen: ResourceScreen = {
  contract: personContract,
  columns: ['name', 'type', 'sort', 'enabled'],
  search: ['name', 'type'],
  form: ['name', 'type', 'sort'],
};

/** 经手人管理: sales, warehouse and finance staff named on bills. */
export function PersonList() {
  return <ResourcePage screen={screen} />;
}
