import { BILL_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { ScanBar } from './ScanBar';
import { useLineGrid } from './useLineGrid';

function Harness() {
  const grid = useLineGrid({ kind: BILL_KINDS.XSCK, taxIncluded: false, organId: () => 4, defaultDepot: () => 1, onChange: () => undefined, initial: [] });
  return (
    <div>
      <ScanBar onScan={grid.scan} />
      {grid.lines.map((l) => (
        <div key={l.key} data-testid="line">{`${l.barCode}×${l.operNumber}=${l.allPrice}@${l.depotId}`}</div>
      ))}
    </div>
  );
}

const scan = (code: string) => {
  const input = screen.getByPlaceholderText('请扫描商品条码并回车');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('useLineGrid scanning against the server look-up', () => {
  it('looks a new barcode up once, then increments locally; an unknown code shows the server message', async () => {
    const net = installFakeFetch({
      'GET /material/getMaterialByBarCode': (call) =>
        call.query.get('barCode') === 'A001'
          ? ok([{ id: 1, materialId: 9, barCode: 'A001', name: '可乐', commodityUnit: '瓶', billPrice: '2.5', taxRate: '0', depotId: 1 }])
          : { status: 400, body: { code: 8000026, data: { message: '商品条码ZZZ不存在' } } },
    });
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByText('扫码录入'));
    scan('A001');
    expect((await screen.findByTestId('line')).textContent).toBe('A001×1=2.5@1');
    scan('A001');
    await waitFor(() => expect(screen.getByTestId('line').textContent).toBe('A001×2=5@1'));
    const lookups = net.callsTo('GET', '/material/getMaterialByBarCode');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.query.get('prefixNo')).toBe('XSCK');
    expect(lookups[0]?.query.get('organId')).toBe('4');
    scan('ZZZ');
    expect(await screen.findByText('商品条码ZZZ不存在')).toBeTruthy();
    expect(screen.getAllByTestId('line')).toHaveLength(1);
  });
});
