import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { api } from '../../app/api/api';
import { useSaveAction } from '../../platform/hooks/useSaveAction';
import { messages } from '../../app/i18n';

type Kind = 'UserDepot' | 'UserCustomer';
interface Option {
  id: number;
  name: string;
}

/** The depots (tree of `/depot/findUserDepot`) or customers (all + the user's) with the user's ones ticked. */
async function loadGrants(kind: Kind, userId: number): Promise<{ options: Option[]; granted: number[] }> {
  if (kind === 'UserDepot') {
    const tree = await api.get('/depot/findUserDepot', { UBType: kind, UBKeyId: userId });
    const leaves = tree.flatMap((root) => root.children ?? []);
    return { options: leaves.map((d) => ({ id: Number(d.id), name: d.title })), granted: leaves.filter((d) => d.checked).map((d) => Number(d.id)) };
  }
  const [all, mine] = await Promise.all([api.get('/supplier/getAllCustomer'), api.get('/supplier/getUserCustomerValue', { UBType: kind, UBKeyId: userId })]);
  return { options: all.rows.map((c) => ({ id: Number(c.id), name: c.supplier })), granted: (mine ?? []).map(Number) };
}

/** 分配仓库 / 分配客户 of a user: which depots and customers the server lets them pick and see. */
export function UserGrantModal({ kind, userId, onClose }: { kind: Kind; userId: number | null; onClose: () => void }) {
  const t = messages.system.user;
  const query = useQuery({ queryKey: ['userGrants', kind, userId], enabled: userId !== null, gcTime: 0, queryFn: () => loadGrants(kind, userId ?? 0) });
  // The user's choice once they touch it, else what the server holds (mounted afresh per user by the parent).
  const [edited, setSelected] = useState<Key[] | null>(null);
  const selected = edited ?? query.data?.granted ?? [];

  const { saving, save } = useSaveAction(
    () => api.post('/userBusiness/add', { type: kind, keyId: userId, value: JSON.stringify(selected.map(Number)) }),
    onClose,
  );

  return (
    <Modal
      open={userId !== null}
      title={kind === 'UserDepot' ? t.assignDepots : t.assignCustomers}
      width={560}
      okText={messages.common.save}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<Option>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.options ?? []}
        columns={[{ title: kind === 'UserDepot' ? t.depotColumn : t.customerColumn, dataIndex: 'name' }]}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
      />
    </Modal>
  );
}
