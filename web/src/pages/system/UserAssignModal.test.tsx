import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { DepotList } from './DepotList';
import { UserAssignModal } from './UserAssignModal';

const users = [
  {
    id: 0,
    key: 0,
    value: 0,
    title: '用户列表',
    attributes: '用户列表',
    children: [
      { id: 5, key: 5, value: 5, title: 'jsh(管理员)', attributes: 'jsh', checked: true },
      { id: 6, key: 6, value: 6, title: 'li(李四)', attributes: 'li' },
      { id: 7, key: 7, value: 7, title: 'wang(王五)', attributes: 'wang', checked: true },
    ],
  },
];

/** The checkbox of a tree node found by its title. */
function nodeBox(dialog: HTMLElement, title: string): HTMLElement {
  const node = within(dialog).getByText(title).closest('.ant-tree-treenode');
  return node?.querySelector('.ant-tree-checkbox') as HTMLElement;
}
const isChecked = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-checked');

describe('UserAssignModal (分配用户)', { timeout: 30_000 }, () => {
  it('ticks the users holding the depot and saves exactly the checked user ids', async () => {
    const net = installFakeFetch({
      'GET /user/getUserWithChecked': ok(users),
      'POST /userBusiness/updateOneValueByKeyIdAndType': ok({ message: '成功' }),
    });
    const onClose = vi.fn();
    renderWithApp(<UserAssignModal kind="UserDepot" target={{ id: 12, name: '一号仓' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('li(李四)');
    expect(within(dialog).getByText('分配用户（仓库：一号仓）')).toBeTruthy();
    const asked = net.callsTo('GET', '/user/getUserWithChecked')[0];
    expect(asked?.query.get('UBType')).toBe('UserDepot');
    expect(asked?.query.get('UBValue')).toBe('12');
    expect(isChecked(nodeBox(dialog, 'jsh(管理员)'))).toBe(true);
    expect(isChecked(nodeBox(dialog, 'li(李四)'))).toBe(false);
    fireEvent.click(nodeBox(dialog, 'jsh(管理员)'));
    fireEvent.click(nodeBox(dialog, 'li(李四)'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.callsTo('POST', '/userBusiness/updateOneValueByKeyIdAndType')[0]?.body).toEqual({ type: 'UserDepot', keyIds: [6, 7], oneValue: 12 });
  });

  it('check-all sends every user, uncheck-all none (the root is never a user)', async () => {
    const net = installFakeFetch({
      'GET /user/getUserWithChecked': ok(users),
      'POST /userBusiness/updateOneValueByKeyIdAndType': ok({ message: '成功' }),
    });
    renderWithApp(<UserAssignModal kind="UserCustomer" target={{ id: 3, name: '客户甲' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('li(李四)');
    fireEvent.click(within(dialog).getByRole('button', { name: '全部勾选' }));
    expect(isChecked(nodeBox(dialog, '用户列表'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(net.callsTo('POST', '/userBusiness/updateOneValueByKeyIdAndType')).toHaveLength(1));
    expect(net.callsTo('POST', '/userBusiness/updateOneValueByKeyIdAndType')[0]?.body).toEqual({ type: 'UserCustomer', keyIds: [5, 6, 7], oneValue: 3 });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消全选' }));
    expect(isChecked(nodeBox(dialog, 'wang(王五)'))).toBe(false);
  });

  it('is a row action of the depot list only with button 1', async () => {
    installFakeFetch({
      'GET /depot/list': ok({ rows: [{ id: 12, name: '一号仓', enabled: true, isDefault: true }], total: 1 }),
      'GET /user/getUserWithChecked': ok(users),
      // 分配用户 is offered only while 仓库权限 is switched on (scopeActions.test.tsx covers the switch).
      'GET /systemConfig/getCurrentInfo': ok({ id: 1, companyName: '公司', depotFlag: '1', customerFlag: '0' }),
    });
    const page = (btnStr: string) => (
      <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/system/depot', btnStr }] }}>
        <DepotList />
      </ShellContext.Provider>
    );
    const view = renderWithApp(page(''), { route: '/system/depot' });
    await screen.findByText('一号仓');
    expect(screen.queryByText('分配用户')).toBeNull();
    view.unmount();
    renderWithApp(page('1'), { route: '/system/depot' });
    fireEvent.click(await screen.findByText('分配用户'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('wang(王五)')).toBeTruthy();
  });
});
