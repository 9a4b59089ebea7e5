import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { RoleFunctionModal } from './RoleFunctionModal';

const node = (id: number, title: string, extra: object = {}) => ({ id, key: id, value: id, title, ...extra });
const tree = [
  node(10, '基础资料', { children: [node(11, '结算账户', { checked: true }), node(12, '经手人管理')] }),
  node(20, '系统管理', { children: [node(21, '角色管理')] }),
];

function box(dialog: HTMLElement, title: string): HTMLElement {
  return within(dialog).getByText(title).closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as HTMLElement;
}
const state = (el: HTMLElement) =>
  el.classList.contains('ant-tree-checkbox-checked') ? 'checked' : el.classList.contains('ant-tree-checkbox-indeterminate') ? 'half' : 'off';

async function open(onClose = vi.fn()) {
  const net = installFakeFetch({ 'GET /function/findRoleFunction': ok(tree), 'POST /role/setFunctions': ok({ message: '成功' }) });
  renderWithApp(<RoleFunctionModal roleId={3} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('经手人管理');
  const saved = async (): Promise<unknown> => {
    const before = net.callsTo('POST', '/role/setFunctions').length;
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(net.callsTo('POST', '/role/setFunctions')).toHaveLength(before + 1));
    return net.callsTo('POST', '/role/setFunctions').at(-1)?.body;
  };
  return { net, dialog, saved };
}

describe('RoleFunctionModal (分配功能)', { timeout: 30_000 }, () => {
  it('shows the role functions checked, their folder half-checked, and asks for the role', async () => {
    const { net, dialog } = await open();
    expect(net.callsTo('GET', '/function/findRoleFunction')[0]?.query.get('UBKeyId')).toBe('3');
    expect(state(box(dialog, '结算账户'))).toBe('checked');
    expect(state(box(dialog, '基础资料'))).toBe('half');
    expect(state(box(dialog, '系统管理'))).toBe('off');
  });

  it('saves checked leaves with the folders above them after check and uncheck', async () => {
    const onClose = vi.fn();
    const { dialog, saved } = await open(onClose);
    fireEvent.click(box(dialog, '结算账户'));
    fireEvent.click(box(dialog, '角色管理'));
    expect(state(box(dialog, '基础资料'))).toBe('off');
    expect(state(box(dialog, '系统管理'))).toBe('checked');
    expect(await saved()).toEqual({ roleId: 3, functionIds: [20, 21] });
    expect(onClose).toHaveBeenCalled();
  });

  it('checking a folder takes its leaves; check-all and uncheck-all cover the whole tree', async () => {
    const { dialog, saved } = await open();
    fireEvent.click(box(dialog, '基础资料'));
    expect(state(box(dialog, '经手人管理'))).toBe('checked');
    expect(await saved()).toEqual({ roleId: 3, functionIds: [10, 11, 12] });
    fireEvent.click(within(dialog).getByRole('button', { name: '全部勾选' }));
    expect(await saved()).toEqual({ roleId: 3, functionIds: [10, 11, 12, 20, 21] });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消全选' }));
    expect(state(box(dialog, '结算账户'))).toBe('off');
    expect(await saved()).toEqual({ roleId: 3, functionIds: [] });
  });
});
