import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { api } from '../../app/api/api';

/** The platform's tenant packages (`/role/tenantRoleList`), for the tenant form. */
export function TenantRoleSelect({ value, onChange, id }: { value?: number | null; onChange?: (v: number | undefined) => void; id?: string }) {
  const roles = useQuery({ queryKey: ['tenantRoleList'], queryFn: () => api.get('/role/tenantRoleList') });
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={onChange}
      allowClear
      loading={roles.isLoading}
      options={(roles.data ?? []).map((r) => ({ value: Number(r.id), label: r.name }))}
    />
  );
}
