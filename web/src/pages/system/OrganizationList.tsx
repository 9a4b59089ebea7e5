import { organizationContract } from '@suanpan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Modal, Popconfirm, Row as GridRow, Space, Tree } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { api } from '../../app/api/api';
import { messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { BTN } from '../../platform/hooks/permissions';
import type { Row } from '../../platform/list/listTypes';
import { formBody } from '../../platform/resource/formBody';
import { OrganizationForm } from './OrganizationForm';
import type { OrgNode } from './OrganizationTreeSelect';
import { ListCard } from '../../platform/list/ListCard';

const t = messages.system.organization;

/** 部门管理: the department tree on the left, the chosen department's form on the right; add, save, delete. */
export function OrganizationList() {
  const { message } = useFeedback();
  const client = useQueryClient();
  const canEdit = usePermissions().has(BTN.edit);
  const [selected, setSelected] = useState<Row | null>(null);
  const [adding, setAdding] = useState(false);
  const [editForm] = Form.useForm<Row>();
  const [addForm] = Form.useForm<Row>();
  const tree = useQuery({ queryKey: ['organizationTree', ''], queryFn: () => api.get('/organization/getOrganizationTree') });

  const refresh = async (): Promise<void> => {
    await client.invalidateQueries({ queryKey: ['organizationTree'] });
  };
  const run = async (action: () => Promise<unknown>, done?: () => void): Promise<void> => {
    try {
      await action();
      void message.success(messages.resource.saved);
      done?.();
      await refresh();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };

  const pick = async (id: number): Promise<void> => {
    const info = await api.get('/organization/findById', { id });
    setSelected(info);
    editForm.setFieldsValue({ ...info, parentId: info.parentId ?? undefined });
  };
  const save = async (): Promise<void> => {
    if (!selected) return void message.warning(t.pick);
    const values = await editForm.validateFields();
    await run(() => http.put('/organization/update', formBody(organizationContract, values, selected)));
  };
  const add = async (): Promise<void> => {
    const values = await addForm.validateFields();
    await run(
      () => http.post('/organization/add', formBody(organizationContract, values, null)),
      () => setAdding(false),
    );
  };
  const remove = (): Promise<void> =>
    run(
      () => http.delete('/organization/delete', { id: Number(selected?.id) }),
      () => {
        setSelected(null);
        editForm.resetFields();
      },
    );

  return (
    <ListCard>
      <Alert type="info" showIcon title={t.tip} style={{ marginBottom: 12 }} />
      <GridRow gutter={16}>
        <Col span={10}>
          <Card
            size="small"
            extra={<a onClick={() => void refresh()}>{t.refresh}</a>}
            title={
              canEdit && (
                <Button
                  type="primary"
                  size="small"
                  onClick={() => {
                    addForm.resetFields();
                    addForm.setFieldsValue({ parentId: selected?.id });
                    setAdding(true);
                  }}
                >
                  {t.addRoot}
                </Button>
              )
            }
          >
            {tree.data?.length ? (
              <Tree<OrgNode>
                treeData={tree.data}
                defaultExpandAll
                selectedKeys={selected ? [Number(selected.id)] : []}
                onSelect={(keys) => keys[0] !== undefined && void pick(Number(keys[0]))}
              />
            ) : (
              <Empty />
            )}
          </Card>
        </Col>
        <Col span={14}>
          <Card size="small" title={selected ? String(selected.orgAbr) : t.pick}>
            <OrganizationForm form={editForm} editing={selected} disabled={!canEdit || !selected} />
            {canEdit && selected && (
              <Space style={{ marginLeft: 90 }}>
                <Button type="primary" onClick={() => void save().catch(() => undefined)}>
                  {messages.common.save}
                </Button>
                <Popconfirm title={messages.list.deleteOne} onConfirm={remove}>
                  <Button danger>{messages.common.delete}</Button>
                </Popconfirm>
              </Space>
            )}
          </Card>
        </Col>
      </GridRow>
      <Modal
        open={adding}
        title={t.addRoot}
        okText={messages.common.save}
        onOk={() => void add().catch(() => undefined)}
        onCancel={() => setAdding(false)}
        forceRender
      >
        <OrganizationForm form={addForm} editing={null} />
      </Modal>
    </ListCard>
  );
}
