import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaperSheet } from './PaperSheet';

describe('PaperSheet (the goods bills’ and finance documents’ printable view)', () => {
  it('lays out company, title, header facts, the lines, a 合计 row from the caller and the signatures', () => {
    render(
      <PaperSheet
        testId="sheet"
        company="算盘商贸有限公司"
        title="采购订单"
        meta={[
          ['单据编号', 'CGDD00000000001'],
          ['供应商', '供应商甲'],
        ]}
        cols={[
          ['name', '名称'],
          ['operNumber', '数量'],
          ['remark', '备注'],
        ]}
        rows={[
          { id: 1, name: '螺丝', operNumber: '2', remark: '加急' },
          { id: 2, name: '螺母', operNumber: '3', remark: null },
        ]}
        cell={(row, key) => (row[key] === null ? '' : String(row[key]))}
        total={(key) => (key === 'operNumber' ? '5' : '')}
        creator="张三"
      />,
    );
    const sheet = screen.getByTestId('sheet');
    expect(within(sheet).getByText('算盘商贸有限公司')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: '采购订单' })).toBeTruthy();
    expect(within(sheet).getByText('单据编号：CGDD00000000001')).toBeTruthy();
    expect(within(sheet).getByText('供应商：供应商甲')).toBeTruthy();
    expect(
      within(sheet)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['名称', '数量', '备注']);
    expect(within(sheet).getByText('加急')).toBeTruthy();
    const total = within(sheet).getByText('合计').closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['合计', '5', '']);
    expect(within(sheet).getByText('制单人：张三')).toBeTruthy();
  });

  it('leaves the company line out when the tenant has none', () => {
    render(<PaperSheet testId="sheet" title="收款单" meta={[]} cols={[['a', 'A']]} rows={[]} cell={() => ''} total={() => ''} creator="" />);
    expect(screen.getByTestId('sheet').firstElementChild?.tagName).toBe('H2');
  });
});
