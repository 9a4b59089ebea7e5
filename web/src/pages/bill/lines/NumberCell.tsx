import { InputNumber } from 'antd';

interface Props {
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  min?: number;
  'aria-label'?: string;
}

/** A decimal cell: string mode so quantities and money never pass through floats. */
export function NumberCell({ value, onChange, disabled, min = 0, ...rest }: Props) {
  return (
    <InputNumber<string>
      size="small"
      stringMode
      min={String(min)}
      value={value}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(v) => onChange(v ?? '0')}
      aria-label={rest['aria-label']}
    />
  );
}
