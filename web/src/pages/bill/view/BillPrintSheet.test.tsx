import { BILL_KINDS } from '@suanpan/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrintData } from '../billApi';
import { BillPrintSheet } from './BillPrintSheet';

/** What /depotHead/printData answers, with only what the sheet reads filled in. */
const printData = (rows: Array<Record<string, string>>, footer: Record<string, string>) =>
  ({
    title: '单据',
    bill: { number: 'X1', operTimeStr: '2026-12-07 10:00:00', status: '1', totalPrice: '0', userName: '张三' },
    rows,
    footer,
    company: null,
    auditorName: '李四',
    partner: null,
    saleAgreement: null,
  }) as unknown as PrintData;

/** The cells of the sheet's 合计 row, by column title. */
function totalsRow(): Record<string, string> {
  const sheet = screen.getByTestId('bill-sheet');
  const titles = within(sheet)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const cells = within(within(sheet).getByText('合计').closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
  return Object.fromEntries(titles.map((t, i) => [t, cells[i] ?? '']));
}

describe('BillPrintSheet 合计', () => {
  it('a production receipt totals 成品 and 原料 apart, and its 金额 is the 成品’s (the cost it books), not 成品 + 原料', () => {
    const rows = [
      { mType: '成品', name: '围巾', operNumber: '4', unitPrice: '10.4', allPrice: '41.6' },
      { mType: '原料', name: '棉纱', operNumber: '8', unitPrice: '3', allPrice: '24' },
      { mType: '原料', name: '染料', operNumber: '2.2', unitPrice: '8', allPrice: '17.6' },
    ];
    // The footer the server sends sums every line (as jshERP's detail footer does): the sheet does not print it.
    render(<BillPrintSheet kind={BILL_KINDS.SCRK} data={printData(rows, { operNumber: '14.2', allPrice: '83.2', taxMoney: '0', taxLastMoney: '83.2' })} />);
    const totals = totalsRow();
    expect(totals['数量']).toBe('成品数量：4　原料数量：10.2');
    expect(totals['金额']).toBe('41.6');
  });

  it('a sale totals every line', () => {
    const rows = [
      { name: '螺丝', operNumber: '2', unitPrice: '3', allPrice: '6', taxMoney: '0.78', taxLastMoney: '6.78' },
      { name: '螺母', operNumber: '3', unitPrice: '1', allPrice: '3', taxMoney: '0.39', taxLastMoney: '3.39' },
    ];
    render(<BillPrintSheet kind={BILL_KINDS.XSCK} data={printData(rows, { operNumber: '5', allPrice: '9', taxMoney: '1.17', taxLastMoney: '10.17' })} />);
    expect(totalsRow()).toMatchObject({ 数量: '5', 金额: '9', 税额: '1.17', 价税合计: '10.17' });
  });
});
