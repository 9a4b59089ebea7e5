import { PAGE_SIZE_MAX } from '@suanpan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http, type QueryParams } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { useDownload } from '../../platform/list/useDownload';
import { initialValues } from './ReportFilters';
import type { ReportConfig, ReportData, ReportRow } from './reportTypes';

type Values = Record<string, string | undefined>;

/** The most rows a print sheet holds; beyond it the sheet says so and the spreadsheet (导出) has them all. */
export const PRINT_ROWS_MAX = 5000;

/** What 打印 puts on paper: the filtered set's rows in the screen's order (up to PRINT_ROWS_MAX) and its count. */
export interface PrintRows {
  rows: ReportRow[];
  total: number;
}

/** The whole state of a report screen — query values, the applied query, page, server sort — and its calls. */
export function useReport(config: ReportConfig) {
  const { message } = useFeedback();
  const [values, setValues] = useState<Values>(() => initialValues(config.filters));
  const [applied, setApplied] = useState<Values>(values);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const period = config.filters.find((f) => f.kind === 'period');
  const required = Boolean(period?.required);
  const ready = !required || Boolean(applied.beginTime && applied.endTime);

  const params = (): QueryParams => {
    const p: QueryParams = { ...config.fixed };
    for (const [k, v] of Object.entries(applied)) if (v !== undefined && v !== '') p[k] = v;
    if (sort.column) Object.assign(p, { column: sort.column, order: sort.order });
    return p;
  };
  const paged = { ...params(), currentPage: page.current, pageSize: page.size };

  const query = useQuery({
    queryKey: ['report', config.url, paged],
    enabled: ready,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      try {
        return await http.get<ReportData>(config.url, paged, signal);
      } catch (e) {
        if (!signal.aborted) void message.warning(errorMessage(e, messages.list.loadFailed));
        return { rows: [], total: 0 } as ReportData;
      }
    },
  });
  const totals = useQuery({
    queryKey: ['report', config.totalsUrl, params()],
    enabled: ready && Boolean(config.totalsUrl),
    queryFn: ({ signal }) => http.get<Record<string, unknown>>(config.totalsUrl!, params(), signal),
  });
  const chart = useQuery({
    queryKey: ['report', config.chart?.url, params()],
    enabled: ready && Boolean(config.chart),
    queryFn: ({ signal }) => http.get<unknown>(config.chart!.url, params(), signal),
  });
  const download = useDownload();

  return {
    values,
    applied,
    set: (patch: Values) => setValues((v) => ({ ...v, ...patch })),
    search: () => {
      if (required && !(values.beginTime && values.endTime)) {
        void message.warning(`请选择${period!.label}！`);
        return;
      }
      setApplied({ ...values });
      setPage((p) => ({ ...p, current: 1 }));
    },
    reset: () => {
      const first = initialValues(config.filters);
      setValues(first);
      setApplied(first);
      setSort({});
      setPage((p) => ({ ...p, current: 1 }));
    },
    page,
    changePage: (current: number, size: number) => setPage(size !== page.size ? { current: 1, size } : { current, size }),
    sort,
    changeSort: (column: string | undefined, order: 'ascend' | 'descend' | null | undefined) =>
      setSort(column && order ? { column, order: order === 'ascend' ? 'asc' : 'desc' } : {}),
    data: query.data && totals.data ? { ...query.data, ...totals.data } : query.data,
    loading: query.isFetching,
    chart: { answer: chart.data, loading: chart.isFetching },
    exportFile: () => config.exportUrl && download(config.exportUrl, params(), `${config.title}.xlsx`),
    /** The whole filtered set for the print sheet, read page by page at the largest page size the server allows. */
    printRows: async (): Promise<PrintRows> => {
      const rows: ReportRow[] = [];
      for (let current = 1; ; current += 1) {
        const data = await http.get<ReportData>(config.url, { ...params(), currentPage: current, pageSize: PAGE_SIZE_MAX });
        rows.push(...data.rows);
        if (data.rows.length < PAGE_SIZE_MAX || rows.length >= Math.min(data.total, PRINT_ROWS_MAX)) {
          return { rows: rows.slice(0, PRINT_ROWS_MAX), total: data.total };
        }
      }
    },
  };
}

export type Report = ReturnType<typeof useReport>;
