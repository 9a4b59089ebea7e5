import { ScanOutlined } from '@ant-design/icons';
import { Button, Input, Space, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../app/i18n';

const s = messages.bill.scan;

/**
 * 扫码录入: a scanner types the code and sends Enter; each Enter adds a line or one more of an existing line. The input
 * keeps focus so the next scan lands in it too.
 */
export function ScanBar({ onScan }: { onScan: (code: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <Button size="small" icon={<ScanOutlined />} onClick={() => setOpen(true)}>
        {s.open}
      </Button>
    );
  }
  return (
    <Space.Compact size="small">
      <Input
        ref={input}
        className="bill-scan-input"
        style={{ width: 240 }}
        placeholder={s.placeholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // The grid's Enter-to-next must not steal focus from the scanner input.
          e.stopPropagation();
          e.preventDefault();
          const code = value;
          setValue('');
          void onScan(code).then(() => input.current?.focus());
        }}
      />
      <Button onClick={() => setOpen(false)}>{s.close}</Button>
    </Space.Compact>
  );
}
