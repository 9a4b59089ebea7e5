import { Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import { ListPageView } from '../../../platform/list/ListPageView';
import type { ListPageOptions, Row } from '../../../platform/list/listTypes';
import { useListPage } from '../../../platform/list/useListPage';
import { AttributeModal } from './AttributeModal';

const t = messages.material.attribute;
const OPTIONS: ListPageOptions = {
  urls: { list: '/materialAttribute/list', delete: '/materialAttribute/delete', deleteBatch: '/materialAttribute/deleteBatch' },
  defaultSort: { column: 'id', order: 'desc' },
};

/** 多属性: attribute names and their values (the SKU dimensions of the product form). */
export function MaterialAttributeList() {
  const list = useListPage(OPTIONS);
  const canEdit = usePermissions().has(BTN.edit);
  const [editing, setEditing] = useState<{ row?: Row }>();
  const columns: ColumnsType<Row> = [
    { title: '#', key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
    {
      title: messages.common.action, key: 'action', width: 120,
      render: (_v, row) => canEdit && (
        <Space>
          <a onClick={() => setEditing({ row })}>{messages.common.edit}</a>
          <Popconfirm title={messages.list.deleteOne} onConfirm={() => void list.deleteOne(row.id as number)}><a>{messages.common.delete}</a></Popconfirm>
        </Space>
      ),
    },
    { title: t.name, dataIndex: 'attributeName', width: 160 },
    { title: t.value, dataIndex: 'attributeValue', render: (v) => String(v ?? '').split('|').filter(Boolean).map((x) => <Tag key={x}>{x}</Tag>) },
  ];
  const query = (
    <>
      <Form.Item name="attributeName" label={t.name}><Input allowClear /></Form.Item>
      <Form.Item name="attributeValue" label={t.value}><Input allowClear /></Form.Item>
    </>
  );
  return (
    <>
      <ListPageView list={list} columns={columns} queryFields={query} toolbar={{ onAdd: () => setEditing({}), batchDelete: true }} />
      {editing && <AttributeModal row={editing.row} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void list.reload(); }} />}
    </>
  );
}
