import { InputNumber } from 'antd';

interface Props {
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  min?: number;
  /** antd's input status: `warning` on a quantity beyond the line's stock. */
  status?: 'warning' | 'error' | undefined;
  'aria-label'?: string;
}

/** A decimal cell: string mode so quantities and money never pass through floats. */
export function NumberCell({ value, onChange, disabled, min = 0, status, ...rest }: Props) {
  return (
    <InputNumber<string>
      size="small"
      stringMode
      min={String(min)}
      value={value}
      disabled={disabled}
      status={status}
      style={{ width: '100%' }}
      onChange={(v) => onChange(v ?? '0')}
      aria-label={rest['aria-label']}
    />
  );
}
