import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { CustomerList } from './CustomerList';
import { DepotList } from './DepotList';
import { UserList } from './UserList';

const shell = (url: string) => ({ menu: [], routes: new Map(), buttons: [{ url, btnStr: '1,3' }] });
const config = (depotFlag: string, customerFlag: string) => ok({ id: 1, companyName: '公司', depotFlag, customerFlag });

function render(ui: React.ReactElement, url: string) {
  return renderWithApp(<ShellContext.Provider value={shell(url)}>{ui}</ShellContext.Provider>, { route: url });
}

describe('分配仓库 / 分配客户 / 分配用户 follow the 系统配置 switches', { timeout: 30_000 }, () => {
  it('user rows offer 分配仓库 and 分配客户 only while their switch is on', async () => {
    installFakeFetch({
      'GET /user/list': ok({ rows: [{ id: 2, loginName: 'clerk', username: '店员', status: 0 }], total: 1 }),
      'GET /systemConfig/getCurrentInfo': config('0', '0'),
    });
    const off = render(<UserList />, '/system/user');
    await screen.findByText('clerk');
    expect(await screen.findByText('重置密码')).toBeTruthy();
    expect(screen.queryByText('分配仓库')).toBeNull();
    expect(screen.queryByText('分配客户')).toBeNull();
    off.unmount();
    installFakeFetch({
      'GET /user/list': ok({ rows: [{ id: 2, loginName: 'clerk', username: '店员', status: 0 }], total: 1 }),
      'GET /systemConfig/getCurrentInfo': config('1', '0'),
    });
    render(<UserList />, '/system/user');
    expect(await screen.findByText('分配仓库')).toBeTruthy();
    expect(screen.queryByText('分配客户')).toBeNull();
  });

  it('depot and customer rows offer 分配用户 only while their switch is on', async () => {
    installFakeFetch({
      'GET /depot/list': ok({ rows: [{ id: 3, name: '东仓', isDefault: true, enabled: true }], total: 1 }),
      'GET /systemConfig/getCurrentInfo': config('0', '1'),
    });
    const depots = render(<DepotList />, '/system/depot');
    await screen.findByText('东仓');
    expect(screen.queryByText('分配用户')).toBeNull();
    depots.unmount();
    installFakeFetch({
      'GET /supplier/list': ok({ rows: [{ id: 4, supplier: '大客户', type: '客户', enabled: true }], total: 1 }),
      'GET /systemConfig/getCurrentInfo': config('0', '1'),
    });
    render(<CustomerList />, '/system/customer');
    await screen.findByText('大客户');
    expect(await screen.findByText('分配用户')).toBeTruthy();
  });
});
