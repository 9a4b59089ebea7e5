import { materialPropertyContract } from '@suanpan/contracts';
import { ResourcePage } from '../../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../../platform/resource/resourceTypes';

// Only the 别名 changes; the four rows exist for every tenant. Screens refetch the titles when they open.
const screen: ResourceScreen = {
  contract: materialPropertyContract,
  columns: ['nativeName', 'anotherName'],
  search: [],
  form: [{ key: 'nativeName', disabled: true }, 'anotherName'],
};

/** 商品属性: the titles of 制造商 and 扩展1-3 for this tenant. */
export function MaterialPropertyList() {
  return <ResourcePage screen={screen} />;
}
