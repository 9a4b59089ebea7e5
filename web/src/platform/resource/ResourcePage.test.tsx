import { personContract } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { ResourcePage } from './ResourcePage';
import type { ResourceScreen } from './resourceTypes';

const screenDef: ResourceScreen = { contract: personContract, columns: ['name', 'type', 'sort', 'enabled'], form: ['name', 'type', 'sort'] };
const rows = [
  { id: 1, name: '张三', type: '销售员', sort: '1', enabled: true },
  { id: 2, name: '李四', type: '财务员', sort: '2', enabled: false },
];

function renderPage(btnStr: string) {
  return renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/system/person', btnStr }] }}>
      <ResourcePage screen={screenDef} />
    </ShellContext.Provider>,
    { route: '/system/person' },
  );
}

describe('ResourcePage (contract-driven screen)', { timeout: 30_000 }, () => {
  it('labels columns from the contract, tags the status, sorts by the contract default and searches by search key', async () => {
    const net = installFakeFetch({ 'GET /person/list': ok({ rows, total: 2 }) });
    renderPage('1');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getAllByText('姓名').length).toBeGreaterThan(0);
    expect(screen.getByText('禁用')).toBeTruthy();
    const first = net.callsTo('GET', '/person/list')[0];
    expect(first?.query.get('column')).toBe('sort');
    expect(first?.query.get('order')).toBe('asc');
    const bar = document.querySelector('.list-query-bar') as HTMLElement;
    fireEvent.change(within(bar).getByLabelText('姓名'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(net.callsTo('GET', '/person/list').at(-1)?.query.get('search')).toBe('{"name":"张"}'));
  });

  it('hides add, delete and status buttons without the edit button, and export without button 3', async () => {
    installFakeFetch({ 'GET /person/list': ok({ rows, total: 2 }) });
    renderPage('');
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('validates with the contract messages, checks the name, and posts only writable fields', async () => {
    const net = installFakeFetch({
      'GET /person/list': ok({ rows, total: 2 }),
      'GET /person/checkIsNameExist': (c) => ok({ status: c.query.get('name') === '张三' }),
      'POST /person/add': ok({ id: 3, message: '成功' }),
    });
    renderPage('1');
    await screen.findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入姓名!')).toBeTruthy();
    expect(within(dialog).getByText('请选择类型!')).toBeTruthy();
    const name = within(dialog).getByLabelText('姓名');
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    expect(await within(dialog).findByText('姓名不能超过50个字符')).toBeTruthy();
    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.blur(name);
    expect(await within(dialog).findByText('名称已经存在')).toBeTruthy();
    fireEvent.change(name, { target: { value: '王五' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('类型'));
    fireEvent.click(await screen.findByTitle('仓管员'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(net.callsTo('POST', '/person/add')).toHaveLength(1));
    expect(net.callsTo('POST', '/person/add')[0]?.body).toEqual({ name: '王五', type: '仓管员' });
  });

  it('shows a server refusal on the field it names', async () => {
    installFakeFetch({
      'GET /person/list': ok({ rows, total: 2 }),
      'GET /person/checkIsNameExist': ok({ status: false }),
      'PUT /person/update': { status: 409, body: { code: 409, data: { message: '名称已经存在', field: 'name' } } },
    });
    renderPage('1');
    await screen.findByText('张三');
    fireEvent.click(screen.getAllByText('编辑')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('姓名') as HTMLInputElement).value).toBe('张三'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('名称已经存在')).toBeTruthy();
  });
});
