import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { DictList } from './DictList';

function renderDicts() {
  return renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/system/dict', btnStr: '1' }] }}>
      <DictList />
    </ShellContext.Provider>,
    { route: '/system/dict' },
  );
}

const type = { id: 12, dictId: 12, dictName: '系统开关', dictType: 'sys_normal_disable', status: '0', remark: null, createTime: '2026-11-01 10:00:00' };

describe('字典管理', { timeout: 30_000 }, () => {
  it('lists the types; a type key opens its rows (asked for that type), each shown with its tag and status', async () => {
    const net = installFakeFetch({
      'GET /dict/type/list': ok({ rows: [type], total: 1 }),
      'GET /dict/data/list': ok({
        rows: [{ id: 11, dictCode: 11, dictType: 'sys_normal_disable', dictLabel: '正常', dictValue: '0', dictSort: 1, listClass: 'success', status: '0' }],
        total: 1,
      }),
    });
    renderDicts();
    fireEvent.click(await screen.findByText('sys_normal_disable'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('字典数据 - 系统开关')).toBeTruthy();
    // The label in its 回显样式 colour, and the status.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByText('正常')
          .map((e) => e.className),
      ).toEqual([expect.stringContaining('ant-tag-green'), expect.stringContaining('ant-tag-green')]),
    );
    await waitFor(() => expect(net.callsTo('GET', '/dict/data/list').length).toBeGreaterThan(0));
    expect(JSON.parse(net.callsTo('GET', '/dict/data/list')[0]!.query.get('search') ?? '{}')).toMatchObject({ dictType: 'sys_normal_disable' });
  });

  it('adds a row to the open type with the type filled in', async () => {
    const net = installFakeFetch({
      'GET /dict/type/list': ok({ rows: [type], total: 1 }),
      'GET /dict/data/list': ok({ rows: [], total: 0 }),
      'POST /dict/data/add': ok({ id: 13 }),
    });
    renderDicts();
    fireEvent.click(await screen.findByText('sys_normal_disable'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /新\s*增/ }));
    const form = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.change(within(form).getByLabelText('字典标签'), { target: { value: '冻结' } });
    fireEvent.change(within(form).getByLabelText('字典键值'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('字典排序'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(net.callsTo('POST', '/dict/data/add')).toHaveLength(1));
    expect(net.callsTo('POST', '/dict/data/add')[0]?.body).toMatchObject({ dictType: 'sys_normal_disable', dictLabel: '冻结', dictValue: '2', dictSort: 3 });
  });

  it('刷新缓存 says 刷新成功', async () => {
    installFakeFetch({ 'GET /dict/type/list': ok({ rows: [type], total: 1 }), 'DELETE /dict/type/refreshCache': ok(null) });
    renderDicts();
    fireEvent.click(await screen.findByRole('button', { name: '刷新缓存' }));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });
});
