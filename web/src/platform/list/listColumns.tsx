import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import { isTotalsRow } from './listQuery';
import type { Row } from './listTypes';

/**
 * The 合计 row shows its label in the first column and figures only in summed columns; every other cell is
 * blank so row actions (edit, delete) never appear on it.
 */
export function withTotalsRow(columns: ColumnsType<Row>, sumColumns: string[]): ColumnsType<Row> {
  return columns.map((column, index) => {
    const key = 'dataIndex' in column ? String(column.dataIndex) : String(column.key);
    const original = column.render;
    return {
      ...column,
      render: (value: unknown, row: Row, rowIndex: number): ReactNode => {
        if (isTotalsRow(row)) {
          if (index === 0) return <strong>{messages.list.totalsRow}</strong>;
          return sumColumns.includes(key) ? <strong>{String(row[key] ?? '')}</strong> : null;
        }
        return original ? (original(value, row, rowIndex) as ReactNode) : (value as ReactNode);
      },
    };
  });
}
