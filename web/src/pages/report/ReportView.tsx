import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { splitFileList } from '@suanpan/contracts';
import { Button, Card, Empty, Image, Pagination, Skeleton, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import { Chart } from '../../platform/charts/Chart';
import { useFileObjectUrls } from '../../platform/files/useFileObjectUrls';
import { ListCard } from '../../platform/list/ListCard';
import { QueryForm } from '../../platform/list/QueryBar';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { useFieldTitles, useKnownFieldTitles } from '../material/useMaterialLookups';
import { ReportFilterField } from './ReportFilters';
import { isScreenOnlyColumn, type ReportColumn, type ReportConfig, type ReportRow } from './reportTypes';
import type { PrintRows, Report } from './useReport';
import './report.css';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The printable sheet of the report: title, period, the whole filtered set's rows (up to PRINT_ROWS_MAX) and its totals. */
function PrintSheet({ config, report, sheet }: { config: ReportConfig; report: Report; sheet: PrintRows }) {
  const totals = report.data?.totalRow ?? {};
  const period = config.filters.find((f) => f.kind === 'period');
  const { beginTime, endTime } = report.applied;
  const columns = config.columns.filter((c) => !isScreenOnlyColumn(c));
  const fieldTitles = useFieldTitles();
  return createPortal(
    <div className="report-print-sheet">
      <h2>{config.title}</h2>
      {period && (beginTime || endTime) && (
        <p>
          {period.label}：{beginTime ?? ''} 至 {endTime ?? ''}
        </p>
      )}
      {config.summary && report.data && <p>{config.summary(report.data)}</p>}
      {sheet.total > sheet.rows.length && <p>{format(messages.list.printCapped, { total: sheet.total, printed: sheet.rows.length })}</p>}
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key}>{c.property ? fieldTitles[c.property] : c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((r) => (
            <tr key={config.rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'num' : undefined}>
                  {text(r[c.key])}
                </td>
              ))}
            </tr>
          ))}
          <tr className="report-print-total">
            {columns.map((c, i) => (
              <td key={c.key} className={c.numeric ? 'num' : undefined}>
                {totals[c.totalKey ?? c.key] ?? (i === 0 ? '合计' : '')}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

/** The report's chart over the same filters: the picture, or why there is none. */
function ReportChartCard({ chart, report }: { chart: NonNullable<ReportConfig['chart']>; report: Report }) {
  const answer = report.chart.answer;
  const option = answer === undefined ? undefined : chart.option(answer);
  return (
    <Card size="small" title={chart.title} className="report-chart" loading={answer === undefined && report.chart.loading}>
      {option ? (
        <Chart option={option} height={chart.height?.(answer) ?? 260} testId="report-chart" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={answer === undefined ? messages.dashboard.noData : chart.empty(answer)} />
      )}
    </Card>
  );
}

/** A report: query bar, 查询/重置/导出/打印, the summary line, the table with the server's 合计 row, paging. */
export function ReportView({
  config,
  report,
  renderLink,
}: {
  config: ReportConfig;
  report: Report;
  renderLink?: (column: ReportColumn, row: ReportRow) => ReactNode;
}) {
  const { message } = useFeedback();
  // 打印 reads the whole filtered set first, then shows the sheet and opens the browser's print.
  const [preparing, setPreparing] = useState(false);
  const [sheet, setSheet] = useState<PrintRows | null>(null);
  const print = async () => {
    setPreparing(true);
    try {
      setSheet(await report.printRows());
    } catch (e) {
      void message.warning(errorMessage(e, messages.list.loadFailed));
    } finally {
      setPreparing(false);
    }
  };
  useEffect(() => {
    if (!sheet) return;
    const done = () => setSheet(null);
    window.addEventListener('afterprint', done);
    window.print();
    const timer = setTimeout(done, 1000);
    return () => {
      window.removeEventListener('afterprint', done);
      clearTimeout(timer);
    };
  }, [sheet]);
  // Columns titled by the tenant (扩展1-3, 制造商) wait for their names: the table never shows 扩展1 and then 自定义1.
  const knownTitles = useKnownFieldTitles();
  const titlesKnown = knownTitles !== undefined || !config.columns.some((c) => c.property);
  // The page's pictures: the first of each row's image columns, fetched with the session (an <img src> to the API has none).
  const firstPicture = (v: unknown) => splitFileList(typeof v === 'string' ? v : null)[0];
  const pictureColumns = config.columns.filter((c) => c.image);
  const pictures = useFileObjectUrls(
    (report.data?.rows ?? []).flatMap((r) => pictureColumns.map((c) => firstPicture(r[c.key]))).filter((p): p is string => Boolean(p)),
  );
  const cell = (c: ReportColumn, v: unknown, row: ReportRow): ReactNode => {
    if (c.image) {
      const url = pictures[firstPicture(v) ?? ''];
      return url ? <Image src={url} width={40} height={40} style={{ objectFit: 'cover' }} alt={c.title} /> : null;
    }
    if (c.link && renderLink) return renderLink(c, row);
    return c.tip && row[c.tip] ? <Tooltip title={text(row[c.tip])}>{text(v)}</Tooltip> : text(v);
  };
  const columns: ColumnsType<ReportRow> = config.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.property ? knownTitles?.[c.property] : c.title,
    width: c.width,
    align: c.numeric ? 'right' : undefined,
    sorter: c.sortable ? true : undefined,
    sortOrder: report.sort.column === c.key ? (report.sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (v: unknown, row: ReportRow) => cell(c, v, row),
  }));
  const totals = report.data?.totalRow;
  return (
    <ListCard className="report-page">
      <QueryForm
        onSearch={report.search}
        onReset={report.reset}
        extra={
          <>
            {config.exportUrl && (
              <Button icon={<DownloadOutlined />} onClick={() => void report.exportFile()}>
                {messages.common.export}
              </Button>
            )}
            <Button icon={<PrinterOutlined />} disabled={!report.data} loading={preparing} onClick={() => void print()}>
              打印
            </Button>
          </>
        }
      >
        {config.filters.map((f, i) => (
          <ReportFilterField key={i} filter={f} values={report.values} set={report.set} />
        ))}
      </QueryForm>
      {config.summary && report.data && <div className="report-summary">{config.summary(report.data)}</div>}
      {config.chart && <ReportChartCard chart={config.chart} report={report} />}
      {titlesKnown ? (
        <Table<ReportRow>
          rowKey={config.rowKey}
          size="middle"
          columns={columns}
          dataSource={report.data?.rows ?? []}
          loading={report.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            report.changeSort(s?.order ? String(s.field) : undefined, s?.order);
          }}
          summary={() =>
            totals && (report.data?.rows.length ?? 0) > 0 ? (
              <Table.Summary.Row className="list-totals-row">
                {config.columns.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.numeric ? 'right' : undefined}>
                    {totals[c.totalKey ?? c.key] ?? (i === 0 ? messages.list.totalsRow : '')}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      <Pagination
        className="list-pagination"
        current={report.page.current}
        pageSize={report.page.size}
        total={report.data?.total ?? 0}
        showSizeChanger
        showQuickJumper
        showTotal={(total, range) => format(messages.list.total, { from: range[0], to: range[1], total })}
        onChange={report.changePage}
      />
      {sheet && <PrintSheet config={config} report={report} sheet={sheet} />}
    </ListCard>
  );
}
