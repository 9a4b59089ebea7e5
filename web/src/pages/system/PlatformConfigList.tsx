import { platformConfigContract } from '@suanpan/contracts';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';

const screen: ResourceScreen = {
  contract: platformConfigContract,
  columns: [
    'platformKey',
    'platformKeyInfo',
    { key: 'platformValue', title: platformConfigContract.fields.platformValue.label, dataIndex: 'platformValue', ellipsis: true },
  ],
  search: ['platformKey'],
  form: ['platformKey', 'platformKeyInfo', 'platformValue'],
};

/** 平台配置 (platform administrator): global key/value settings. */
export function PlatformConfigList() {
  return <ResourcePage screen={screen} />;
}
