import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { api } from '../../app/api/api';
import { useSaveAction } from '../../platform/hooks/useSaveAction';
import { messages } from '../../app/i18n';
import { checkedLeaves, grantedIds, treeKeys } from './functionTree';

const t = messages.system.role;

/** 分配功能: the function tree the caller may grant, the role's functions checked; saves the complete list. */
export function RoleFunctionModal({ roleId, onClose }: { roleId: number | null; onClose: () => void }) {
  const tree = useQuery({
    queryKey: ['roleFunctions', roleId],
    enabled: roleId !== null,
    gcTime: 0,
    queryFn: () => api.get('/function/findRoleFunction', { UBType: 'RoleFunctions', UBKeyId: roleId ?? 0 }),
  });
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  // The user's choice once they touch it, else what the role holds (mounted afresh per role by the parent).
  const [editedChecked, setChecked] = useState<Key[] | null>(null);
  const [editedExpanded, setExpanded] = useState<Key[] | null>(null);
  const checked = editedChecked ?? checkedLeaves(nodes);
  const expanded = editedExpanded ?? treeKeys(nodes, true);

  // Folders travel with their leaves, as the reference stores them.
  const { saving, save } = useSaveAction(() => api.post('/role/setFunctions', { roleId, functionIds: grantedIds(nodes, checked) }), onClose);

  return (
    <Modal
      open={roleId !== null}
      title={t.assignFunctions}
      width={640}
      okText={messages.common.save}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(treeKeys(nodes, true))}>
          {t.expandAll}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t.collapseAll}
        </Button>
        <Button size="small" onClick={() => setChecked(treeKeys(nodes, false))}>
          {t.treeCheckAll}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {t.treeUncheckAll}
        </Button>
      </Space>
      <Spin spinning={tree.isFetching}>
        <div style={{ maxHeight: 480, overflow: 'auto' }}>
          <Tree
            checkable
            treeData={nodes}
            fieldNames={{ key: 'key', title: 'title', children: 'children' }}
            checkedKeys={checked}
            expandedKeys={expanded}
            onExpand={setExpanded}
            onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
          />
        </div>
      </Spin>
    </Modal>
  );
}
