import type { AnyField } from '@suanpan/contracts';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { messages } from '../../app/i18n';

interface Props {
  field: AnyField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  /** Injected by Form.Item: blur-triggered rules (the name check) need it. */
  onBlur?: () => void;
  /** Display texts of coded values. */
  valueLabels?: Record<string, string> | undefined;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const t = messages.resource;

/** The input a contract field gets by its kind; long texts get a text area. Used inside a Form.Item. */
export function FieldInput({ field, value, onChange, disabled, id, valueLabels, onBlur }: Props) {
  const change = (v: unknown): void => onChange?.(v);
  switch (field.kind) {
    case 'enum':
      return (
        <Select
          id={id}
          onBlur={onBlur}
          disabled={disabled}
          value={value}
          onChange={change}
          allowClear={!field.required}
          options={(field.options ?? []).map((o) => ({ value: o, label: valueLabels?.[o] ?? o }))}
        />
      );
    case 'flag':
      return <Switch id={id} disabled={disabled} checked={value === '1'} onChange={(on) => change(on ? '1' : '0')} />;
    case 'bool':
      return <Switch id={id} disabled={disabled} checked={value === true} onChange={change} checkedChildren={t.enabled} unCheckedChildren={t.disabled} />;
    case 'int':
      return <InputNumber id={id} onBlur={onBlur} disabled={disabled} value={value as number} onChange={change} precision={0} style={{ width: '100%' }} />;
    case 'decimal':
      // Money travels as decimal text: stringMode keeps every digit the user typed.
      return <InputNumber<string> id={id} onBlur={onBlur} disabled={disabled} value={value as string} onChange={change} stringMode style={{ width: '100%' }} />;
    case 'datetime':
      return (
        <DatePicker
          id={id}
          disabled={disabled}
          showTime
          style={{ width: '100%' }}
          value={value ? dayjs(String(value)) : null}
          onChange={(d) => change(d ? d.format(DATE_TIME) : undefined)}
        />
      );
    default:
      return maxOf(field) > 200 ? (
        <Input.TextArea id={id} onBlur={onBlur} disabled={disabled} value={value as string} onChange={(e) => change(e.target.value)} rows={3} />
      ) : (
        <Input
          id={id}
          onBlur={onBlur}
          disabled={disabled}
          value={value as string}
          onChange={(e) => change(e.target.value)}
          placeholder={messages.common.inputPlaceholder}
        />
      );
  }
}

function maxOf(field: AnyField): number {
  const bag = (field.input as { maxLength?: number | null }).maxLength;
  return typeof bag === 'number' ? bag : 0;
}
