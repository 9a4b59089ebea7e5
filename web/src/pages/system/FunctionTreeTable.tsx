import { Button, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { messages } from '../../app/i18n';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { ListToolbar } from '../../platform/list/ListToolbar';
import type { Row } from '../../platform/list/listTypes';
import { QueryBar } from '../../platform/list/QueryBar';
import { useResourceColumns } from '../../platform/resource/ResourcePage';
import { ResourceFormModal } from '../../platform/resource/ResourceFormModal';
import { ResourceQueryFields } from '../../platform/resource/ResourceQueryFields';
import type { ResourcePageState } from '../../platform/resource/useResourcePage';
import { folderIds, functionTree } from './functionRows';
import { ListCard } from '../../platform/list/ListCard';

const t = messages.system.fn;

/**
 * The menu functions as a tree table (children under their 上级编号), all in one answer instead of pages; the
 * query bar, toolbar and add/edit modal are the resource screen's own.
 */
export function FunctionTreeTable({ state }: { state: ResourcePageState }) {
  const { list, screen, urls } = state;
  const { has } = usePermissions();
  const allColumns = useResourceColumns(state);
  const columns = useMemo(() => allColumns.filter((c) => c.key !== 'rowIndex'), [allColumns]);
  const tree = useMemo(() => functionTree(list.rows), [list.rows]);
  const folders = useMemo(() => folderIds(tree), [tree]);
  const [expanded, setExpanded] = useState<ReadonlyArray<string | number> | null>(null);
  return (
    <ListCard>
      <QueryBar list={list}>
        <ResourceQueryFields contract={screen.contract} keys={screen.search ?? []} labels={screen.labels} />
      </QueryBar>
      <ListToolbar
        list={list}
        has={has}
        config={{
          onAdd: urls.add ? state.add : undefined,
          batchDelete: Boolean(urls.deleteBatch),
          extra: (
            <Space>
              <Button onClick={() => setExpanded(folders)}>{t.expandAll}</Button>
              <Button onClick={() => setExpanded([])}>{t.collapseAll}</Button>
            </Space>
          ),
        }}
      />
      <Table<Row>
        className="function-tree-table"
        rowKey={(row) => String(row.id)}
        size="middle"
        columns={columns}
        dataSource={tree}
        loading={list.loading}
        pagination={false}
        scroll={{ x: screen.scrollX }}
        expandable={{
          // The indent and expander sit on 名称; antd counts the selection column and then takes one off again.
          expandIconColumnIndex: columns.findIndex((c) => c.key === 'name') + 2,
          expandedRowKeys: (expanded ?? folders).map(String),
          onExpandedRowsChange: (keys) => setExpanded([...keys].map(String)),
        }}
        rowSelection={{
          checkStrictly: true,
          selectedRowKeys: list.selectedRowKeys.map(String),
          onChange: (_keys, rows) =>
            list.select(
              rows.map((r) => r.id as string | number),
              rows,
            ),
        }}
      />
      <ResourceFormModal state={state} />
    </ListCard>
  );
}
