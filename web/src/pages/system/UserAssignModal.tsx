import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin, Tree, Typography } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { api } from '../../app/api/api';
import { useSaveAction } from '../../platform/hooks/useSaveAction';
import { format, messages } from '../../app/i18n';
import { allUsers, checkedUsers, chosenUserIds, keyedUsers } from './userTree';

const t = messages.system.assignUsers;

export type AssignKind = 'UserDepot' | 'UserCustomer';

/**
 * 分配用户 of a depot or customer: the tenant's users, those holding it checked; saving gives it to exactly the
 * checked users (`/userBusiness/updateOneValueByKeyIdAndType`).
 */
export function UserAssignModal({ kind, target, onClose }: { kind: AssignKind; target: { id: number; name: string }; onClose: () => void }) {
  const tree = useQuery({
    queryKey: ['usersWithChecked', kind, target.id],
    gcTime: 0,
    queryFn: () => api.get('/user/getUserWithChecked', { UBType: kind, UBValue: target.id }),
  });
  const nodes = useMemo(() => keyedUsers(tree.data ?? []), [tree.data]);
  // The user's choice once they touch it, else what the server holds (mounted afresh per row by the parent).
  const [edited, setChecked] = useState<Key[] | null>(null);
  const checked = edited ?? checkedUsers(nodes);
  const what = kind === 'UserDepot' ? t.depot : t.customer;

  const { saving, save } = useSaveAction(
    () => api.post('/userBusiness/updateOneValueByKeyIdAndType', { type: kind, keyIds: chosenUserIds(checked), oneValue: target.id }),
    onClose,
  );

  return (
    <Modal
      open
      title={format(kind === 'UserDepot' ? t.depotTitle : t.customerTitle, { name: target.name })}
      width={560}
      okText={messages.common.save}
      confirmLoading={saving}
      okButtonProps={{ disabled: tree.isFetching || tree.isError }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setChecked(allUsers(nodes))}>
          {t.checkAll}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {t.uncheckAll}
        </Button>
        <Typography.Text type="secondary">{format(t.tip, { kind: what })}</Typography.Text>
      </Space>
      <Spin spinning={tree.isFetching}>
        <div style={{ maxHeight: 420, minHeight: 120, overflow: 'auto' }}>
          {nodes.length > 0 && (
            <Tree checkable defaultExpandAll treeData={nodes} checkedKeys={checked} onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)} />
          )}
        </div>
      </Spin>
    </Modal>
  );
}
