import { PRICE_LIMITS } from '@suanpan/contracts';
import { Checkbox } from 'antd';

const OPTIONS = Object.entries(PRICE_LIMITS).map(([value, label]) => ({ value, label }));

/** 价格屏蔽: checkboxes kept as the contract's comma list of codes ("1,4"). */
export function PriceLimitInput({ value, onChange }: { value?: string | null; onChange?: (value: string) => void }) {
  const checked = (value ?? '').split(',').filter(Boolean);
  return (
    <Checkbox.Group
      options={OPTIONS}
      value={checked}
      // Stored in code order so an unchanged choice never looks edited.
      onChange={(next) =>
        onChange?.(
          OPTIONS.map((o) => o.value)
            .filter((v) => next.includes(v))
            .join(','),
        )
      }
    />
  );
}
