import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarcodeCell } from './BarcodeCell';

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
});
