import { Input } from 'antd';
import { useState } from 'react';

interface Props {
  value: string;
  disabled?: boolean;
  onLookup: (barCode: string) => void;
}

/** The barcode cell: typing a code and pressing Enter (or leaving the cell) looks the product up. */
export function BarcodeCell({ value, disabled, onLookup }: Props) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // A look-up or unit switch replaces the line's barcode: show the new one.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const commit = () => {
    const code = typed.trim();
    if (code && code !== value) onLookup(code);
  };
  return (
    <Input
      size="small"
      className="bill-barcode-cell"
      value={typed}
      disabled={disabled}
      onChange={(e) => setTyped(e.target.value)}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}
