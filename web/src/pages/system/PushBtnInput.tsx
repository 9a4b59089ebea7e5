import { BUTTON_LABELS, type ButtonCode } from '@suanpan/contracts';
import { Checkbox } from 'antd';
import { BUTTON_ORDER } from './roleButtons';

const OPTIONS = BUTTON_ORDER.map((code: ButtonCode) => ({ value: code, label: BUTTON_LABELS[code] }));

/** 功能按钮 of a menu function: checkboxes kept as the comma list of codes ("1,3"). */
export function PushBtnInput({ value, onChange }: { value?: string | null; onChange?: (value: string) => void }) {
  const checked = (value ?? '').split(',').filter(Boolean);
  return <Checkbox.Group options={OPTIONS} value={checked} onChange={(next) => onChange?.([...next].sort().join(','))} />;
}
