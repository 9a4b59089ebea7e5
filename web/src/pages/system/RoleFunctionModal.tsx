import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { checkedLeaves, grantedIds, treeKeys, type FunctionNode } from './functionTree';

const t = messages.system.role;

/** 分配功能: the function tree the caller may grant, the role's functions checked; saves the complete list. */
export function RoleFunctionModal({ roleId, onClose }: { roleId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const tree = useQuery({
    queryKey: ['roleFunctions', roleId],
    enabled: roleId !== null,
    gcTime: 0,
    queryFn: () => http.get<FunctionNode[]>('/function/findRoleFunction', { UBType: 'RoleFunctions', UBKeyId: roleId ?? 0 }),
  });
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  // The user's choice once they touch it, else what the role holds (mounted afresh per role by the parent).
  const [editedChecked, setChecked] = useState<Key[] | null>(null);
  const [editedExpanded, setExpanded] = useState<Key[] | null>(null);
  const checked = editedChecked ?? checkedLeaves(nodes);
  const expanded = editedExpanded ?? treeKeys(nodes, true);
  const [saving, setSaving] = useState(false);

  const save = async (): Promise<void> => {
    setSaving(true);
    try {
      // Folders travel with their leaves, as the reference stores them.
      await http.post('/role/setFunctions', { roleId, functionIds: grantedIds(nodes, checked) });
      void message.success(messages.list.operationOk);
      onClose();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={roleId !== null} title={t.assignFunctions} width={640} okText={messages.common.save} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(treeKeys(nodes, true))}>{t.expandAll}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{t.collapseAll}</Button>
        <Button size="small" onClick={() => setChecked(treeKeys(nodes, false))}>{t.treeCheckAll}</Button>
        <Button size="small" onClick={() => setChecked([])}>{t.treeUncheckAll}</Button>
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
