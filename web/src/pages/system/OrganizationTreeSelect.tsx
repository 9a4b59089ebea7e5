import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { api } from '../../app/api/api';

export interface OrgNode {
  id: number;
  key: number;
  value: number;
  title: string;
  attributes?: string;
  children?: OrgNode[];
}

/** Department picker over `/organization/getOrganizationTree` (`excludeId` leaves out a node and its subtree). */
export function OrganizationTreeSelect({
  value,
  onChange,
  id,
  excludeId,
}: {
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  id?: string;
  excludeId?: number;
}) {
  const tree = useQuery({
    queryKey: ['organizationTree', excludeId ?? ''],
    queryFn: () => api.get('/organization/getOrganizationTree', excludeId ? { id: excludeId } : undefined),
  });
  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={onChange}
      allowClear
      treeDefaultExpandAll
      treeData={tree.data ?? []}
      loading={tree.isLoading}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
