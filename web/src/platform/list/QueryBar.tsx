import { Button, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import type { ListPage } from './useListPage';

interface QueryFormProps {
  /** The form's id prefix: a query field and the same field of the page's form dialog would otherwise share an id. */
  name?: string;
  form?: FormInstance;
  initialValues?: Record<string, unknown>;
  onValuesChange?: (changed: Record<string, unknown>) => void;
  onSearch: () => void;
  onReset: () => void;
  /** Buttons after 查询 / 重置 (导出, 打印 of a report). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The query form of every list and report page: its fields inline, then 查询 and 重置 (and the page's own buttons). */
export function QueryForm({ name, form, initialValues, onValuesChange, onSearch, onReset, extra, children }: QueryFormProps) {
  return (
    <Form form={form} name={name} layout="inline" className="list-query-bar" initialValues={initialValues} onValuesChange={onValuesChange} onFinish={onSearch}>
      {children}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {messages.common.search}
          </Button>
          <Button onClick={onReset}>{messages.common.reset}</Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The query form of a list: fields are plain Form.Items whose names are query parameter keys. */
export function QueryBar({ list, children }: { list: ListPage; children: ReactNode }) {
  const [form] = Form.useForm();
  return (
    <QueryForm
      name="query"
      form={form}
      initialValues={list.queryParam}
      onValuesChange={(changed) => list.setQueryParam(changed)}
      onSearch={() => list.search()}
      onReset={() => {
        form.resetFields();
        list.reset();
      }}
    >
      {children}
    </QueryForm>
  );
}
