import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { messages } from '../../app/i18n';
import { ListPageView } from '../list/ListPageView';
import type { Row } from '../list/listTypes';
import { ResourceFormModal } from './ResourceFormModal';
import { ResourceQueryFields, searchableKeys } from './ResourceQueryFields';
import { ResourceRowActions } from './ResourceRowActions';
import { resourceColumns } from './resourceColumns';
import type { ResourceScreen } from './resourceTypes';
import { useResourcePage, type ResourcePageState } from './useResourcePage';

/** The columns of a resource list: #, 操作 (when any action is possible), then the screen's columns. */
export function useResourceColumns(state: ResourcePageState): ColumnsType<Row> {
  const { screen } = state;
  return useMemo(() => {
    const index = { title: '#', key: 'rowIndex', width: 60, align: 'center' as const, render: (_v: unknown, _r: Row, i: number) => i + 1 };
    const action = {
      title: messages.common.action,
      key: 'action',
      width: screen.actionWidth ?? 200,
      render: (_v: unknown, row: Row) => <ResourceRowActions state={state} row={row} />,
    };
    const hidden = new Set(screen.hide ?? []);
    const anyAction =
      Boolean(screen.rowActions) || (Boolean(state.urls.update) && !hidden.has('edit')) || (Boolean(state.urls.delete) && !hidden.has('delete'));
    return [index, ...(anyAction ? [action] : []), ...resourceColumns(screen.contract, screen.columns, screen.labels, screen.valueLabels)];
  }, [state, screen]);
}

/** A resource screen in one line: query bar, toolbar, table and the add/edit modal, from a ResourceScreen. */
export function ResourcePage({ screen }: { screen: ResourceScreen }) {
  const state = useResourcePage(screen);
  return <ResourcePageView state={state} />;
}

export function ResourcePageView({ state }: { state: ResourcePageState }) {
  const { screen, urls, list } = state;
  const columns = useResourceColumns(state);
  const hidden = new Set(screen.hide ?? []);
  const fixed = Object.keys(screen.fixed ?? {});
  const keys = (screen.search ?? searchableKeys(screen.contract)).filter((k) => !fixed.includes(k));
  const status = screen.contract.statusCodes ?? { enable: true, disable: false };
  return (
    <>
      <ListPageView
        list={list}
        columns={columns}
        scrollX={screen.scrollX}
        queryFields={
          keys.length || screen.queryExtra ? (
            <>
              <ResourceQueryFields contract={screen.contract} keys={keys} labels={screen.labels} valueLabels={screen.valueLabels} />
              {screen.queryExtra?.(list)}
            </>
          ) : undefined
        }
        toolbar={{
          onAdd: urls.add && !hidden.has('add') ? state.add : undefined,
          batchDelete: Boolean(urls.deleteBatch) && !hidden.has('delete'),
          enableDisable: urls.batchSetStatus && !hidden.has('status') ? (status as { enable: string; disable: string }) : undefined,
          exportFile: Boolean(urls.exportXls) && !hidden.has('export'),
          extra: screen.toolbarExtra?.(state.ctx),
        }}
      />
      <ResourceFormModal state={state} />
    </>
  );
}
