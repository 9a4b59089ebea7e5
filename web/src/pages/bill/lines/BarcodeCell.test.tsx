import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarcodeCell } from './BarcodeCell';
import type { MaterialRow } from './lineTypes';

const bowl = (barCode: string, name: string): MaterialRow => ({
  id: 1,
  materialId: 1,
  barCode,
  name,
  commodityUnit: '个',
  unit: '个',
  stock: '7',
  lastPrice: '13.5',
});

describe('BarcodeCell', () => {
  it('looks a typed code up once although Enter is followed by the blur of moving on', () => {
    const onLookup = vi.fn();
    render(<BarcodeCell value="" onLookup={onLookup} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'A001' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    expect(onLookup).toHaveBeenCalledTimes(1);
    expect(onLookup).toHaveBeenCalledWith('A001');
    // Typing the code again (say, after the product was created) looks it up again.
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: 'A001' } });
    fireEvent.blur(input);
    expect(onLookup).toHaveBeenCalledTimes(2);
  });

  it('shows the products matching a typed name once typing pauses; Enter takes the first, ↓ moves', async () => {
    const onLookup = vi.fn();
    const onPick = vi.fn();
    const search = vi.fn(async (_text: string) => [bowl('6901', '青花瓷碗'), bowl('6902', '青花瓷盘')]);
    render(<BarcodeCell value="" onLookup={onLookup} search={search} onPick={onPick} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '青' } });
    fireEvent.change(input, { target: { value: '青花' } });
    expect(await screen.findByText('青花瓷盘')).toBeTruthy();
    // One question for the paused text, none for the keystroke before it.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('青花');
    expect(screen.getAllByText(/上次价/)).toHaveLength(2);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ barCode: '6902' }));
    expect(onLookup).not.toHaveBeenCalled();
  });

  it('a code that is exactly a barcode is looked up as scanned, whatever the dropdown says', async () => {
    const onLookup = vi.fn();
    const onPick = vi.fn();
    const search = vi.fn(async () => [bowl('6901', '青花瓷碗'), bowl('69012', '大碗')]);
    render(<BarcodeCell value="" onLookup={onLookup} search={search} onPick={onPick} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '6901' } });
    await waitFor(() => expect(search).toHaveBeenCalled());
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onLookup).toHaveBeenCalledWith('6901');
    expect(onPick).not.toHaveBeenCalled();
  });
});
