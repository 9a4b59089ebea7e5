import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { billApi } from './billApi';

interface Props {
  /** 供应商 / 客户 / 会员; `null` for any trading partner (往来单位). */
  type: string | null;
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
  disabled?: boolean;
}

/** 供应商/客户/会员 (or 往来单位) picker, searching as you type (500 ms debounce, screens §3.1). */
export function PartnerSelect({ type, value, onChange, placeholder, style, disabled }: Props) {
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(typed), 500);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useQuery({ queryKey: ['bill', 'partners', type, key], queryFn: () => billApi.partners(type, key || undefined), staleTime: 30_000 });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(v: number | undefined) => onChange?.(v)}
      options={options.data ?? []}
      placeholder={placeholder}
      style={style ?? { width: 180 }}
      disabled={disabled}
      loading={options.isFetching}
    />
  );
}
