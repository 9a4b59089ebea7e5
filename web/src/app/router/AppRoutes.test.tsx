import { screen, waitFor } from '@testing-library/react';
import { testUser } from '../../test/sessionUser';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { hasStoredUser, saveLogin } from '../session/session';
import { AppRoutes } from './AppRoutes';

const menu = [
  { id: 0, text: '首页', icon: 'home', url: '/dashboard/analysis', component: '/layouts/TabLayout' },
  {
    id: 1,
    text: '未建功能',
    icon: 'pie-chart',
    url: '/unbuilt',
    component: '/layouts/TabLayout',
    // A menu screen in no page registry (a component no area has built): it must open as 功能建设中.
    children: [{ id: 2, text: '未建页面', url: '/unbuilt/screen', component: '/unbuilt/ScreenList' }],
  },
];

function shellApi(menuReply = ok(menu)) {
  return installFakeFetch({
    'POST /function/findMenuByPNumber': menuReply,
    'GET /user/getUserBtnByCurrentUser': ok({ userBtn: [{ url: '/unbuilt/screen', btnStr: '' }] }),
    'GET /platformConfig/getPlatform/name': { body: '算盘ERP' },
    'GET /msg/getMsgByStatus': ok([]),
    'GET /user/infoWithTenant': ok({ type: '1', expireTime: '2099-01-01 00:00:00', userCurrentNum: 1, userNumLimit: 9, tenantId: 1 }),
    'GET /platformConfig/getInfoByKey': ok(null),
    'GET /depotHead/getBuyAndSaleStatistics': ok({}),
    'GET /depotItem/buyOrSalePrice': ok({}),
  });
}

const signIn = () => saveLogin('tok', testUser());

describe('routes and guard', () => {
  it('sends visitors without a stored user id to the login page', async () => {
    shellApi();
    renderWithApp(<AppRoutes />, { route: '/system/role' });
    expect(await screen.findByText('用户登录')).toBeTruthy();
  });

  it('sends a signed-in user from the login page to the home page', async () => {
    shellApi();
    signIn();
    renderWithApp(<AppRoutes />, { route: '/user/login' });
    // The home page is a lazy chunk; under a loaded test run its first import can take a few seconds.
    expect(await screen.findByTestId('greeting', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('loads the menu, then the buttons, and shows unbuilt screens as 功能建设中 in a tab', async () => {
    const net = shellApi();
    signIn();
    renderWithApp(<AppRoutes />, { route: '/unbuilt/screen' });
    expect(await screen.findByText('功能建设中', {}, { timeout: 5000 })).toBeTruthy();
    const order = net.calls.map((c) => c.path).filter((p) => p === '/function/findMenuByPNumber' || p === '/user/getUserBtnByCurrentUser');
    expect(order).toEqual(['/function/findMenuByPNumber', '/user/getUserBtnByCurrentUser']);
    expect(net.callsTo('POST', '/function/findMenuByPNumber')[0]?.body).toEqual({ pNumber: '0', userId: 7 });
    expect(document.querySelector('[data-path="/unbuilt/screen"]')).toBeTruthy();
  });

  it('signs out when the permission list is empty or fails', async () => {
    shellApi(ok([]));
    signIn();
    renderWithApp(<AppRoutes />, { route: '/dashboard/analysis' });
    expect(await screen.findByText('用户登录')).toBeTruthy();
    expect(hasStoredUser()).toBe(false);
  });

  it('answers 403 for a real screen outside the menu and 404 for unknown paths', async () => {
    shellApi();
    signIn();
    const { unmount } = renderWithApp(<AppRoutes />, { route: '/system/user' });
    expect(await screen.findByText('抱歉，你无权访问该页面')).toBeTruthy();
    unmount();
    renderWithApp(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeTruthy();
  });

  it('redirects / and /dashboard to the home page', async () => {
    shellApi();
    signIn();
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toContain('测试用户'), { timeout: 8000 });
  });
});
