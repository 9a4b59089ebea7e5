import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { BillLine } from '../lines/lineTypes';
import { SerialPickerModal } from './SerialPickerModal';

const t = messages.bill.entry;

interface Props {
  line: BillLine;
  /** Issuing kinds pick from the serials in stock; receiving kinds type or scan new ones. */
  picker: boolean;
  disabled: boolean;
  onChange: (snList: string) => void;
}

/** The 序列号 cell: typing/scanning always works; out-bills also open the picker of serials in stock. */
export function SerialCell({ line, picker, disabled, onChange }: Props) {
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const input = (
    <Input
      size="small"
      aria-label={messages.bill.line.snList}
      value={line.snList}
      placeholder={messages.bill.line.serialPlaceholder}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (!picker) return input;
  return (
    <>
      <Space.Compact size="small" style={{ width: '100%' }}>
        {input}
        <Button
          size="small"
          aria-label={t.pickSerials}
          title={t.pickSerials}
          icon={<UnorderedListOutlined />}
          disabled={disabled}
          onClick={() => (line.barCode ? setOpen(true) : void message.warning(t.serialNoBarcode))}
        />
      </Space.Compact>
      {open && (
        <SerialPickerModal
          line={line}
          onClose={() => setOpen(false)}
          onPick={(serials) => {
            onChange(serials.join(','));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
