import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useMemo, useState } from 'react';
import { messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { fetchList } from './fetchList';
import { buildListParams, isTotalsRow, totalsRow, wantsTotalsRow } from './listQuery';
import { DEFAULT_PAGE_SIZE_OPTIONS, DEFAULT_SORT, type ListPageOptions, type MatchType, type Row, type Sorter, type SuperQueryCondition } from './listTypes';
import { useListActions } from './useListActions';

/**
 * The whole state of a list screen (query, paging, sorting, filters, selection, super query, totals row) and its
 * actions. Views only render what this returns; every list screen uses it.
 */
export function useListPage(options: ListPageOptions) {
  const { message } = useFeedback();
  const rowKey = options.rowKey ?? 'id';
  const sumColumns = useMemo(() => options.sumColumns ?? [], [options.sumColumns]);
  const defaultQuery = options.defaultQuery ?? {};
  const [queryParam, setQueryParam] = useState<Row>(defaultQuery);
  const [applied, setApplied] = useState<Row>(defaultQuery);
  const [filters, setFilters] = useState<Row>({});
  const [current, setCurrent] = useState(1);
  const [pageSize, setPageSize] = useState(options.defaultPageSize ?? 10);
  const [sorter, setSorter] = useState<Sorter>(options.defaultSort ?? DEFAULT_SORT);
  const [superQuery, setSuperQuery] = useState<SuperQueryCondition[]>([]);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [selectedRowKeys, setSelectedRowKeys] = useState<Array<string | number>>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);

  const params = useMemo(
    () => buildListParams({ query: applied, filters, current, pageSize, sorter, superQuery, matchType, fields: options.fields }),
    [applied, filters, current, pageSize, sorter, superQuery, matchType, options.fields],
  );
  const listUrl = options.urls.list;

  const query = useQuery({
    queryKey: ['list', listUrl, params],
    enabled: Boolean(listUrl),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchList(listUrl ?? '', params, (text) => void message.warning(text), signal),
  });

  const pageRows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const rows = useMemo(() => {
    if (!wantsTotalsRow(pageSize) || pageRows.length === 0) return pageRows;
    return [...pageRows, totalsRow(pageRows, rowKey, sumColumns, query.data?.totalRow)];
  }, [pageRows, pageSize, rowKey, sumColumns, query.data?.totalRow]);

  const clearSelection = (): void => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  };

  const reload = async (toFirstPage = false): Promise<void> => {
    if (!listUrl) {
      void message.error(messages.list.missingUrl.replace('{name}', 'list'));
      return;
    }
    if (toFirstPage && current !== 1) {
      setCurrent(1);
      return;
    }
    await query.refetch();
  };

  const search = (): void => {
    if (!listUrl) {
      void message.error(messages.list.missingUrl.replace('{name}', 'list'));
      return;
    }
    setApplied({ ...queryParam });
    setCurrent(1);
    clearSelection();
    if (JSON.stringify(queryParam) === JSON.stringify(applied) && current === 1) void query.refetch();
  };

  const reset = (): void => {
    setQueryParam(defaultQuery);
    setApplied(defaultQuery);
    setFilters({});
    setSuperQuery([]);
    setCurrent(1);
    clearSelection();
  };

  const changePage = (page: number, size: number): void => {
    if (size !== pageSize) {
      setPageSize(size);
      setCurrent(1);
    } else {
      setCurrent(page);
    }
  };

  const changeSorter = (column: string | undefined, order: 'ascend' | 'descend' | null | undefined): void => {
    setSorter(column && order ? { column, order: order === 'ascend' ? 'asc' : 'desc' } : (options.defaultSort ?? DEFAULT_SORT));
  };

  const changeFilters = (next: Row): void => {
    setFilters(next);
    setCurrent(1);
  };

  const select = (keys: Array<string | number>, picked: Row[]): void => {
    const real = picked.filter((r) => !isTotalsRow(r));
    setSelectedRowKeys(keys.filter((k) => real.some((r) => r[rowKey] === k)));
    setSelectedRows(real);
  };

  const applySuperQuery = (conditions: SuperQueryCondition[], type: MatchType): void => {
    setSuperQuery(conditions);
    setMatchType(type);
    setCurrent(1);
  };

  const afterRemove = (count: number): void => {
    // Removing every row of the last page steps back one page instead of showing an empty page.
    if (current > 1 && count >= pageRows.length) setCurrent(current - 1);
    else void query.refetch();
  };

  const actions = useListActions({ options, rowKey, selectedRowKeys, params, clearSelection, afterRemove, reload });

  return {
    rowKey,
    sumColumns,
    rows,
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    queryParam,
    setQueryParam: (patch: Row) => setQueryParam((q) => ({ ...q, ...patch })),
    current,
    pageSize,
    pageSizeOptions: options.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS,
    sorter,
    filters,
    superQuery,
    matchType,
    selectedRowKeys,
    selectedRows,
    search,
    reset,
    reload,
    changePage,
    changeSorter,
    changeFilters,
    select,
    clearSelection,
    applySuperQuery,
    ...actions,
  };
}

export type ListPage = ReturnType<typeof useListPage>;
