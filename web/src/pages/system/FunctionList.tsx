import { functionContract, PAGE_SIZE_MAX } from '@suanpan/contracts';
import { messages } from '../../app/i18n';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { useResourcePage } from '../../platform/resource/useResourcePage';
import { FunctionTreeTable } from './FunctionTreeTable';
import { PushBtnInput } from './PushBtnInput';

const t = messages.system.fn;

const screen: ResourceScreen = {
  contract: functionContract,
  columns: [
    'number',
    'name',
    'parentNumber',
    { key: 'parentName', title: t.parentName, dataIndex: 'parentName' },
    'url',
    'component',
    'sort',
    'enabled',
    'icon',
  ],
  search: ['name'],
  form: [
    { key: 'number', existsCheck: { url: '/function/checkIsNumberExist', message: t.numberExists } },
    'name',
    'parentNumber',
    'url',
    'component',
    'sort',
    { key: 'pushBtn', widget: <PushBtnInput />, span: 24 },
    'icon',
    'enabled',
    'state',
  ],
  defaults: { type: '电脑版', parentNumber: '0' },
  toBody: (body, editing) => (editing ? body : { ...body, type: '电脑版' }),
  nameExists: `${messages.resource.nameExists}！`,
  // The whole menu in one answer: a tree cannot be cut into pages.
  defaultPageSize: PAGE_SIZE_MAX,
  pageSizeOptions: [PAGE_SIZE_MAX],
  scrollX: 1300,
  actionWidth: 120,
};

/** 菜单管理 (platform administrator): the menu tree — number, parent, url, component, icon, sort, buttons. */
export function FunctionList() {
  const state = useResourcePage(screen);
  return <FunctionTreeTable state={state} />;
}
