import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { ListPageView } from './ListPageView';
import type { ListPageOptions, Row } from './listTypes';
import { useListPage } from './useListPage';

const rows = (n: number, from = 1): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `商品${from + i}`, amount: '10.005', stock: 2 }));

const columns: ColumnsType<Row> = [
  { title: '名称', dataIndex: 'name' },
  { title: '金额', dataIndex: 'amount' },
];

function Demo(props: Partial<ListPageOptions>) {
  const list = useListPage({
    urls: { list: '/demo/list', delete: '/demo/delete', deleteBatch: '/demo/deleteBatch', batchSetStatus: '/demo/batchSetStatus' },
    sumColumns: ['amount'],
    ...props,
  });
  return (
    <ListPageView
      list={list}
      columns={columns}
      toolbar={{ batchDelete: true, enableDisable: { enable: '0', disable: '1' } }}
      queryFields={
        <Form.Item label="名称" name="name">
          <Input />
        </Form.Item>
      }
    />
  );
}

function renderDemo(props: Partial<ListPageOptions> = {}, btnStr = '1,3') {
  return renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/demo', btnStr }] }}>
      <Demo {...props} />
    </ShellContext.Provider>,
    { route: '/demo' },
  );
}

describe('useListPage + ListPageView', () => {
  it('requests page 1 with search JSON, page size 10 and createTime descending, and shows "a-b 共N条"', async () => {
    const net = installFakeFetch({ 'GET /demo/list': ok({ rows: rows(10), total: 25 }) });
    renderDemo();
    expect(await screen.findByText('商品1')).toBeTruthy();
    const call = net.callsTo('GET', '/demo/list')[0];
    expect(call?.query.get('search')).toBe('{}');
    expect(call?.query.get('currentPage')).toBe('1');
    expect(call?.query.get('pageSize')).toBe('10');
    expect(call?.query.get('column')).toBe('createTime');
    expect(call?.query.get('order')).toBe('desc');
    expect(screen.getByText('1-10 共25条')).toBeTruthy();
  });

  it('pages and searches with the query form', async () => {
    const net = installFakeFetch({
      'GET /demo/list': (c) => ok({ rows: rows(5, Number(c.query.get('currentPage')) * 100), total: 25 }),
    });
    renderDemo();
    await screen.findByText('商品100');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('商品200')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '螺丝' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => {
      const last = net.callsTo('GET', '/demo/list').at(-1);
      expect(last?.query.get('search')).toBe('{"name":"螺丝"}');
      expect(last?.query.get('currentPage')).toBe('1');
    });
  });

  it('adds the 合计 row only when the page size mod 10 is 1, summing to 2 decimals', async () => {
    installFakeFetch({ 'GET /demo/list': ok({ rows: rows(3), total: 3 }) });
    const { unmount } = renderDemo({ defaultPageSize: 11, pageSizeOptions: [11, 21] });
    expect(await screen.findByText('合计')).toBeTruthy();
    expect(screen.getByText('30.02')).toBeTruthy();
    unmount();
    renderDemo();
    await screen.findByText('商品1');
    expect(screen.queryByText('合计')).toBeNull();
  });

  it("shows the server's totals over the whole filtered set in the 合计 row, not the page's sum", async () => {
    installFakeFetch({ 'GET /demo/list': ok({ rows: rows(3), total: 40, totalRow: { amount: '400.2' } }) });
    renderDemo({ defaultPageSize: 11, pageSizeOptions: [11, 21] });
    expect(await screen.findByText('合计')).toBeTruthy();
    expect(screen.getByText('400.20')).toBeTruthy();
    expect(screen.queryByText('30.02')).toBeNull();
  });

  it('asks for a selection, then confirms and deletes the selected rows', async () => {
    const net = installFakeFetch({
      'GET /demo/list': ok({ rows: rows(3), total: 3 }),
      'DELETE /demo/deleteBatch': ok({ message: '删除成功' }),
    });
    renderDemo();
    await screen.findByText('商品1');
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    const checkboxes = screen.getAllByRole('checkbox');
    fireEvent.click(checkboxes[1] as HTMLElement);
    fireEvent.click(checkboxes[2] as HTMLElement);
    expect(await screen.findByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确认删除').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('是否删除选中的 2 条数据？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(net.callsTo('DELETE', '/demo/deleteBatch')).toHaveLength(1));
    expect(net.callsTo('DELETE', '/demo/deleteBatch')[0]?.query.get('ids')).toBe('1,2');
  });

  it('confirms batch status changes naming the action and the count', async () => {
    const net = installFakeFetch({ 'GET /demo/list': ok({ rows: rows(2), total: 2 }), 'POST /demo/batchSetStatus': ok({}) });
    renderDemo();
    await screen.findByText('商品1');
    fireEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /禁\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确认禁用').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('是否禁用选中的 1 条数据？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(net.callsTo('POST', '/demo/batchSetStatus')[0]?.body).toEqual({ status: '1', ids: '1' }));
  });

  it('hides edit buttons without code 1 in the page button string', async () => {
    installFakeFetch({ 'GET /demo/list': ok({ rows: rows(1), total: 1 }) });
    renderDemo({}, '3');
    await screen.findByText('商品1');
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('warns with the data of code 510 and with the generic message on a failure', async () => {
    installFakeFetch({ 'GET /demo/list': ok(null) });
    installFakeFetch({ 'GET /demo/list': { body: { code: 510, data: '请选择仓库，再进行查询' } } });
    const { unmount } = renderDemo();
    expect(await screen.findByText('请选择仓库，再进行查询')).toBeTruthy();
    unmount();
    installFakeFetch({ 'GET /demo/list': { status: 500, body: { code: 500, data: { message: 'boom' } } } });
    renderDemo();
    expect(await screen.findByText('加载数据失败，请稍后再试')).toBeTruthy();
  });

  it('reports a missing list address', async () => {
    installFakeFetch({});
    renderDemo({ urls: {} });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('请设置url.list属性!')).toBeTruthy();
  });
});
