import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import type { ListPage } from './useListPage';

/** The query form: fields are plain Form.Items whose names are query parameter keys. */
export function QueryBar({ list, children }: { list: ListPage; children: ReactNode }) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      // Its own id prefix: a query field and the same field of the page's form dialog would otherwise share an id,
      // and the dialog's label would point at the query bar's input.
      name="query"
      layout="inline"
      className="list-query-bar"
      initialValues={list.queryParam}
      onValuesChange={(changed: Record<string, unknown>) => list.setQueryParam(changed)}
      onFinish={() => list.search()}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {messages.common.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              list.reset();
            }}
          >
            {messages.common.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
