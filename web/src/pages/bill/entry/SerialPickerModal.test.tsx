import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { emptyLine } from '../lines/gridOps';
import { SerialPickerModal } from './SerialPickerModal';

const line = { ...emptyLine(5), barCode: 'P1', name: '手机', unit: '台', snList: 'SN-OLD' };
const serialRow = (n: string) => ({ id: n.length, serialNumber: n, depotName: '仓库1', inBillNo: 'CGRK001', createTime: '2026-01-01 10:00:00' });

// A modal with a table re-rendered over a dozen interactions is slow under happy-dom on a busy machine.
describe('SerialPickerModal', () => {
  it('lists the serials in stock of the line depot, keeps the line serials and returns the chosen ones', async () => {
    const net = installFakeFetch({
      'POST /serialNumber/getEnableSerialNumberList': (call) => {
        const body = call.body as { name?: string };
        return ok(
          body.name ? { rows: [serialRow('SN-2')], total: 1, missInfo: 'SN-9' } : { rows: [serialRow('SN-1'), serialRow('SN-2'), serialRow('SN-3')], total: 3 },
        );
      },
    });
    const onPick = vi.fn();
    renderWithApp(<SerialPickerModal line={line} onPick={onPick} onClose={() => undefined} />);
    const row = async (n: string) => (await screen.findByText(n)).closest('tr') as HTMLElement;
    fireEvent.click(within(await row('SN-1')).getByRole('checkbox'));
    fireEvent.click(within(await row('SN-3')).getByRole('checkbox'));
    const first = net.callsTo('POST', '/serialNumber/getEnableSerialNumberList')[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({ barCode: 'P1', depotId: 5, page: 1 });
    // Searching narrows the list and says which serials were not found; the choice so far is kept.
    fireEvent.change(screen.getByLabelText('序列号'), { target: { value: 'SN-2,SN-9' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('未查询到的序列号：SN-9')).toBeTruthy();
    fireEvent.click(within(await row('SN-2')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /确定/ }));
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect([...(onPick.mock.calls[0]?.[0] as string[])].sort()).toEqual(['SN-1', 'SN-2', 'SN-3', 'SN-OLD']);
  }, 20_000);
});
