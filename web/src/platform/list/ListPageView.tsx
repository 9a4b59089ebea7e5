import { Alert, Pagination, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import { useMemo, useState, type ReactNode } from 'react';
import { format, messages } from '../../app/i18n';
import { usePermissions } from '../hooks/usePermissions';
import { withTotalsRow } from './listColumns';
import { isTotalsRow } from './listQuery';
import type { Row } from './listTypes';
import { ListToolbar, type ToolbarConfig } from './ListToolbar';
import { ListCard } from './ListCard';
import { QueryBar } from './QueryBar';
import { SuperQueryModal, type SuperQueryField } from './SuperQueryModal';
import type { ListPage } from './useListPage';

interface Props {
  list: ListPage;
  columns: ColumnsType<Row>;
  queryFields?: ReactNode;
  toolbar?: ToolbarConfig;
  /** Menu url whose button string governs the toolbar (default: current route). */
  permissionPath?: string;
  superQueryFields?: SuperQueryField[];
  /** Overrides the page button string, for lists outside the menu (e.g. one's own messages). */
  can?: (code: string) => boolean;
  selectable?: boolean;
  size?: 'small' | 'middle' | 'large';
  scrollX?: number | string;
}

const flattenFilters = (filters: Record<string, FilterValue | null>): Row =>
  Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v && v.length ? v.join(',') : undefined]));

/** The one list view: query bar, toolbar, selection notice, table and pagination, all driven by useListPage. */
export function ListPageView(props: Props) {
  const { list, toolbar, selectable = true } = props;
  const permissions = usePermissions(props.permissionPath);
  const has = props.can ?? permissions.has;
  const [superOpen, setSuperOpen] = useState(false);
  const { sumColumns } = list;
  const columns = useMemo(() => withTotalsRow(props.columns, sumColumns), [props.columns, sumColumns]);

  const onChange = (_p: TablePaginationConfig, filters: Record<string, FilterValue | null>, sorter: SorterResult<Row> | SorterResult<Row>[]): void => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.field === undefined ? undefined : String(s.field);
    if (field !== list.sorter.column || (s?.order ? (s.order === 'ascend' ? 'asc' : 'desc') : undefined) !== list.sorter.order) {
      list.changeSorter(s?.order ? field : undefined, s?.order);
    }
    const flat = flattenFilters(filters);
    if (JSON.stringify(flat) !== JSON.stringify(list.filters)) list.changeFilters(flat);
  };

  const toolbarConfig = { ...toolbar, superQuery: props.superQueryFields ? () => setSuperOpen(true) : undefined };
  return (
    <ListCard>
      {props.queryFields && <QueryBar list={list}>{props.queryFields}</QueryBar>}
      {toolbar && <ListToolbar list={list} config={toolbarConfig} has={has} />}
      {selectable && list.selectedRowKeys.length > 0 && (
        <Alert
          className="list-selection"
          type="info"
          showIcon
          title={
            <span>
              {format(messages.list.selected, { count: list.selectedRowKeys.length })}
              <a style={{ marginLeft: 24 }} onClick={list.clearSelection}>
                {messages.list.clearSelection}
              </a>
            </span>
          }
        />
      )}
      <Table<Row>
        rowKey={(row) => String(row[list.rowKey])}
        size={props.size ?? 'middle'}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={props.scrollX ? { x: props.scrollX } : undefined}
        rowClassName={(row) => (isTotalsRow(row) ? 'list-totals-row' : '')}
        onChange={onChange}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: list.selectedRowKeys.map(String),
                onChange: (_keys, rows) =>
                  list.select(
                    rows.map((r) => r[list.rowKey] as string | number),
                    rows,
                  ),
                getCheckboxProps: (row) => ({ disabled: isTotalsRow(row), style: isTotalsRow(row) ? { display: 'none' } : undefined }),
              }
            : undefined
        }
      />
      <Pagination
        className="list-pagination"
        current={list.current}
        pageSize={list.pageSize}
        total={list.total}
        pageSizeOptions={list.pageSizeOptions.map(String)}
        showQuickJumper
        showSizeChanger
        showTotal={(total, range) => format(messages.list.total, { from: range[0], to: range[1], total })}
        onChange={list.changePage}
      />
      {props.superQueryFields && superOpen && (
        <SuperQueryModal
          open
          fields={props.superQueryFields}
          initial={list.superQuery}
          initialMatch={list.matchType}
          onApply={list.applySuperQuery}
          onClose={() => setSuperOpen(false)}
        />
      )}
    </ListCard>
  );
}
