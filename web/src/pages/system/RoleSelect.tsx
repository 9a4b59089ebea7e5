import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { api } from '../../app/api/api';

/** Role picker: the tenant's enabled roles (`/role/allList`). */
export function RoleSelect({ value, onChange, id }: { value?: number | null; onChange?: (v: number | undefined) => void; id?: string }) {
  const roles = useQuery({ queryKey: ['roleAllList'], queryFn: () => api.get('/role/allList') });
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={onChange}
      loading={roles.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={(roles.data ?? []).map((r) => ({ value: Number(r.id), label: r.name }))}
    />
  );
}
