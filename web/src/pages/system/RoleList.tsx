import { roleContract } from '@suanpan/contracts';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { ResourcePageView } from '../../platform/resource/ResourcePage';
import type { ResourceScreen } from '../../platform/resource/resourceTypes';
import { useResourcePage } from '../../platform/resource/useResourcePage';
import { PriceLimitInput } from './PriceLimitInput';
import { RoleButtonModal } from './RoleButtonModal';
import { RoleFunctionModal } from './RoleFunctionModal';

const t = messages.system.role;

/** 角色管理: data type, price masking, and the 分配功能 / 分配按钮 dialogs that decide menus and buttons. */
export function RoleList() {
  const [functionsOf, setFunctionsOf] = useState<number | null>(null);
  const [buttonsOf, setButtonsOf] = useState<number | null>(null);
  const [screen] = useState<ResourceScreen>(() => ({
    contract: roleContract,
    columns: [
      'name',
      'type',
      { key: 'priceLimitStr', title: roleContract.fields.priceLimit.label, dataIndex: 'priceLimitStr', ellipsis: true },
      'description',
      'sort',
      'enabled',
    ],
    search: ['name', 'description'],
    form: ['name', 'type', { key: 'priceLimit', widget: <PriceLimitInput /> }, 'description', 'sort'],
    defaults: { type: '全部数据' },
    modalWidth: 720,
    // 分配功能 | 分配按钮 | 编辑 | 删除 on one line.
    actionWidth: 270,
    rowActions: (row: Row, ctx) =>
      ctx.can(BTN.edit)
        ? [
            <a key="functions" onClick={() => setFunctionsOf(Number(row.id))}>
              {t.assignFunctions}
            </a>,
            <a key="buttons" onClick={() => setButtonsOf(Number(row.id))}>
              {t.assignButtons}
            </a>,
          ]
        : [],
  }));
  const state = useResourcePage(screen);
  return (
    <>
      <ResourcePageView state={state} />
      {functionsOf !== null && <RoleFunctionModal key={functionsOf} roleId={functionsOf} onClose={() => setFunctionsOf(null)} />}
      {buttonsOf !== null && <RoleButtonModal key={buttonsOf} roleId={buttonsOf} onClose={() => setButtonsOf(null)} />}
    </>
  );
}
