import { Button, Input, Popover, Space } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';

interface Props {
  label: string;
  placeholder: string;
  onApply: (value: string) => void;
}

/** 采购价-批量 / 期初库存-批量 …: asks for one number and applies it to every row. */
export function BatchValueButton({ label, placeholder, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const apply = (): void => {
    if (value.trim() === '' || Number.isNaN(Number(value))) return;
    onApply(value.trim());
    setOpen(false);
    setValue('');
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Space.Compact>
          <Input autoFocus value={value} placeholder={placeholder} onChange={(e) => setValue(e.target.value)} onPressEnter={apply} style={{ width: 140 }} />
          <Button type="primary" onClick={apply}>
            {messages.common.ok}
          </Button>
        </Space.Compact>
      }
    >
      <Button size="small">{label}</Button>
    </Popover>
  );
}
