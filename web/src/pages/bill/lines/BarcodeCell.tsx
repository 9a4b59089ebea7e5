import { Input } from 'antd';
import { useRef, useState } from 'react';

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
  // Enter both looks up and moves focus on (blur): one code must be looked up once, or a late second answer
  // would reset what the user typed into the line meanwhile.
  const sent = useRef(value);
  const commit = () => {
    const code = typed.trim();
    if (!code || code === value || code === sent.current) return;
    sent.current = code;
    onLookup(code);
  };
  return (
    <Input
      size="small"
      className="bill-barcode-cell"
      value={typed}
      disabled={disabled}
      onChange={(e) => {
        sent.current = '';
        setTyped(e.target.value);
      }}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}
