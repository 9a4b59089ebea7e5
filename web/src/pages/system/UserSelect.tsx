import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { http } from '../../app/api/http';

interface Props {
  value?: number | number[] | null;
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  id?: string;
  /** Defaults to the enabled users of the caller's tenant. */
  url?: string;
}

/** A user picker fed by `/user/getUserList` ([{id, userName}]). */
export function UserSelect({ value, onChange, multiple, id, url = '/user/getUserList' }: Props) {
  const users = useQuery({ queryKey: ['userSelect', url], queryFn: () => http.get<Array<{ id: number; userName: string }>>(url) });
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={onChange}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={users.isLoading}
      options={(users.data ?? []).map((u) => ({ value: Number(u.id), label: u.userName }))}
    />
  );
}
