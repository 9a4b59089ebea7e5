import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import { ListPageView } from '../../../platform/list/ListPageView';
import type { ListPageOptions, Row } from '../../../platform/list/listTypes';
import { useListPage } from '../../../platform/list/useListPage';
import { PropertyModal } from './PropertyModal';

const t = messages.material.property;
const OPTIONS: ListPageOptions = { urls: { list: '/materialProperty/list' }, defaultSort: { column: 'sort', order: 'asc' } };

/** 商品属性: the titles of 制造商 and 扩展1-3 for this tenant. */
export function MaterialPropertyList() {
  const list = useListPage(OPTIONS);
  const canEdit = usePermissions().has(BTN.edit);
  const [editing, setEditing] = useState<Row>();
  const columns: ColumnsType<Row> = [
    { title: '#', key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
    { title: messages.common.action, key: 'action', width: 100, render: (_v, row) => canEdit && <a onClick={() => setEditing(row)}>{messages.common.edit}</a> },
    { title: t.nativeName, dataIndex: 'nativeName' },
    { title: t.anotherName, dataIndex: 'anotherName' },
  ];
  return (
    <>
      <ListPageView list={list} columns={columns} selectable={false} />
      {editing && <PropertyModal row={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void list.reload(); }} />}
    </>
  );
}
