import Decimal from 'decimal.js';
import type { QueryParams } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { type MatchType, type Row, type Sorter, type SuperQueryCondition, TOTALS_KEY } from './listTypes';

export interface QueryState {
  query: Row;
  filters: Row;
  current: number;
  pageSize: number;
  sorter: Sorter;
  superQuery: SuperQueryCondition[];
  matchType: MatchType;
  fields?: string[] | undefined;
}

/** The list call's parameters (spec §7.3): search JSON, paging, sort column/order, fields, super query. */
export function buildListParams(s: QueryState): QueryParams {
  const search: Row = {};
  for (const [key, value] of Object.entries({ ...s.query, ...s.filters })) {
    if (value !== undefined && value !== null && value !== '') search[key] = value;
  }
  const params: QueryParams = {
    search: JSON.stringify(search),
    currentPage: s.current,
    pageSize: s.pageSize,
    column: s.sorter.column,
    order: s.sorter.order,
  };
  if (s.fields?.length) params.field = s.fields.join(',');
  if (s.superQuery.length > 0) {
    params.superQueryParams = JSON.stringify(s.superQuery);
    params.superQueryMatchType = s.matchType;
  }
  return params;
}

/** The totals row applies only when the page size leaves remainder 1 by 10 (11, 21, …): spec §2.3. */
export const wantsTotalsRow = (pageSize: number): boolean => pageSize % 10 === 1;

function toDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return new Decimal(value.trim());
  return undefined;
}

/**
 * Sums the given columns over the page to 2 decimals with decimal arithmetic (never float sums on money).
 * A server-provided totalRow wins for the columns it has.
 */
export function totalsRow(rows: Row[], rowKey: string, columns: string[], serverTotals?: Row): Row {
  const result: Row = { [rowKey]: TOTALS_KEY, [TOTALS_KEY]: true, label: messages.list.totalsRow };
  for (const column of columns) {
    const fromServer = toDecimal(serverTotals?.[column]);
    const sum = fromServer ?? rows.reduce((acc, row) => acc.plus(toDecimal(row[column]) ?? 0), new Decimal(0));
    result[column] = sum.toFixed(2);
  }
  return result;
}

export const isTotalsRow = (row: Row): boolean => row[TOTALS_KEY] === true;
