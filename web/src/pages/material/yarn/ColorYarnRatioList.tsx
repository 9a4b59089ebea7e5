import { Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { api } from '../../../app/api/api';
import { messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import { ListPageView } from '../../../platform/list/ListPageView';
import type { ListPageOptions, Row } from '../../../platform/list/listTypes';
import { useListPage } from '../../../platform/list/useListPage';
import { ColorYarnRatioModal } from './ColorYarnRatioModal';
import { YarnRequirementModal } from './YarnRequirementModal';

const t = messages.material.yarn;
const OPTIONS: ListPageOptions = {
  urls: { list: '/colorYarnRatio/list', deleteBatch: '/colorYarnRatio/deleteBatch' },
  defaultSort: { column: 'id', order: 'desc' },
};

/** 颜色纱比: yarn shares per finished product and colour, and the yarn requirement calculator. */
export function ColorYarnRatioList() {
  const list = useListPage(OPTIONS);
  const canEdit = usePermissions().has(BTN.edit);
  const [editing, setEditing] = useState<{ id?: number }>();
  const [computing, setComputing] = useState<Row>();
  const { message } = useFeedback();
  // The server deletes ratios by id list only; one row is a list of one.
  const removeOne = async (id: number): Promise<void> => {
    try {
      await api.delete('/colorYarnRatio/deleteBatch', { ids: id });
      void message.success(messages.list.operationOk);
      await list.reload();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };
  const columns: ColumnsType<Row> = [
    {
      title: messages.common.action,
      key: 'action',
      width: 170,
      render: (_v, row) => (
        <Space size={4}>
          {canEdit && <a onClick={() => setEditing({ id: row.id as number })}>{messages.common.edit}</a>}
          <a onClick={() => setComputing(row)}>{t.compute}</a>
          {canEdit && (
            <Popconfirm title={messages.list.deleteOne} onConfirm={() => void removeOne(row.id as number)}>
              <a>{messages.common.delete}</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
    { title: t.finished, dataIndex: 'materialName', width: 160 },
    { title: messages.material.fields.model, dataIndex: 'model', width: 100 },
    { title: t.color, dataIndex: 'color', width: 90 },
    { title: t.yarns, dataIndex: 'yarns' },
    { title: t.lossRate, dataIndex: 'lossRate', width: 90 },
    { title: messages.material.fields.remark, dataIndex: 'remark', width: 140 },
    {
      title: messages.material.fields.enabled,
      dataIndex: 'enabled',
      width: 70,
      render: (v) => <Tag color={v ? 'green' : 'orange'}>{v ? messages.material.flags.enabled : messages.material.flags.disabled}</Tag>,
    },
  ];
  const query = (
    <>
      <Form.Item name="materialParam" label={t.keyword}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="color" label={t.color}>
        <Input allowClear />
      </Form.Item>
    </>
  );
  return (
    <>
      <ListPageView list={list} columns={columns} queryFields={query} toolbar={{ onAdd: () => setEditing({}), batchDelete: true }} />
      {editing && (
        <ColorYarnRatioModal
          id={editing.id}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.reload();
          }}
        />
      )}
      {computing && (
        <YarnRequirementModal
          ratioId={computing.id as number}
          materialId={computing.materialId as number}
          color={String(computing.color ?? '')}
          onClose={() => setComputing(undefined)}
        />
      )}
    </>
  );
}
