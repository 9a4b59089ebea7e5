import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { api } from '../../app/api/api';

export interface OrgNode {
  id: number;
  key: number;
  value: number;
  title: string;
  attributes?: string;
  children?: OrgNode[];
}

/**
 * Department picker over `/organization/getOrganizationTree` (`excludeId` leaves out a node and its subtree); `byUser`:
 * the tree the user's data scope may filter reports by (`/organization/getAllOrganizationTreeByUser`, empty unless 全部数据).
 */
export function OrganizationTreeSelect({
  value,
  onChange,
  id,
  excludeId,
  byUser = false,
  style,
}: {
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  id?: string;
  excludeId?: number;
  byUser?: boolean;
  style?: CSSProperties;
}) {
  const tree = useQuery({
    queryKey: ['organizationTree', byUser ? 'byUser' : (excludeId ?? '')],
    queryFn: () =>
      byUser ? api.get('/organization/getAllOrganizationTreeByUser') : api.get('/organization/getOrganizationTree', excludeId ? { id: excludeId } : undefined),
  });
  return (
    <TreeSelect
      id={id}
      style={style}
      aria-label={byUser ? '部门' : undefined}
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
