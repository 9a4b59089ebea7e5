import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { BarcodeGrid } from './BarcodeGrid';
import { unitsOfGroup } from '@suanpan/contracts';
import { useBarcodeRows } from './useBarcodeRows';

const units = unitsOfGroup({ basicUnit: '个', otherUnit: '箱', ratio: '12' });

function Harness() {
  const state = useBarcodeRows('5001');
  const { unitGroup, rows } = state;
  useEffect(() => {
    if (rows.length === 0) unitGroup(units);
  }, [rows.length, unitGroup]);
  return (
    <>
      <BarcodeGrid state={state} units={units} sku={false} suggested="5001" />
      <output data-testid="defaults">{rows.map((r) => `${r.commodityUnit}:${r.defaultFlag ? 1 : 0}`).join(' ')}</output>
    </>
  );
}

describe('BarcodeGrid', () => {
  it('shows one row per unit, spreads the base price and moves the default mark', async () => {
    installFakeFetch({});
    renderWithApp(<Harness />);
    const barcodes = await screen.findAllByTestId('barcode-input');
    expect(barcodes.map((i) => (i as HTMLInputElement).value)).toEqual(['5001', '5002']);
    const retail = screen.getAllByLabelText('零售价');
    fireEvent.change(retail[0] as HTMLElement, { target: { value: '3' } });
    expect((screen.getAllByLabelText('零售价')[1] as HTMLInputElement).value).toBe('36');
    expect(screen.getByTestId('defaults').textContent).toBe('个:1 箱:0');
    fireEvent.click(screen.getAllByLabelText('设为默认')[1] as HTMLElement);
    expect(screen.getByTestId('defaults').textContent).toBe('个:0 箱:1');
  });

  it('asks the server whether a barcode is taken and marks the cell', async () => {
    const net = installFakeFetch({
      'GET /materialsExtend/checkIsBarCodeExist': (call) => ok({ status: call.query.get('barCode') === '1001' }),
    });
    renderWithApp(<Harness />);
    const [first] = await screen.findAllByTestId('barcode-input');
    fireEvent.change(first as HTMLElement, { target: { value: '1001' } });
    fireEvent.blur(first as HTMLElement);
    await waitFor(() => expect((first as HTMLElement).className).toContain('status-error'));
    expect(net.callsTo('GET', '/materialsExtend/checkIsBarCodeExist')[0]?.query.get('id')).toBe('0');
    fireEvent.change(first as HTMLElement, { target: { value: '7777' } });
    fireEvent.blur(first as HTMLElement);
    await waitFor(() => expect((first as HTMLElement).className).not.toContain('status-error'));
  });
});
