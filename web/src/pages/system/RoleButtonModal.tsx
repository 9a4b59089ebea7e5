import { useQuery } from '@tanstack/react-query';
import { Checkbox, Empty, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { api } from '../../app/api/api';
import { useSaveAction } from '../../platform/hooks/useSaveAction';
import { format, messages } from '../../app/i18n';
import { allOn, BULK_CODES, BUTTON_ORDER, buttonLabel, grantsJson, initialGrants, offers, toggleAll, type RoleButtonRow } from './roleButtons';

const t = messages.system.role;

/** 分配按钮: per page of the role, checkboxes for the buttons the page offers; bulk 全选 toggles; one save. */
export function RoleButtonModal({ roleId, onClose }: { roleId: number | null; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['roleButtons', roleId],
    enabled: roleId !== null,
    gcTime: 0,
    queryFn: () => api.get('/function/findRoleFunctionsById', { roleId: roleId ?? 0 }),
  });
  const rows = query.data?.rows ?? [];
  // The user's choice once they touch it, else what the role holds (mounted afresh per role by the parent).
  const [edited, setEdited] = useState<Record<number, string[]> | null>(null);
  const grants = edited ?? initialGrants(rows);
  const setGrants = (next: Record<number, string[]>): void => setEdited(next);

  const toggle = (row: RoleButtonRow, code: string, on: boolean): void =>
    setGrants({ ...grants, [row.id]: BUTTON_ORDER.filter((c) => (c === code ? on : (grants[row.id] ?? []).includes(c))) });

  const { saving, save } = useSaveAction(() => api.post('/userBusiness/updateBtnStr', { roleId, btnStr: grantsJson(rows, grants) }), onClose);

  const columns: ColumnsType<RoleButtonRow> = [
    { title: t.functionPage, dataIndex: 'name', width: 140 },
    ...BUTTON_ORDER.map((code) => ({
      title: buttonLabel(code),
      key: code,
      width: 80,
      align: 'center' as const,
      render: (_v: unknown, row: RoleButtonRow) =>
        offers(row, code) ? (
          <Checkbox
            aria-label={`${row.name}-${buttonLabel(code)}`}
            checked={grants[row.id]?.includes(code) ?? false}
            onChange={(e) => toggle(row, code, e.target.checked)}
          />
        ) : null,
    })),
  ];

  const bulk = (code?: (typeof BULK_CODES)[number]) => (
    <Checkbox key={code ?? 'all'} checked={allOn(rows, grants, code)} onChange={(e) => setGrants(toggleAll(rows, grants, e.target.checked, code))}>
      {code ? format(t.checkAllOf, { name: buttonLabel(code) }) : t.checkAll}
    </Checkbox>
  );

  return (
    <Modal
      open={roleId !== null}
      title={t.assignButtons}
      width={900}
      okText={messages.common.save}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 8 }}>
        {bulk()}
        {BULK_CODES.map((c) => bulk(c))}
      </Space>
      <Table<RoleButtonRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420 }}
        locale={{ emptyText: <Empty description={t.noFunctions} /> }}
      />
    </Modal>
  );
}
