import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { http } from '../../app/api/http';

/** The platform's tenant packages (`/role/tenantRoleList`), for the tenant form. */
export function TenantRoleSelect({ value, onChange, id }: { value?: number | null; onChange?: (v: number | undefined) => void; id?: string }) {
  const roles = useQuery({ queryKey: ['tenantRoleList'], queryFn: () => http.get<Array<{ id: number; name: string }>>('/role/tenantRoleList') });
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
