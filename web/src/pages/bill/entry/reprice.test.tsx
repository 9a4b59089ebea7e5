import { BILL_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { emptyLine } from '../lines/gridOps';
import { useLineGrid } from '../lines/useLineGrid';

let partner = 4;
const start = [
  { ...emptyLine(1), key: 'a', barCode: 'A1', unit: '个', operNumber: '2', unitPrice: '2', allPrice: '4', taxLastMoney: '4' },
  { ...emptyLine(1), key: 'b', barCode: 'B1', unit: '个', operNumber: '1', unitPrice: '9', allPrice: '9', taxLastMoney: '9', linkId: 70 },
];

function Harness() {
  const grid = useLineGrid({
    kind: BILL_KINDS.XSCK,
    taxIncluded: false,
    organId: () => partner,
    defaultDepot: () => 1,
    onChange: () => undefined,
    initial: start,
  });
  return (
    <div>
      <button type="button" onClick={() => void grid.reprice()}>
        reprice
      </button>
      {grid.lines.map((l) => (
        <div key={l.key} data-testid="line">{`${l.barCode}@${l.unitPrice}+${l.taxRate}%=${l.taxLastMoney}`}</div>
      ))}
    </div>
  );
}

describe('useLineGrid.reprice', () => {
  it('asks the server for the new partner prices of free lines only and applies them', async () => {
    const net = installFakeFetch({
      'GET /material/getMaterialByBarCode': (call) =>
        ok(
          call.query.get('organId') === '5'
            ? [{ id: 1, materialId: 9, barCode: 'A1', name: '可乐', commodityUnit: '个', billPrice: '2.5', taxRate: '10' }]
            : [],
        ),
    });
    renderWithApp(<Harness />);
    partner = 5;
    fireEvent.click(screen.getByText('reprice'));
    await waitFor(() => expect(screen.getAllByTestId('line')[0]?.textContent).toBe('A1@2.5+10%=5.5'));
    expect(screen.getAllByTestId('line')[1]?.textContent).toBe('B1@9+0%=9');
    const call = net.callsTo('GET', '/material/getMaterialByBarCode')[0];
    expect(call?.query.get('barCode')).toBe('A1');
    expect(call?.query.get('prefixNo')).toBe('XSCK');
  });
});
