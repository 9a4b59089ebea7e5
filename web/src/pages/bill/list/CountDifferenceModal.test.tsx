import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { CountDifferenceModal } from './CountDifferenceModal';

const line = (barCode: string, name: string, book: string, counted: string, difference: string, result: string) => ({
  barCode,
  name,
  standard: null,
  model: null,
  unit: '个',
  depotName: '仓库2',
  bookNumber: book,
  countedNumber: counted,
  difference,
  result,
});

describe('盘点差异 dialog', () => {
  it("shows each line's book, counted, difference and 盘盈/盘亏 tag, the counts of each, and 导出 with the export button", async () => {
    const net = installFakeFetch({
      'GET /stockCheck/differences': ok({
        number: 'PDLR00000000007',
        operTime: '2026-02-02 10:00:00',
        rows: [line('W1', '扳手', '5', '3', '-2', '盘亏'), line('K1', '工具箱', '0', '1', '1', '盘盈'), line('S1', '螺丝', '4', '4', '0', '无差异')],
        gainLines: 1,
        lossLines: 1,
      }),
    });
    renderWithApp(<CountDifferenceModal id={7} canExport onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('盘点差异 PDLR00000000007')).toBeTruthy();
    expect(within(dialog).getByText(/盘盈 1 项，盘亏 1 项/)).toBeTruthy();
    const spanner = within(dialog).getByText('扳手').closest('tr') as HTMLElement;
    expect(within(spanner).getByText('-2')).toBeTruthy();
    expect(within(spanner).getByText('盘亏').className).toContain('red');
    const kit = within(dialog).getByText('工具箱').closest('tr') as HTMLElement;
    expect(within(kit).getByText('盘盈').className).toContain('green');
    expect(net.callsTo('GET', '/stockCheck/differences')[0]?.query.get('id')).toBe('7');
    expect(within(dialog).getByRole('button', { name: '导 出' })).toBeTruthy();
  });

  it('offers no 导出 without the export button', async () => {
    installFakeFetch({ 'GET /stockCheck/differences': ok({ number: 'PDLR1', operTime: '', rows: [], gainLines: 0, lossLines: 0 }) });
    renderWithApp(<CountDifferenceModal id={1} canExport={false} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/盘盈 0 项/);
    expect(within(dialog).queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
