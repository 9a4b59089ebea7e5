import { functionContract } from '@suanpan/contracts';
import { messages } from '../../app/i18n';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { PushBtnInput } from './PushBtnInput';

const screen: ResourceScreen = {
  contract: functionContract,
  columns: [
    'number',
    'name',
    'parentNumber',
    { key: 'parentName', title: messages.system.fn.parentName, dataIndex: 'parentName' },
    'url',
    'component',
    'sort',
    'enabled',
    'icon',
  ],
  search: ['name'],
  form: ['number', 'name', 'parentNumber', 'url', 'component', 'sort', { key: 'pushBtn', widget: <PushBtnInput />, span: 24 }, 'icon', 'enabled', 'state'],
  defaults: { type: '电脑版', parentNumber: '0' },
  toBody: (body, editing) => (editing ? body : { ...body, type: '电脑版' }),
  nameExists: `${messages.resource.nameExists}！`,
  scrollX: 1300,
};

/** 菜单管理 (platform administrator): the menu functions — number, parent, url, component, icon, sort, buttons. */
export function FunctionList() {
  return <ResourcePage screen={screen} />;
}
