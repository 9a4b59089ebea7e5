import { useQuery } from '@tanstack/react-query';
import { Input, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { api } from '../../app/api/api';
import { messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { BTN } from '../../platform/hooks/permissions';
import { ListCard } from '../../platform/list/ListCard';

const t = messages.system.plugin;

interface Plugin {
  id: number;
  pluginId: string;
  name: string;
  version: string;
  description: string | null;
  enabled: boolean;
  installTime: string;
}

/** 插件管理 (platform administrator): the product's optional modules, started and stopped; no code upload. */
export function PluginList() {
  const { message } = useFeedback();
  const { has } = usePermissions();
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: ['plugins', name],
    queryFn: () => api.get('/plugin/list', { name, currentPage: 1, pageSize: 100 }),
  });
  const toggle = async (plugin: Plugin): Promise<void> => {
    try {
      await http.post(`/plugin/${plugin.enabled ? 'stop' : 'start'}/${plugin.id}`);
      void message.success(messages.list.operationOk);
      await list.refetch();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };
  return (
    <ListCard>
      <Input.Search className="list-query-bar" style={{ width: 280 }} placeholder={t.name} allowClear onSearch={setName} enterButton={messages.common.search} />
      <Table<Plugin>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        columns={[
          { title: '#', key: 'i', width: 60, render: (_v, _r, i) => i + 1 },
          {
            title: messages.common.action,
            key: 'action',
            width: 100,
            render: (_v, p) =>
              has(BTN.edit) ? (
                <Popconfirm title={p.enabled ? t.stopConfirm : t.startConfirm} onConfirm={() => toggle(p)}>
                  <a>{p.enabled ? t.stop : t.start}</a>
                </Popconfirm>
              ) : null,
          },
          { title: t.name, dataIndex: 'name' },
          { title: t.key, dataIndex: 'pluginId' },
          { title: t.version, dataIndex: 'version', width: 100 },
          { title: t.description, dataIndex: 'description', ellipsis: true },
          { title: t.installTime, dataIndex: 'installTime', width: 180 },
          {
            title: t.state,
            dataIndex: 'enabled',
            width: 100,
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t.started : t.stopped}</Tag>,
          },
        ]}
      />
    </ListCard>
  );
}
