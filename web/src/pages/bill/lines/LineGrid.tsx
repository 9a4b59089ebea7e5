import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BillKind } from '@suanpan/contracts';
import { Alert, Button, Table } from 'antd';
import type { ReactNode } from 'react';
import { format, messages } from '../../../app/i18n';
import { useEnterToNext } from '../../../platform/form/useEnterToNext';
import type { Option } from '../billApi';
import { viewOf } from '../billCatalogue';
import { lineColumns } from './lineColumns';
import { amountTotal, quantityTotals, sumOf } from './lineTotals';
import { money, text } from './lineMath';
import type { BillLine } from './lineTypes';
import type { LineGridState } from './useLineGrid';
import type { LineStock } from './useLineStock';

interface Props {
  kind: BillKind;
  grid: LineGridState;
  depots: Option[];
  organId: number | undefined;
  readOnly?: boolean;
  /** Linked lines belong to an upstream bill: no new lines then (screens §3.3 Editing). */
  locked?: boolean;
  /** The material picker's button, when the picker is available. */
  picker?: ReactNode;
  /** More line tools of the editor (导入明细). */
  tools?: ReactNode;
  /** Opens 选择商品 for one line (from its 条码 cell). */
  onBrowse?: ((key: string, text: string) => void) | undefined;
  /** Live stock of the lines: shown in 库存, and lines going out beyond it warned before saving. */
  stock?: LineStock | undefined;
}

const c = messages.bill.line;
/** The bill's line grid: keyboard-first (Enter moves on, barcode + Enter looks up), live totals below. */
export function LineGrid({ kind, grid, depots, organId, readOnly = false, locked = false, picker, tools, onBrowse, stock }: Props) {
  const { onKeyDown } = useEnterToNext();
  const v = viewOf(kind);
  const columns = [
    ...lineColumns({ kind, grid, depots, organId, readOnly, onBrowse, stock }),
    ...(readOnly
      ? []
      : [
          {
            key: 'op',
            title: '',
            width: 40,
            fixed: 'right' as const,
            render: (_: unknown, l: BillLine) => (
              <Button size="small" type="text" aria-label={c.removeRow} icon={<DeleteOutlined />} onClick={() => grid.remove(l.key)} />
            ),
          },
        ]),
  ];
  return (
    <div className="bill-line-grid" onKeyDown={onKeyDown}>
      {!readOnly && (
        <div className="bill-line-tools">
          <Button size="small" icon={<PlusOutlined />} disabled={locked} onClick={grid.addRow}>
            {c.addRow}
          </Button>
          {picker}
          {tools}
        </div>
      )}
      <Table<BillLine>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={grid.lines}
        pagination={false}
        scroll={{ x: 'max-content', y: 300 }}
        summary={(rows) => (
          <Table.Summary fixed>
            <Table.Summary.Row className="bill-line-totals">
              <Table.Summary.Cell index={0} colSpan={2}>
                {c.total}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={columns.length - 2}>
                {quantityTotals(kind, rows).map(([label, total]) => (
                  <span key={label} className="bill-total-figure">
                    {label}：{text(total)}
                  </span>
                ))}
                {v.prices && (
                  <span className="bill-total-figure">
                    {c.allPrice}：{money(amountTotal(kind, rows))}
                  </span>
                )}
                {v.tax && (
                  <span className="bill-total-figure">
                    {c.taxMoney}：{money(sumOf(rows, 'taxMoney'))}
                  </span>
                )}
                {v.tax && (
                  <span className="bill-total-figure">
                    {c.taxLastMoney}：{money(sumOf(rows, 'taxLastMoney'))}
                  </span>
                )}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
      {stock && stock.shortages.length > 0 && (
        <Alert
          className="bill-line-shortages"
          type="warning"
          showIcon
          title={`${c.shortTitle}（${stock.minusStock ? c.shortAllowed : c.shortRefused}）`}
          description={
            <ul>
              {stock.shortages.map((s) => (
                <li key={s.key}>{format(c.shortLine, { line: s.line, name: s.name, operNumber: s.operNumber, available: s.available, unit: s.unit })}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
