import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type ApiAnswer } from '../../app/api/api';
import { format, messages } from '../../app/i18n';

const t = messages.system.systemMsg;
const PAGE_SIZE = 5;

/** A user of any tenant, as `/systemMessage/recipients` lists them. */
export type Recipient = ApiAnswer<'GET', '/systemMessage/recipients'>['rows'][number];

const label = (r: Recipient) => `${r.loginName}(${r.username}) · ${r.tenantLoginName}`;

/**
 * The recipients of an announcement to chosen users: search users of every tenant, tick them page by page; the
 * chosen ones stay as tags across searches and pages. A form control (`value` / `onChange`).
 */
export function RecipientPicker({ value = [], onChange }: { value?: Recipient[]; onChange?: (next: Recipient[]) => void }) {
  const [name, setName] = useState('');
  const [current, setCurrent] = useState(1);
  const page = useQuery({
    queryKey: ['announcementRecipients', name, current],
    placeholderData: keepPreviousData,
    queryFn: () => api.get('/systemMessage/recipients', { name, currentPage: current, pageSize: PAGE_SIZE }),
  });
  const rows = page.data?.rows ?? [];
  const chosen = new Set(value.map((r) => r.id));
  const setPageChoice = (keys: number[]): void => {
    const onPage = new Set(rows.map((r) => r.id));
    const kept = value.filter((r) => !onPage.has(r.id));
    onChange?.([...kept, ...rows.filter((r) => keys.includes(r.id))]);
  };
  return (
    <div className="recipient-picker">
      <Space wrap size={[4, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{format(t.chosen, { count: value.length })}</Typography.Text>
        {value.length > 0 && <a onClick={() => onChange?.([])}>{t.clearChosen}</a>}
        {value.map((r) => (
          <Tag key={r.id} closable onClose={() => onChange?.(value.filter((v) => v.id !== r.id))}>
            {label(r)}
          </Tag>
        ))}
      </Space>
      <Input.Search
        allowClear
        placeholder={t.userSearch}
        onSearch={(text) => {
          setName(text.trim());
          setCurrent(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Table<Recipient>
        size="small"
        rowKey="id"
        loading={page.isFetching}
        dataSource={rows}
        columns={[
          { title: t.loginName, dataIndex: 'loginName' },
          { title: t.username, dataIndex: 'username' },
          { title: t.tenant, dataIndex: 'tenantLoginName' },
        ]}
        rowSelection={{
          selectedRowKeys: rows.filter((r) => chosen.has(r.id)).map((r) => r.id),
          onChange: (keys) => setPageChoice(keys.map(Number)),
        }}
        pagination={{ current, pageSize: PAGE_SIZE, total: page.data?.total ?? 0, showSizeChanger: false, size: 'small', onChange: setCurrent }}
      />
    </div>
  );
}
