import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { messages } from '../../../app/i18n';
import { MaterialPicker } from '../picker/MaterialPicker';
import type { PickedMaterial } from '../picker/pickerApi';

interface Props {
  /** The chosen product's name (ids are kept by the caller). */
  label: string | undefined;
  onPick: (row: PickedMaterial) => void;
  disabled?: boolean;
}

/** A read-only product name with a button that opens the material picker. */
export function MaterialField({ label, onPick, disabled }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={label ?? ''} placeholder={messages.material.yarn.chooseMaterial} onClick={() => !disabled && setOpen(true)} />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {messages.material.picker.choose}
        </Button>
      </Space.Compact>
      {open && (
        <MaterialPicker
          open
          onClose={() => setOpen(false)}
          onSelect={([row]) => {
            setOpen(false);
            if (row) onPick(row);
          }}
        />
      )}
    </>
  );
}
